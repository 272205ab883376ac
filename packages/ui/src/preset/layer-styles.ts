import { defineLayerStyles } from '@pandacss/dev';

type Tone = 'success' | 'info' | 'danger' | 'warning';

/** A tone's tinted box: its subtle background, its text colour and a hairline border of its own. */
const tinted = (tone: Tone) => ({
  value: {
    background: `${tone}.subtle`,
    color: `${tone}.fg`,
    border: `1px solid token(colors.${tone}.border)`,
  },
});

/**
 * Boxes the remotes draw again and again. Their corner radius and padding are the caller's: boxes of
 * different sizes round differently. Use them as `css({ layerStyle: 'surface', borderRadius: 'xl' })`.
 *
 * - `surface`: a raised panel on the page (cards, empty states, filter bars): the surface colour, a
 *   hairline border and the smallest shadow.
 * - `inset`: a panel set into a surface (the amount due, payment details): tinted, with a faint hairline.
 * - `tinted.{success,info,danger,warning}`: a message in a tone (an error, a payment's outcome).
 */
export const layerStyles = defineLayerStyles({
  surface: {
    value: { background: 'bg.surface', border: '1px solid token(colors.border)', boxShadow: 'xs' },
  },
  inset: {
    value: { background: 'bg.subtle', border: '1px solid token(colors.border.subtle)' },
  },
  tinted: {
    success: tinted('success'),
    info: tinted('info'),
    danger: tinted('danger'),
    warning: tinted('warning'),
  },
});
