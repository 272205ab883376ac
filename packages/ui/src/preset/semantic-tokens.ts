import { defineSemanticTokens } from '@pandacss/dev';

const intent = (hue: 'green' | 'blue' | 'red' | 'amber') => ({
  DEFAULT: { value: `{colors.${hue}.600}` },
  hover: { value: `{colors.${hue}.700}` },
  subtle: { value: `{colors.${hue}.50}` },
  muted: { value: `{colors.${hue}.100}` },
  border: { value: `{colors.${hue}.200}` },
  fg: { value: `{colors.${hue}.700}` },
  solid: { value: `{colors.${hue}.500}` },
});

/** What components use: surfaces, text, borders, the accent and the four intents. */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.ink.50}' },
      surface: { value: '#ffffff' },
      subtle: { value: '{colors.ink.50}' },
      muted: { value: '{colors.ink.100}' },
      emphasized: { value: '{colors.ink.200}' },
      inverted: { value: '{colors.ink.900}' },
      overlay: { value: 'rgb(12 17 29 / 0.42)' },
    },
    fg: {
      DEFAULT: { value: '{colors.ink.900}' },
      muted: { value: '{colors.ink.600}' },
      subtle: { value: '{colors.ink.500}' },
      disabled: { value: '{colors.ink.400}' },
      inverted: { value: '#ffffff' },
    },
    border: {
      DEFAULT: { value: '{colors.ink.200}' },
      subtle: { value: '{colors.ink.100}' },
      strong: { value: '{colors.ink.300}' },
    },
    muted: {
      DEFAULT: { value: '{colors.ink.100}' },
      fg: { value: '{colors.ink.600}' },
    },
    accent: {
      DEFAULT: { value: '{colors.brand.600}' },
      hover: { value: '{colors.brand.700}' },
      active: { value: '{colors.brand.800}' },
      subtle: { value: '{colors.brand.50}' },
      muted: { value: '{colors.brand.100}' },
      border: { value: '{colors.brand.200}' },
      fg: { value: '{colors.brand.700}' },
      contrast: { value: '#ffffff' },
    },
    success: intent('green'),
    info: intent('blue'),
    danger: intent('red'),
    warning: intent('amber'),
  },
});
