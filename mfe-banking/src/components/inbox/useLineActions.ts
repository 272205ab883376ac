import { errorMessage } from '@daftari/api-client';
import type { StatementLine, StatementSuggestion } from '@daftari/contracts';
import { toast, toastError } from '@daftari/ui';
import { useState } from 'react';
import {
  type CreateFromLine,
  type LineAction,
  useBulkLines,
  useCreateFromLine,
  useLineAction,
} from '../../api/lines.ts';
import { bestSuggestion, isOpen } from '../../lib/line-labels.ts';

/** A line's dialog: the invoices a money-in line pays, or the account a line is booked to. */
export type LineDialog = { kind: 'match' | 'book'; line: StatementLine } | null;

const DONE: Record<LineAction['action'], string> = {
  match: 'Line matched',
  decline: 'Suggestion declined',
  exclude: 'Line excluded',
  include: 'Line back in the inbox',
  unmatch: 'Match undone',
};

/** What the inbox does to lines: one at a time (its action, its dialog) or the selected ones in bulk. */
export function useLineActions() {
  const act = useLineAction();
  const bulk = useBulkLines();
  const create = useCreateFromLine();
  const [dialog, setDialog] = useState<LineDialog>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const run = (line: StatementLine, change: LineAction) =>
    act.mutateAsync({ id: line.id, change }).then(
      () => {
        toast.success(DONE[change.action]);
        return true;
      },
      (error: unknown) => {
        if (change.action === 'match' && dialog)
          setDialogError(errorMessage(error, 'Could not match the line'));
        else toastError(`Could not ${change.action} the line`, errorMessage(error, ''));
        return false;
      },
    );

  const open = (kind: 'match' | 'book', line: StatementLine) => {
    setDialogError(null);
    setDialog({ kind, line });
  };

  return {
    dialog,
    dialogError,
    pendingId: act.isPending ? act.variables?.id : undefined,
    matchPending: act.isPending,
    createPending: create.isPending,
    bulkPending: bulk.isPending,
    closeDialog: () => setDialog(null),
    openBook: (line: StatementLine) => open('book', line),
    /** The best suggestion taken, or the dialog that says what the line is. */
    accept: (line: StatementLine) => {
      if (!isOpen(line)) return;
      const best = bestSuggestion(line);
      if (best && (best.kind === 'invoice_payment' || best.kind === 'payment')) {
        void run(line, { action: 'match', kind: best.kind, ids: best.ids });
      } else if (best) {
        bulk.mutate(
          { ids: [line.id], action: 'accept' },
          {
            onSuccess: () => toast.success('Suggestion accepted'),
            onError: (error) => toastError('Could not accept the suggestion', errorMessage(error, '')),
          },
        );
      } else open(line.amount > 0 ? 'match' : 'book', line);
    },
    exclude: (line: StatementLine) => (isOpen(line) ? void run(line, { action: 'exclude' }) : undefined),
    decline: (line: StatementLine, suggestion: StatementSuggestion) =>
      isOpen(line)
        ? void run(line, { action: 'decline', kind: suggestion.kind, ids: suggestion.ids })
        : undefined,
    include: (line: StatementLine) => void run(line, { action: 'include' }),
    unmatch: (line: StatementLine) => void run(line, { action: 'unmatch' }),
    matchInvoices: async (line: StatementLine, ids: string[]) => {
      if (await run(line, { action: 'match', kind: 'invoice_payment', ids })) setDialog(null);
    },
    book: (line: StatementLine, input: CreateFromLine) =>
      create.mutate(
        { id: line.id, input },
        {
          onSuccess: () => {
            toast.success('Line booked');
            setDialog(null);
          },
          onError: (error) => setDialogError(errorMessage(error, 'Could not book the line')),
        },
      ),
    bulk: (ids: number[], action: 'accept' | 'exclude', done: () => void) =>
      bulk.mutate(
        { ids, action },
        {
          onSuccess: (changed) => {
            toast.success(`${changed} of ${ids.length} ${action === 'accept' ? 'accepted' : 'excluded'}`);
            done();
          },
          onError: (error) => toastError(`Could not ${action} the lines`, errorMessage(error, '')),
        },
      ),
  };
}
