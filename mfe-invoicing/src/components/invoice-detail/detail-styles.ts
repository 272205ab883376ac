import { css } from '@daftari/ui/styled-system/css';

/** The page's grid: the document column, and the summary column beside it on wide screens. */
export const detailLayout = css({
  display: 'grid',
  gridTemplateColumns: { lgDown: '1fr', lg: 'minmax(0, 1fr) 320px' },
  gap: '5',
  alignItems: 'start',
});
export const detailColumn = css({ display: 'flex', flexDirection: 'column', gap: '5', minW: '0' });
/** A raised panel of stacked rows (the status panel). */
export const detailPanel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  px: '5',
  py: '4',
  layerStyle: 'surface',
  borderRadius: 'xl',
});
/** The invoice as a document: a surface a little more raised than the panels around it. */
export const documentCard = css({
  layerStyle: 'surface',
  borderRadius: 'xl',
  boxShadow: 'sm',
  overflow: 'hidden',
});
/** Under a document's lines: payment details or notes beside the totals on wide screens. */
export const documentFoot = css({
  display: 'grid',
  gridTemplateColumns: { mdDown: '1fr', md: '1fr 1fr' },
  gap: '6',
  px: { mdDown: '5', md: '8' },
  pt: '5',
  pb: { mdDown: '5', md: '7' },
  alignItems: 'start',
});
