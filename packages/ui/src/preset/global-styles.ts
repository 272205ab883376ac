import { defineGlobalStyles } from '@pandacss/dev';

/** Base-layer styles every app emits (identical in each, so duplicates are harmless). */
export const globalCss = defineGlobalStyles({
  html: {
    fontFamily: 'body',
    fontSize: 'md',
    lineHeight: '1.5',
    color: 'fg',
    bg: 'bg.canvas',
    colorScheme: 'light',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    textRendering: 'optimizeLegibility',
    WebkitTapHighlightColor: 'transparent',
    '--global-color-border': 'colors.border',
    '--global-color-placeholder': 'colors.fg.subtle',
  },
  '::selection': { bg: 'brand.100', color: 'brand.900' },
});
