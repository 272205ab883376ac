import { auditKeys, currentUserQuery, listDocumentHistory, messageOf } from '@daftari/api-client';
import { DEFAULT_TIME_ZONE } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EventList } from '../components/audit/event-list.tsx';
import { Button } from '../components/button.tsx';
import { Card } from '../components/card.tsx';
import { LoadError } from '../components/load-error.tsx';
import { Skeleton } from '../components/skeleton.tsx';
import { retryUnlessClientError } from './hooks.ts';
import { useMayCall } from './may-call.tsx';

const inlineRoot = css({ display: 'grid', gap: '2', justifyItems: 'start', '& > ul': { w: 'full' } });

export interface DocumentHistoryProps {
  /** The documents' path, as GET /{documents}/{id}/history names it: `invoices`, `journal_entries`, … */
  documents: string;
  id: string;
  /**
   * Inside another document's card or a list entry (a credit note on its invoice, a journal entry): no card of
   * its own, and `label` names it.
   */
  inline?: boolean;
  /** Names the history and its list (default: "History"), e.g. "History of CN-0001". */
  label?: string;
}

/**
 * A document's own history from the audit trail: each change, who made it, and what changed. Read when asked
 * for: the page itself shows the document, and most visits do not need its past. Not shown to a role that may
 * not read it.
 */
export function DocumentHistory({ documents, id, inline = false, label = 'History' }: DocumentHistoryProps) {
  const [open, setOpen] = useState(false);
  const readable = useMayCall()(`GET /api/${documents}/:id/history`);
  const history = useQuery({
    queryKey: auditKeys.history(documents, id),
    queryFn: () => listDocumentHistory(documents, id),
    retry: retryUnlessClientError,
    enabled: open && readable,
  });
  const timeZone = useQuery(currentUserQuery).data?.account.time_zone ?? DEFAULT_TIME_ZONE;
  if (!readable) return null;
  const body = !open ? (
    <Button
      variant={inline ? 'ghost' : 'outline'}
      size="sm"
      aria-expanded={false}
      aria-label={inline ? `Show ${label.charAt(0).toLowerCase()}${label.slice(1)}` : undefined}
      onClick={() => setOpen(true)}
    >
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
      <EventList events={history.data} timeZone={timeZone} label={label} />
    )
  ) : (
    <div role="status" aria-label="Loading the history">
      <Skeleton lines={3} />
    </div>
  );
  return inline ? (
    <section className={inlineRoot} aria-label={label}>
      {body}
    </section>
  ) : (
    <Card title={label} description="Every change to this document, from the audit trail.">
      {body}
    </Card>
  );
}
