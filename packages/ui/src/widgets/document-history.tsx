import { auditKeys, currentUserQuery, listDocumentHistory, messageOf } from '@daftari/api-client';
import { DEFAULT_TIME_ZONE } from '@daftari/format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EventList } from '../components/audit/event-list.tsx';
import { Button } from '../components/button.tsx';
import { Card } from '../components/card.tsx';
import { LoadError } from '../components/load-error.tsx';
import { Skeleton } from '../components/skeleton.tsx';
import { retryUnlessClientError } from './hooks.ts';

export interface DocumentHistoryProps {
  /** The documents' path, as GET /{documents}/{id}/history names it: `invoices`, `journal_entries`, … */
  documents: string;
  id: string;
}

/**
 * A document's own history from the audit trail: each change, who made it, and what changed. Read when asked
 * for: the page itself shows the document, and most visits do not need its past.
 */
export function DocumentHistory({ documents, id }: DocumentHistoryProps) {
  const [open, setOpen] = useState(false);
  const history = useQuery({
    queryKey: auditKeys.history(documents, id),
    queryFn: () => listDocumentHistory(documents, id),
    retry: retryUnlessClientError,
    enabled: open,
  });
  const timeZone = useQuery(currentUserQuery).data?.account.time_zone ?? DEFAULT_TIME_ZONE;
  return (
    <Card title="History" description="Every change to this document, from the audit trail.">
      {!open ? (
        <Button variant="outline" size="sm" aria-expanded={false} onClick={() => setOpen(true)}>
          Show history
        </Button>
      ) : history.isError ? (
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
