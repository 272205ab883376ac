import { currentUserQuery, messageOf } from '@daftari/api-client';
import { Card, LoadError, PageHeader, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { useQuery } from '@tanstack/react-query';
import { BusinessDetailsForm } from './BusinessDetailsForm.tsx';
import { SETTINGS_ROUTE } from './use-account-settings.ts';

const layout = css({ maxW: '4xl', display: 'flex', flexDirection: 'column', gap: '4' });

/** Settings › Business details, at /settings/business: who the business is and how customers pay it. */
export function BusinessDetailsPage() {
  const user = useQuery(currentUserQuery);
  const may = useMayCall();
  return (
    <div className={layout}>
      <PageHeader
        title="Business details"
        description="What your invoices, receipts and statements say about you, and how customers pay you."
      />
      {user.isError ? (
        <LoadError
          title="The business details could not be loaded"
          message={messageOf(user.error, 'Please try again.')}
          onRetry={() => void user.refetch()}
        />
      ) : user.data ? (
        <BusinessDetailsForm
          key={user.data.account.id}
          account={user.data.account}
          editable={may(SETTINGS_ROUTE)}
        />
      ) : (
        <Card aria-label="Loading the business details">
          <Skeleton lines={8} />
        </Card>
      )}
    </div>
  );
}
