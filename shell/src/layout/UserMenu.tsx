import { currentUserQuery } from '@daftari/api-client';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { AccountButton } from './AccountButton.tsx';

const loadAccountMenu = () => import('./AccountMenu.tsx');
const AccountMenu = lazy(loadAccountMenu);

/**
 * The owner's account button. The menu behind it (Ark's menu and its positioning code, ~30 KB gzip) is not
 * part of the first load of every page: its code starts loading when the pointer or focus reaches the button,
 * and it replaces the button, open, when the button is pressed.
 */
export function UserMenu() {
  const { data: user } = useQuery(currentUserQuery);
  const [pressed, setPressed] = useState(false);
  if (!user) return null;

  const button = (
    <AccountButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={loadAccountMenu}
      onFocus={loadAccountMenu}
      onClick={() => setPressed(true)}
    />
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
