import type { CurrentUser } from '@daftari/contracts';
import { ChevronsUpDownIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { type ComponentPropsWithRef, lazy, Suspense, useState } from 'react';

const loadBusinessMenu = () => import('./BusinessMenu.tsx');
const BusinessMenu = lazy(loadBusinessMenu);

const nameStyle = css({ fontWeight: 'semibold', color: 'fg', truncate: true });
const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minW: 0,
  px: '2',
  py: '1',
  rounded: 'md',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
});

/** The header's business name; for someone in several businesses, the button that switches between them. */
export function BusinessButton({ user, ...props }: ComponentPropsWithRef<'button'> & { user: CurrentUser }) {
  return (
    <button
      type="button"
      aria-label={`Business: ${user.account.name}. Switch business`}
      className={trigger}
      {...props}
    >
      <span className={nameStyle}>{user.account.name}</span>
      <ChevronsUpDownIcon />
    </button>
  );
}

/**
 * The business switcher: its menu (Ark's, loaded like the account menu's on first reach) lists every business
 * the user works in; choosing one makes it the business every request works in, without signing in again.
 */
export function BusinessSwitcher({ user }: { user: CurrentUser }) {
  const [pressed, setPressed] = useState(false);
  if (user.memberships.length < 2) return <span className={nameStyle}>{user.account.name}</span>;
  const button = (
    <BusinessButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={loadBusinessMenu}
      onFocus={loadBusinessMenu}
      onClick={() => setPressed(true)}
    />
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <BusinessMenu user={user} />
    </Suspense>
  );
}
