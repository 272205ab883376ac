import { css } from '@daftari/ui/styled-system/css';

/** The import dialog's notes on the file: `data-tone` danger for problems, success when it checks out. */
export const callout = css({
  display: 'flex',
  gap: '3',
  p: '3',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  fontSize: 'sm',
  '&[data-tone=danger]': { bg: 'danger.subtle', borderColor: 'danger.border', color: 'danger.fg' },
  '&[data-tone=success]': { bg: 'success.subtle', borderColor: 'success.border', color: 'success.fg' },
  '& > svg': { flexShrink: 0, mt: '0.5' },
});
export const calloutTitle = css({ fontWeight: 'semibold' });
