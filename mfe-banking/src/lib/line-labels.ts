import type {
  StatementLine,
  StatementLineStatus,
  StatementMatchKind,
  StatementSuggestion,
} from '@daftari/contracts';
import type { BadgeTone } from '@daftari/ui';

export const STATUS_LABELS: Record<StatementLineStatus, string> = {
  unmatched: 'To match',
  suggested: 'Suggested',
  matched: 'Matched',
  excluded: 'Excluded',
};

export const STATUS_TONES: Record<StatementLineStatus, BadgeTone> = {
  unmatched: 'amber',
  suggested: 'blue',
  matched: 'green',
  excluded: 'grey',
};

export const KIND_LABELS: Record<StatementMatchKind, string> = {
  invoice_payment: 'Payment of',
  bill_payment: 'Payment of bill',
  payment: 'Recorded payment',
  expense: 'Expense',
  income: 'Income',
  transfer: 'Transfer',
  journal_entry: 'Journal entry',
  fee: 'M-Pesa charge',
};

/** What a match or suggestion names, in words: invoice numbers where known, else the kind alone. */
export function targetText(
  kind: StatementMatchKind,
  ids: string[],
  invoiceNumbers: ReadonlyMap<string, string>,
): string {
  if (kind !== 'invoice_payment') return KIND_LABELS[kind];
  const named = ids.filter((id) => id !== 'unallocated').map((id) => invoiceNumbers.get(id) ?? 'an invoice');
  const rest = ids.includes('unallocated') ? ' (the rest unallocated)' : '';
  return `${KIND_LABELS[kind]} ${named.join(', ')}${rest}`;
}

export const confidenceText = (suggestion: StatementSuggestion) =>
  `${Math.round(suggestion.confidence * 100)}% sure`;

/** The suggestion Accept takes: the most confident. */
export const bestSuggestion = (line: StatementLine): StatementSuggestion | undefined =>
  [...line.suggestions].sort((a, b) => b.confidence - a.confidence)[0];

/** Whether a line can still be acted on (a reconciled one is settled until its reconciliation is undone). */
export const isOpen = (line: StatementLine) =>
  !line.reconciled && (line.status === 'unmatched' || line.status === 'suggested');
