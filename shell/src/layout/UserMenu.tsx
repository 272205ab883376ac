import { currentUserQuery } from '@daftari/api-client';
import { Avatar, Menu } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLogout } from '../auth/use-auth-actions.ts';

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2.5',
  px: '2',
  py: '1',
  rounded: 'md',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
});

export function UserMenu() {
  const { data: user } = useQuery(currentUserQuery);
  const logout = useLogout();
  const navigate = useNavigate();
  if (!user) return null;

  return (
    <Menu
      trigger={
        <button type="button" aria-label="Account menu" className={trigger}>
          <Avatar name={user.name} seed={user.email} size="sm" />
          <span className={css({ textAlign: 'left', display: { base: 'none', md: 'block' } })}>
            <span className={css({ display: 'block', fontSize: 'sm', fontWeight: 'medium' })}>
              {user.name}
            </span>
            <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>{user.email}</span>
          </span>
        </button>
      }
      items={[
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
