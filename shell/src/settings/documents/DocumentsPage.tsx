import { currentUserQuery, messageOf } from '@daftari/api-client';
import { Card, LoadError, PageHeader, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { useQuery } from '@tanstack/react-query';
import { SETTINGS_ROUTE } from '../business/use-account-settings.ts';
import { DocumentSettingsForm } from './DocumentSettingsForm.tsx';

const layout = css({ maxW: '4xl', display: 'flex', flexDirection: 'column', gap: '4' });

/** Settings › Documents, at /settings/documents: numbering prefixes, payment terms, notes and footer. */
export function DocumentsPage() {
  const user = useQuery(currentUserQuery);
  const may = useMayCall();
  return (
    <div className={layout}>
      <PageHeader
        title="Documents"
        description="How your invoices, estimates and credit notes are numbered, and what new ones start with."
      />
      {user.isError ? (
        <LoadError
          title="The document settings could not be loaded"
          message={messageOf(user.error, 'Please try again.')}
          onRetry={() => void user.refetch()}
        />
      ) : user.data ? (
        <DocumentSettingsForm
          key={user.data.account.id}
          account={user.data.account}
          editable={may(SETTINGS_ROUTE)}
        />
      ) : (
        <Card aria-label="Loading the document settings">
          <Skeleton lines={6} />
        </Card>
      )}
    </div>
  );
}
