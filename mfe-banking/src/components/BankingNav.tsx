import { NavLink } from '@daftari/router';
import { css } from '@daftari/ui/styled-system/css';
import { bankingPaths } from '../lib/paths.ts';

const bar = css({
  display: 'flex',
  gap: '1',
  p: '1',
  mb: '5',
  w: 'fit-content',
  maxW: 'full',
  overflowX: 'auto',
  borderRadius: 'lg',
  bg: 'bg.muted',
});
const tab = css({
  px: '3',
  py: '1.5',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  _hover: { color: 'fg' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing' },
  '&[aria-current=page]': { bg: 'bg.surface', color: 'fg', boxShadow: 'xs' },
});

const screens = [
  { to: bankingPaths.accounts(), label: 'Accounts', end: true },
  { to: bankingPaths.inbox(), label: 'Inbox', end: false },
  { to: bankingPaths.importFor(), label: 'Import', end: false },
  { to: bankingPaths.rules(), label: 'Rules', end: false },
  { to: bankingPaths.reconcile(), label: 'Reconcile', end: false },
  { to: bankingPaths.payouts(), label: 'Payouts', end: false },
];

/** The banking area's screens, one tab each; scrolls sideways on a phone. */
export function BankingNav() {
  return (
    <nav aria-label="Banking" className={bar}>
      {screens.map(({ to, label, end }) => (
        <NavLink key={to} to={to} end={end} className={tab}>
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
