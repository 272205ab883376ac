import type { CurrentUser } from '@daftari/contracts';
import { useNavigate } from '@daftari/router';
import { Menu } from '@daftari/ui';
import { useMayCall } from '@daftari/ui/widgets';
import { useLogout } from '../auth/use-auth-actions.ts';
import { AccountButton } from './AccountButton.tsx';

/** The settings pages, each for the roles that may open it (`reads`, as the permission table keys it). */
const settingsPages = [
  { value: 'business', label: 'Business details', to: '/settings/business', reads: 'GET /api/account' },
  {
    value: 'invoice-design',
    label: 'Invoice design',
    to: '/settings/invoice-design',
    reads: 'GET /api/account',
  },
  { value: 'documents', label: 'Documents', to: '/settings/documents', reads: 'GET /api/account' },
  {
    value: 'payments-email',
    label: 'Payments and e-mail',
    to: '/settings/payments-email',
    reads: 'GET /api/account/paystack',
  },
  { value: 'team', label: 'Team', to: '/settings/team', reads: 'GET /api/memberships' },
  { value: 'audit', label: 'Audit trail', to: '/settings/audit', reads: 'GET /api/audit_events' },
  { value: 'lock-date', label: 'Lock date', to: '/settings/lock-date', reads: 'PUT /api/account' },
  {
    value: 'exchange-rates',
    label: 'Exchange rates',
    to: '/settings/exchange-rates',
    reads: 'GET /api/exchange_rates',
  },
  { value: 'data', label: 'Export and import', to: '/settings/data', reads: 'POST /api/exports' },
  { value: 'security', label: 'Security', to: '/settings/security', reads: 'GET /api/sessions' },
];

/** The account menu itself (Ark's menu machine): loaded by UserMenu the first time the owner reaches for it. */
export default function AccountMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const may = useMayCall();
  return (
    <Menu
      defaultOpen
      trigger={<AccountButton user={user} />}
      items={[
        ...settingsPages
          .filter((page) => may(page.reads))
          .map(({ value, label, to }) => ({ value, label, onSelect: () => navigate(to) })),
        {
          value: 'logout',
          label: 'Log out',
          onSelect: () =>
            logout.mutateAsync().then(
              () => navigate('/login'),
              () => undefined,
            ),
        },
      ]}
    />
  );
}
