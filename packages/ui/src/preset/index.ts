import { definePreset } from '@pandacss/dev';
import { fieldRow, formSections } from './form-recipes.ts';
import { globalCss } from './global-styles.ts';
import { keyframes } from './keyframes.ts';
import { layerStyles } from './layer-styles.ts';
import { badge, button, card, input } from './recipes.ts';
import { semanticTokens } from './semantic-tokens.ts';
import { textStyles } from './text-styles.ts';
import { tokens } from './tokens.ts';

/**
 * The Daftari Panda preset: a calm deep-teal brand on cool neutrals, system fonts (works offline), semantic
 * tokens (bg, fg, border, muted, accent, success, info, danger, warning), text styles, the layer styles
 * (surface, inset, tinted), the button, badge, input and card recipes, and the form layout recipes
 * (formSections, fieldRow). Use it through createAppPandaConfig (`@daftari/ui/panda-config`), which also
 * fixes the prefix, layers and import map every app must share.
 */
export const daftariPreset = definePreset({
  name: '@daftari/ui',
  globalCss,
  theme: {
    extend: {
      tokens,
      semanticTokens,
      textStyles,
      keyframes,
      layerStyles,
      recipes: { button, badge, input, fieldRow },
      slotRecipes: { card, formSections },
    },
  },
});

export default daftariPreset;
