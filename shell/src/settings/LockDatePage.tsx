import { currentUserQuery, messageOf } from '@daftari/api-client';
import { Card, LoadError, PageHeader, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { useQuery } from '@tanstack/react-query';
import { LockDateForm } from './LockDateForm.tsx';
import { YearEndCard } from './year-end/YearEndCard.tsx';

const layout = css({ maxW: '3xl', display: 'flex', flexDirection: 'column', gap: '4' });

const LOCK_DATE_ROUTE = 'PUT /api/account';

/**
 * Settings › Lock date, at /settings/lock-date (the account menu): the date the books are closed through, and
 * the year-end close, which moves it.
 */
export function LockDatePage() {
  const user = useQuery(currentUserQuery);
  const may = useMayCall();
  return (
    <div className={layout}>
      <PageHeader
        title="Lock date"
        description="Close the books once a period is done: nothing dated on or before the lock date can be posted or changed."
      />
      {user.isError ? (
        <LoadError
          title="The lock date could not be loaded"
          message={messageOf(user.error, 'Please try again.')}
          onRetry={() => void user.refetch()}
        />
      ) : user.data ? (
        <>
          <LockDateForm
            key={user.data.account.lock_date ?? ''}
            lockDate={user.data.account.lock_date ?? null}
            editable={may(LOCK_DATE_ROUTE)}
          />
          <YearEndCard />
        </>
      ) : (
        <Card aria-label="Loading the lock date">
          <Skeleton lines={3} />
        </Card>
      )}
    </div>
  );
}
