import { preloadArea } from '@daftari/mf';
import { NavLink } from '@daftari/router';
import { css } from '@daftari/ui/styled-system/css';
import { navGroups } from './nav-items.ts';

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

export function SideNav() {
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
