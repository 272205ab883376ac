import { SearchIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadSearchPanel = () => import('./SearchPanel.tsx');
const SearchPanel = lazy(loadSearchPanel);

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: '9',
  px: { base: '2', md: '3' },
  minW: { md: '56' },
  rounded: 'md',
  borderWidth: { base: '0', md: '1px' },
  borderColor: 'border',
  color: 'fg.muted',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
});
const hint = css({
  display: { base: 'none', md: 'inline' },
  ml: 'auto',
  px: '1.5',
  rounded: 'sm',
  borderWidth: '1px',
  borderColor: 'border',
  fontSize: 'xs',
  fontFamily: 'mono',
});

/** Whether the key press is someone typing in a field, where "/" is only a character. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The header's search: a button (an icon alone on a phone) that "/" or Ctrl+K (⌘K) also presses. The panel
 * behind it, with its query and results, loads when the button is reached or pressed, not with every page.
 */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut =
        (event.key === 'k' && (event.ctrlKey || event.metaKey)) ||
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target));
      if (!shortcut) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const button = (
    <button
      type="button"
      className={trigger}
      aria-label="Search (press / or Ctrl+K)"
      aria-keyshortcuts="/ Control+K"
      aria-haspopup="listbox"
      onPointerEnter={loadSearchPanel}
      onFocus={loadSearchPanel}
      onClick={() => setOpen(true)}
    >
      <SearchIcon size={18} />
      <span className={css({ display: { base: 'none', md: 'inline' } })}>Search</span>
      <kbd className={hint}>/</kbd>
    </button>
  );
  return (
    <>
      {button}
      {open ? (
        <Suspense fallback={null}>
          <SearchPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
