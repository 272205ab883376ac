import { currentUserQuery } from '@daftari/api-client';
import { Navigate, useLocation } from '@daftari/router';
import { Spinner } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorDetails } from '../views/ErrorView.tsx';
import { loginPathFor } from './redirect.ts';
import { useToken } from './use-token.ts';

/** Sends an anonymous visitor to /login with `redirect` set to where they were going. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  const user = useQuery({ ...currentUserQuery, enabled: token !== null });

  if (token === null) return <Navigate to={loginPathFor(location)} replace />;
  if (user.isPending) {
    return (
      <div className={css({ display: 'grid', placeItems: 'center', minH: '100vh' })}>
        <Spinner label="Loading your workspace" />
      </div>
    );
  }
  if (user.isError) return <ErrorDetails error={user.error} onRetry={() => user.refetch()} />;
  return children;
}
