import { useLocation } from '@daftari/router';
import { css } from '@daftari/ui/styled-system/css';
import { useEffect, useId, useState } from 'react';
import { SideNav } from './SideNav.tsx';

const menuButton = css({
  display: { base: 'inline-flex', md: 'none' },
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  ml: '-2',
  rounded: 'md',
  color: 'fg',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing' },
});

const panel = css({
  display: { base: 'block', md: 'none' },
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  maxH: 'calc(100dvh - 4rem)',
  overflowY: 'auto',
  p: '4',
  bg: 'bg.canvas',
  borderBottomWidth: '1px',
  borderColor: 'border',
  boxShadow: 'lg',
});

/**
 * Below the `md` breakpoint the side navigation is hidden: this button in the header opens it as a panel
 * under the header. Choosing a page, pressing Escape or pressing the button again closes it.
 */
export function MobileNav() {
  const { pathname } = useLocation();
  // The page the panel was opened on: on any other page it is closed, so choosing a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={menuButton}
        aria-label={open ? 'Close menu' : 'Menu'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      {open ? (
        <div id={panelId} className={panel}>
          <SideNav />
        </div>
      ) : null}
    </>
  );
}
