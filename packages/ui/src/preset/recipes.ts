import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

// Components pick variants from props at run time, which Panda cannot see statically: `staticCss: ['*']`
// makes every app's CSS carry all variants of these (small) recipes.

export const button = defineRecipe({
  className: 'button',
  description: 'Actions: solid (primary), outline (secondary), ghost (tertiary), danger (destructive).',
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: 0,
    fontFamily: 'body',
    fontWeight: 'medium',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    textDecoration: 'none',
    borderRadius: 'md',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: 'fast',
    transitionTimingFunction: 'default',
    _focusVisible: { boxShadow: 'focusRing' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-loading]': { cursor: 'progress', opacity: 0.85 },
    '& svg': { width: '1.1em', height: '1.1em', flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent',
        color: 'accent.contrast',
        boxShadow: 'xs',
        _hover: { bg: 'accent.hover' },
        _active: { bg: 'accent.active' },
        _disabled: { _hover: { bg: 'accent' } },
      },
      outline: {
        bg: 'bg.surface',
        color: 'fg',
        borderColor: 'border.strong',
        boxShadow: 'xs',
        _hover: { bg: 'bg.subtle' },
        _active: { bg: 'bg.muted' },
        _disabled: { _hover: { bg: 'bg.surface' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.muted',
        _hover: { bg: 'bg.muted', color: 'fg' },
        _active: { bg: 'bg.emphasized' },
        _disabled: { _hover: { bg: 'transparent' } },
      },
      danger: {
        bg: 'danger',
        color: 'white',
        boxShadow: 'xs',
        _hover: { bg: 'danger.hover' },
        _focusVisible: { boxShadow: 'dangerRing' },
        _disabled: { _hover: { bg: 'danger' } },
      },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: 'sm', gap: '1.5' },
      md: { h: '9', px: '3.5', fontSize: 'md' },
      icon: { h: '8', w: '8', px: '0', fontSize: 'md' },
    },
    fullWidth: { true: { w: 'full' } },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
  staticCss: ['*'],
});

const tone = (intent: 'success' | 'info' | 'danger' | 'warning' | 'accent') => ({
  bg: `${intent}.subtle`,
  color: `${intent}.fg`,
  borderColor: `${intent}.border`,
});

export const badge = defineRecipe({
  className: 'badge',
  description: 'Status pills. Invoice status: Paid green, Sent blue, Overdue red, anything else grey.',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    h: '5.5',
    px: '2',
    borderRadius: 'full',
    borderWidth: '1px',
    borderStyle: 'solid',
    fontSize: 'xs',
    fontWeight: 'medium',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      green: tone('success'),
      blue: tone('info'),
      red: tone('danger'),
      amber: tone('warning'),
      teal: tone('accent'),
      grey: { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border' },
    },
    dot: {
      true: {
        _before: {
          content: '""',
          w: '1.5',
          h: '1.5',
          borderRadius: 'full',
          bg: 'currentColor',
          flexShrink: 0,
        },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'grey', dot: true },
  staticCss: ['*'],
});

export const input = defineRecipe({
  className: 'input',
  description: 'Text inputs and textareas.',
  base: {
    display: 'block',
    w: 'full',
    minW: '0',
    px: '3',
    bg: 'bg.surface',
    color: 'fg',
    fontFamily: 'body',
    fontSize: 'md',
    borderRadius: 'md',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.strong',
    boxShadow: 'xs',
    outline: 'none',
    appearance: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'fast',
    _placeholder: { color: 'fg.subtle', opacity: 1 },
    _hover: { borderColor: 'ink.400' },
    _focusVisible: { borderColor: 'accent', boxShadow: 'focusRing' },
    _focus: { borderColor: 'accent', boxShadow: 'focusRing' },
    // Not `_invalid`: it includes the native :invalid, which marks every empty required field red before the
    // user has typed anything. Ark's Field sets data-invalid / aria-invalid from the form's own validation.
    '&:is([data-invalid], [aria-invalid=true])': {
      borderColor: 'danger.solid',
      _focus: { borderColor: 'danger.solid', boxShadow: 'dangerRing' },
    },
    _disabled: {
      bg: 'bg.muted',
      color: 'fg.disabled',
      cursor: 'not-allowed',
      _hover: { borderColor: 'border.strong' },
    },
    // Not `_readOnly`: :read-only also matches buttons (select and combobox triggers use this recipe).
    '&:is([readonly], [data-readonly], [aria-readonly=true])': { bg: 'bg.subtle' },
  },
  variants: {
    size: {
      sm: { h: '8', fontSize: 'sm', px: '2.5' },
      md: { h: '9' },
    },
    multiline: {
      true: { h: 'auto', minH: '20', py: '2', lineHeight: '1.5', resize: 'vertical' },
      false: {},
    },
  },
  compoundVariants: [{ size: 'sm', multiline: true, css: { h: 'auto', py: '1.5' } }],
  defaultVariants: { size: 'md', multiline: false },
  staticCss: ['*'],
});

export const card = defineSlotRecipe({
  className: 'card',
  description: 'A surface grouping related content, with an optional header.',
  slots: ['root', 'header', 'title', 'description', 'actions', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      layerStyle: 'surface',
      borderRadius: 'xl',
      minW: '0',
    },
    header: {
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: '4',
      px: '5',
      pt: '4',
      pb: '3',
    },
    title: { textStyle: 'heading.sm', color: 'fg' },
    description: { textStyle: 'body.sm', color: 'fg.muted', mt: '0.5' },
    actions: { display: 'flex', alignItems: 'center', gap: '2', flexShrink: 0 },
    body: { px: '5', pb: '5', pt: '0', flex: '1', minW: '0' },
    footer: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: '2',
      px: '5',
      py: '3',
      borderTopWidth: '1px',
      borderTopStyle: 'solid',
      borderColor: 'border',
      bg: 'bg.subtle',
      borderBottomRadius: 'xl',
    },
  },
  variants: {
    padded: {
      true: {},
      false: { body: { p: '0' } },
    },
    headless: {
      true: { body: { pt: '5' } },
      false: {},
    },
  },
  compoundVariants: [{ padded: false, headless: true, css: { body: { pt: '0' } } }],
  defaultVariants: { padded: true, headless: false },
  staticCss: ['*'],
});
