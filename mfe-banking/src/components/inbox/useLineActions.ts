import { errorMessage } from '@daftari/api-client';
import { toast, toastError } from '@daftari/ui';
import { useState } from 'react';
import {
  type CreateFromLine,
  type LineAction,
  useBulkLines,
  useCreateFromLine,
  useLineAction,
} from '../../api/lines.ts';
import type { BankLine } from '../../api/schemas.ts';
import { bestSuggestion, isOpen } from '../../lib/line-labels.ts';

/** A line's dialog: the invoices a money-in line pays, or the account a line is booked to. */
export type LineDialog = { kind: 'match' | 'book'; line: BankLine } | null;

const DONE: Record<LineAction['action'], string> = {
  match: 'Line matched',
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

  const run = (line: BankLine, change: LineAction) =>
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

  const open = (kind: 'match' | 'book', line: BankLine) => {
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
    openBook: (line: BankLine) => open('book', line),
    /** The best suggestion taken, or the dialog that says what the line is. */
    accept: (line: BankLine) => {
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
    exclude: (line: BankLine) => (isOpen(line) ? void run(line, { action: 'exclude' }) : undefined),
    include: (line: BankLine) => void run(line, { action: 'include' }),
    unmatch: (line: BankLine) => void run(line, { action: 'unmatch' }),
    matchInvoices: async (line: BankLine, ids: string[]) => {
      if (await run(line, { action: 'match', kind: 'invoice_payment', ids })) setDialog(null);
    },
    book: (line: BankLine, input: CreateFromLine) =>
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
