import type { CurrentUser } from '@daftari/contracts';
import { useNavigate } from '@daftari/router';
import { Menu } from '@daftari/ui';
import { useLogout } from '../auth/use-auth-actions.ts';
import { AccountButton } from './AccountButton.tsx';

/** The account menu itself (Ark's menu machine): loaded by UserMenu the first time the owner reaches for it. */
export default function AccountMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <Menu
      defaultOpen
      trigger={<AccountButton user={user} />}
      items={[
        { value: 'team', label: 'Team', onSelect: () => navigate('/settings/team') },
        { value: 'audit', label: 'Audit trail', onSelect: () => navigate('/settings/audit') },
        { value: 'security', label: 'Security', onSelect: () => navigate('/settings/security') },
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
