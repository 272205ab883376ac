import { auditKeys, currentUserQuery, listDocumentHistory, messageOf } from '@daftari/api-client';
import { DEFAULT_TIME_ZONE } from '@daftari/format';
import { useQuery } from '@tanstack/react-query';
import { EventList } from '../components/audit/event-list.tsx';
import { Card } from '../components/card.tsx';
import { LoadError } from '../components/load-error.tsx';
import { Skeleton } from '../components/skeleton.tsx';
import { retryUnlessClientError } from './hooks.ts';

export interface DocumentHistoryProps {
  /** The documents' path, as GET /{documents}/{id}/history names it: `invoices`, `journal_entries`, … */
  documents: string;
  id: string;
}

/** A document's own history from the audit trail: each change, who made it, and what changed. */
export function DocumentHistory({ documents, id }: DocumentHistoryProps) {
  const history = useQuery({
    queryKey: auditKeys.history(documents, id),
    queryFn: () => listDocumentHistory(documents, id),
    retry: retryUnlessClientError,
  });
  const timeZone = useQuery(currentUserQuery).data?.account.time_zone ?? DEFAULT_TIME_ZONE;
  return (
    <Card title="History" description="Every change to this document, from the audit trail.">
      {history.isError ? (
        <LoadError
          title="The history could not be loaded"
          message={messageOf(history.error, 'Please try again.')}
          onRetry={() => void history.refetch()}
        />
      ) : history.data ? (
        history.data.length === 0 ? (
          <p>No changes recorded yet.</p>
        ) : (
          <EventList events={history.data} timeZone={timeZone} label="History" />
        )
      ) : (
        <div role="status" aria-label="Loading the history">
          <Skeleton lines={3} />
        </div>
      )}
    </Card>
  );
}
