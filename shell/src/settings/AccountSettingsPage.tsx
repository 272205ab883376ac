import { currentUserQuery, messageOf } from '@daftari/api-client';
import type { Account } from '@daftari/contracts';
import { Card, LoadError, PageHeader, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

const widths = {
  '3xl': css({ maxW: '3xl', display: 'flex', flexDirection: 'column', gap: '4' }),
  '4xl': css({ maxW: '4xl', display: 'flex', flexDirection: 'column', gap: '4' }),
  '5xl': css({ maxW: '5xl', display: 'flex', flexDirection: 'column', gap: '4' }),
};

export interface AccountSettingsPageProps {
  title: string;
  description: string;
  /** What the page shows, in 'The … could not be loaded' and 'Loading the …'. */
  what: string;
  width: keyof typeof widths;
  /** The loading skeleton's lines, about the height of the form. */
  skeletonLines: number;
  /** The page's forms, given the business and whether the signed-in role may call a route. */
  children: (account: Account, may: ReturnType<typeof useMayCall>) => ReactNode;
}

/**
 * A settings page of the business's own record (GET /users/current's account): its header, then a skeleton
 * while it loads, the error with a retry, or the forms.
 */
export function AccountSettingsPage({
  title,
  description,
  what,
  width,
  skeletonLines,
  children,
}: AccountSettingsPageProps) {
  const user = useQuery(currentUserQuery);
  const may = useMayCall();
  return (
    <div className={widths[width]}>
      <PageHeader title={title} description={description} />
      {user.isError ? (
        <LoadError
          title={`The ${what} could not be loaded`}
          message={messageOf(user.error, 'Please try again.')}
          onRetry={() => void user.refetch()}
        />
      ) : user.data ? (
        children(user.data.account, may)
      ) : (
        <Card aria-label={`Loading the ${what}`}>
          <Skeleton lines={skeletonLines} />
        </Card>
      )}
    </div>
  );
}
