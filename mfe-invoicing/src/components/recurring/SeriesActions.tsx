import { messageOf } from '@daftari/api-client';
import type { RecurringInvoice } from '@daftari/contracts';
import { Button, ConfirmDialog, toast, toastError } from '@daftari/ui';
import { useMayCall } from '@daftari/ui/widgets';
import { useState } from 'react';
import { type SeriesChange, useChangeSeries } from '../../api/recurring.ts';

const done: Record<SeriesChange, string> = {
  pause: 'Recurring invoice paused',
  resume: 'Recurring invoice resumed',
  stop: 'Recurring invoice stopped',
};
const failed: Record<SeriesChange, string> = {
  pause: 'Failed to pause the recurring invoice',
  resume: 'Failed to resume the recurring invoice',
  stop: 'Failed to stop the recurring invoice',
};

/**
 * Pause or Resume, and Stop (asked first: a stopped series never issues again). None once finished, nor for a
 * role that may not change the series.
 */
export function SeriesActions({ series }: { series: RecurringInvoice }) {
  const change = useChangeSeries(series.id);
  const [confirmStop, setConfirmStop] = useState(false);
  const may = useMayCall();
  const run = (what: SeriesChange) =>
    change.mutate(what, {
      onSuccess: () => {
        setConfirmStop(false);
        toast.success(done[what]);
      },
      onError: (error) => toastError(failed[what], messageOf(error, '')),
    });
  if (series.status === 'finished' || !may('POST /api/recurring_invoices/:id/pause')) return null;
  const pending = (what: SeriesChange) => change.isPending && change.variables === what;
  return (
    <>
      {series.status === 'active' ? (
        <Button
          variant="outline"
          onClick={() => run('pause')}
          loading={pending('pause')}
          loadingText="Pausing..."
        >
          Pause
        </Button>
      ) : (
        <Button onClick={() => run('resume')} loading={pending('resume')} loadingText="Resuming...">
          Resume
        </Button>
      )}
      <Button variant="danger" onClick={() => setConfirmStop(true)} disabled={change.isPending}>
        Stop
      </Button>
      <ConfirmDialog
        open={confirmStop}
        onOpenChange={setConfirmStop}
        title="Stop this recurring invoice?"
        description="No more invoices will be issued. The invoices it already issued stay as they are."
        confirmLabel="Stop"
        pendingLabel="Stopping..."
        pending={pending('stop')}
        onConfirm={() => run('stop')}
      />
    </>
  );
}
