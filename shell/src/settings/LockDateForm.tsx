import { ApiError, currentUserQuery, errorMessage, updateAccount } from '@daftari/api-client';
import { formatDateLong } from '@daftari/format';
import { Badge, Button, Card, ConfirmDialog, Field, Input, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

const form = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '3' });
const dateField = css({ w: 'full', maxW: '56' });
const buttons = css({ display: 'flex', flexWrap: 'wrap', gap: '2', pt: { base: '0', sm: '6' } });
const statusText = css({ fontSize: 'sm', mb: '4' });

/**
 * PUT /account with the lock date alone; the answer replaces the account of the cached current user. The
 * toast is said here, not by the form: the new date remounts the form (it is keyed by the date), and a
 * mutation's per-call callbacks never run for a form that is gone.
 */
function useSaveLockDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lockDate }: { lockDate: string | null; done: string }) =>
      updateAccount({ account: { lock_date: lockDate } }),
    onSuccess: (account, { done }) => {
      toast.success(done);
      queryClient.setQueryData(currentUserQuery.queryKey, (user) => (user ? { ...user, account } : user));
      return queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}

/** The lock date: what it is now, and (for an owner or an accountant) a date to set, or clearing it. */
export function LockDateForm({ lockDate, editable }: { lockDate: string | null; editable: boolean }) {
  const [date, setDate] = useState(lockDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const save = useSaveLockDate();

  const send = (value: string | null, done: string) =>
    save.mutate(
      { lockDate: value, done },
      {
        onSuccess: () => {
          setDate(value ?? '');
          setConfirmClear(false);
        },
        onError: (failure) => {
          setConfirmClear(false);
          const details = failure instanceof ApiError ? failure.details : undefined;
          const placed = details?.lock_date ?? details?.['account.lock_date'];
          if (placed) setError(placed.join(' '));
          else
            toast.error('The lock date was not saved', {
              description: errorMessage(failure, 'Please try again.'),
            });
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) {
      setError('Pick the last day to lock');
      return;
    }
    setError(null);
    send(date, 'Lock date saved');
  };

  return (
    <Card
      title="Closed period"
      description="Set it after you close a month or file a return, so the figures you reported stay as they are."
      actions={lockDate ? <Badge tone="amber">Locked</Badge> : <Badge tone="grey">Open</Badge>}
    >
      <p className={statusText} role="status" aria-label="Current lock date">
        {lockDate
          ? `The books are locked through ${formatDateLong(lockDate)}.`
          : 'No lock date: every period is open.'}
      </p>
      {editable ? (
        <form className={form} onSubmit={submit} noValidate aria-label="Lock date">
          <Field label="Lock date" errorText={error} className={dateField}>
            <Input
              type="date"
              value={date}
              min="1900-01-01"
              max="2999-12-31"
              onChange={(event) => {
                setDate(event.target.value);
                setError(null);
              }}
            />
          </Field>
          <div className={buttons}>
            <Button type="submit" loading={save.isPending && !confirmClear} loadingText="Saving...">
              Save lock date
            </Button>
            {lockDate ? (
              <Button variant="outline" disabled={save.isPending} onClick={() => setConfirmClear(true)}>
                Clear lock date
              </Button>
            ) : null}
          </div>
        </form>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'fg.subtle' })}>An owner or an accountant sets it.</p>
      )}
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear the lock date?"
        description="Every period opens again: anyone who may post can add or change documents in the months you closed."
        confirmLabel="Clear lock date"
        pendingLabel="Clearing..."
        pending={save.isPending}
        onConfirm={() => send(null, 'Lock date cleared')}
      />
    </Card>
  );
}
