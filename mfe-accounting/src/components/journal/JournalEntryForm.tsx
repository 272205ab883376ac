import { ApiError, applyServerErrors, errorMessage } from '@daftari/api-client';
import type { ChartAccount } from '@daftari/contracts';
import { Button, Card, Field, Input, PlusIcon, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useCreateJournalEntry } from '../../api/journal.ts';
import {
  canPost,
  type EntryForm,
  emptyLine,
  entryBalance,
  entryFieldNames,
  entryResolver,
  toEntryRequest,
} from '../../lib/entry-form.ts';
import { EntryBalanceLine } from './EntryBalanceLine.tsx';
import { EntryLineFields } from './EntryLineFields.tsx';

interface JournalEntryFormProps {
  accounts: ChartAccount[];
  currency: string | undefined;
  /** Today in the owner's calendar, yyyy-MM-dd. */
  today: string;
  onDone: () => void;
}

const head = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '12rem 1fr' } });
const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  pt: '3',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border',
});
const buttons = css({ display: 'flex', gap: '2' });
const formError = css({ color: 'danger', fontSize: 'sm', fontWeight: 'medium' });

/** A manual entry: its lines must balance, debits against credits, to the cent before it can be saved. */
export function JournalEntryForm({ accounts, currency, today, onDone }: JournalEntryFormProps) {
  const create = useCreateJournalEntry();
  const form = useForm<EntryForm>({
    resolver: entryResolver,
    defaultValues: { date: today, memo: '', lines: [emptyLine(), emptyLine()] },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const watched = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const balance = entryBalance(watched);
  const { errors } = form.formState;

  const accountItems = accounts
    .filter((account) => !account.archived)
    .map((account) => ({ value: String(account.id), label: `${account.number} · ${account.name}` }));

  const submit = form.handleSubmit(async (values) => {
    try {
      const entry = await create.mutateAsync(toEntryRequest(values));
      toast.success(`${entry.number} posted`);
      onDone();
    } catch (error) {
      const rest = applyServerErrors(error, entryFieldNames(values.lines.length), form.setError);
      const allOnFields = error instanceof ApiError && error.details !== undefined && rest.length === 0;
      if (!allOnFields) toastError('Could not post the entry', rest.join(' ') || errorMessage(error, ''));
    }
  });

  const linesError = errors.lines?.message ?? errors.lines?.root?.message;
  return (
    <Card title="New journal entry" description="Each line debits or credits one account.">
      <form onSubmit={submit} noValidate aria-label="New journal entry">
        <div className={head}>
          <Field label="Date" required errorText={errors.date?.message}>
            <Input type="date" {...form.register('date')} />
          </Field>
          <Field label="Memo" errorText={errors.memo?.message}>
            <Input autoComplete="off" placeholder="What this entry records" {...form.register('memo')} />
          </Field>
        </div>
        {lines.fields.map((line, index) => (
          <EntryLineFields
            key={line.id}
            index={index}
            control={form.control}
            register={form.register}
            errors={errors}
            accounts={accountItems}
            onRemove={lines.fields.length > 2 ? () => lines.remove(index) : undefined}
          />
        ))}
        {linesError ? <p className={formError}>{linesError}</p> : null}
        <div className={footer}>
          <Button type="button" variant="outline" size="sm" onClick={() => lines.append(emptyLine())}>
            <PlusIcon /> Add line
          </Button>
          <EntryBalanceLine balance={balance} currency={currency} />
          <div className={buttons}>
            <Button type="button" variant="ghost" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canPost(watched, balance)} loading={create.isPending}>
              Save entry
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
