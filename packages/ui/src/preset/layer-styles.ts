import { defineLayerStyles } from '@pandacss/dev';

/**
 * `surface`: a raised panel on the page (cards, empty states, filter bars): the surface colour, a hairline
 * border and the smallest shadow. Its corner radius is the caller's: panels of different sizes round
 * differently. Use it as `css({ layerStyle: 'surface', borderRadius: 'xl' })`.
 */
export const layerStyles = defineLayerStyles({
  surface: {
    value: {
      backgroundColor: 'bg.surface',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border',
      boxShadow: 'xs',
    },
  },
});
