import { currentUserQuery } from '@daftari/api-client';
import { Link, Outlet } from '@daftari/router';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { Brand } from './Brand.tsx';
import { BusinessSwitcher } from './BusinessSwitcher.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { HeaderTimer } from './HeaderTimer.tsx';
import { MobileNav } from './MobileNav.tsx';
import { SideNav } from './SideNav.tsx';
import { UserMenu } from './UserMenu.tsx';

export function AppLayout() {
  const { data: user } = useQuery(currentUserQuery);
  return (
    <div
      className={css({
        minH: '100vh',
        display: 'grid',
        gridTemplateColumns: { base: '1fr', md: '240px 1fr' },
      })}
    >
      <aside
        className={css({
          display: { base: 'none', md: 'flex' },
          flexDirection: 'column',
          gap: '8',
          p: '4',
          borderRightWidth: '1px',
          borderColor: 'border',
          bg: 'bg.subtle',
          position: 'sticky',
          top: 0,
          h: '100vh',
          overflowY: 'auto',
        })}
      >
        <Link to="/" className={css({ px: '2', pt: '1' })}>
          <Brand />
        </Link>
        <SideNav />
      </aside>
      <div className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
        <header
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            h: '16',
            px: { base: '4', md: '8' },
            borderBottomWidth: '1px',
            borderColor: 'border',
            bg: 'bg.canvas',
            position: 'sticky',
            top: 0,
            zIndex: 'sticky',
          })}
        >
          <div className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: 0 })}>
            <MobileNav />
            {user ? <BusinessSwitcher user={user} /> : null}
          </div>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
            {user ? <HeaderSearch /> : null}
            {user?.timer_running ? <HeaderTimer /> : null}
            <UserMenu />
          </div>
        </header>
        <main
          className={css({
            flex: 1,
            px: { base: '4', md: '8' },
            py: '8',
            maxW: '7xl',
            w: 'full',
            mx: 'auto',
          })}
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
