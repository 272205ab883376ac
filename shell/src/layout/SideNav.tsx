import { currentUserQuery } from '@daftari/api-client';
import { mayCall } from '@daftari/contracts';
import { preloadArea } from '@daftari/mf';
import { NavLink } from '@daftari/router';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { navGroupsFor } from './nav-items.ts';

const link = css({
  display: 'block',
  px: '3',
  py: '1.5',
  rounded: 'md',
  fontSize: 'sm',
  color: 'fg.muted',
  _hover: { bg: 'bg.muted', color: 'fg' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent', fontWeight: 'medium' },
});

/** The links of the member's role; every link while the user is not known yet. */
function useNavGroups() {
  const role = useQuery(currentUserQuery).data?.role;
  return navGroupsFor((route) => (role ? mayCall(role, route) : true));
}

export function SideNav() {
  const navGroups = useNavGroups();
  return (
    <nav aria-label="Main" className={css({ display: 'grid', gap: '5' })}>
      {navGroups.map((group) => (
        <div key={group.label}>
          <p
            className={css({
              px: '3',
              mb: '1',
              fontSize: 'xs',
              fontWeight: 'semibold',
              color: 'fg.subtle',
              textTransform: 'uppercase',
              letterSpacing: 'wider',
            })}
          >
            {group.label}
          </p>
          <ul>
            {group.items.map(({ label, to, screens }) => {
              const preload = screens ? () => preloadArea(screens.area, screens.module) : undefined;
              return (
                <li key={to}>
                  <NavLink to={to} end={to === '/'} className={link} onMouseEnter={preload} onFocus={preload}>
                    {label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
