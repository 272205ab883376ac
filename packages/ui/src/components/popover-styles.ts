import { css } from '@daftari/ui/styled-system/css';

/** Shared look of floating panels (select, combobox, menu). */
export const floatingPanel = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'lg',
  boxShadow: 'lg',
  p: '1',
  outline: 'none',
  zIndex: 'popover',
  maxH: 'min(320px, var(--available-height, 320px))',
  overflowY: 'auto',
  _open: { animation: 'dft-pop-in 120ms cubic-bezier(0.16, 1, 0.3, 1)' },
  _closed: { animation: 'dft-fade-out 80ms ease-in' },
});

export const floatingItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  w: 'full',
  minH: '8',
  px: '2',
  py: '1.5',
  borderRadius: 'sm',
  fontSize: 'md',
  color: 'fg',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  textAlign: 'start',
  _highlighted: { bg: 'bg.muted' },
  _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
  '&[data-tone=danger]': { color: 'danger', _highlighted: { bg: 'danger.subtle' } },
  '& [data-part=item-indicator]': { ml: 'auto', color: 'accent', display: 'inline-flex' },
});

export const positioner = css({ zIndex: 'popover' });
