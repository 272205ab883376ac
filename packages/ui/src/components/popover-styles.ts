import { css, cx } from '@daftari/ui/styled-system/css';

/** The box that floats over the page (select, combobox, menu): raised, popping in and fading out. */
export const floatingSurface = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'lg',
  boxShadow: 'lg',
  outline: 'none',
  zIndex: 'popover',
  _open: { animation: 'dft-pop-in 120ms cubic-bezier(0.16, 1, 0.3, 1)' },
  _closed: { animation: 'dft-fade-out 80ms ease-in' },
});

/** Shared look of floating lists (select, menu): the floating box, scrolling past its height. */
export const floatingPanel = cx(
  floatingSurface,
  css({ p: '1', maxH: 'min(320px, var(--available-height, 320px))', overflowY: 'auto' }),
);

/** The closed field that opens a list (select, combobox): its value or placeholder, then an indicator. */
export const listTrigger = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  textAlign: 'start',
  cursor: 'pointer',
  '&[data-placeholder-shown]': { color: 'fg.subtle' },
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
