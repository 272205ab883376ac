import { defineTextStyles } from '@pandacss/dev';

export const textStyles = defineTextStyles({
  display: {
    value: { fontSize: '3xl', lineHeight: '2.25rem', fontWeight: 'semibold', letterSpacing: '-0.02em' },
  },
  heading: {
    lg: {
      value: { fontSize: '2xl', lineHeight: '1.875rem', fontWeight: 'semibold', letterSpacing: '-0.015em' },
    },
    md: {
      value: { fontSize: 'xl', lineHeight: '1.625rem', fontWeight: 'semibold', letterSpacing: '-0.01em' },
    },
    sm: { value: { fontSize: 'md', lineHeight: '1.25rem', fontWeight: 'semibold' } },
  },
  body: {
    md: { value: { fontSize: 'md', lineHeight: '1.25rem', fontWeight: 'normal' } },
    sm: { value: { fontSize: 'sm', lineHeight: '1.125rem', fontWeight: 'normal' } },
  },
  label: { value: { fontSize: 'sm', lineHeight: '1.125rem', fontWeight: 'medium' } },
  caption: { value: { fontSize: 'xs', lineHeight: '1rem', fontWeight: 'normal' } },
  overline: {
    value: {
      fontSize: '2xs',
      lineHeight: '1rem',
      fontWeight: 'semibold',
      letterSpacing: '0.06em',
      textTransform: 'uppercase',
    },
  },
});
