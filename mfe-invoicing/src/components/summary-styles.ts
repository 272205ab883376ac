import { css } from '@daftari/ui/styled-system/css';

/** A list screen's strip of figures: one raised band, its cells split by hairlines (each strip sets its grid). */
export const summaryStrip = css({
  display: 'grid',
  layerStyle: 'surface',
  borderRadius: 'xl',
  overflow: 'hidden',
});
export const summaryCell = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  px: '5',
  py: '4',
  minW: '0',
  borderColor: 'border.subtle',
  borderStyle: 'solid',
  borderWidth: '0',
});
export const summaryLabel = css({ textStyle: 'label', color: 'fg.muted' });
export const summaryValue = css({
  fontSize: { lgDown: 'lg', lg: 'xl' },
  fontWeight: 'semibold',
  letterSpacing: '-0.01em',
  color: 'fg',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const summaryNote = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  color: 'fg.subtle',
  fontVariantNumeric: 'tabular-nums',
});
