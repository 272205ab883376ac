import { type JournalEntryCreateRequest, journalEntryCreateRequestSchema } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import type { FieldErrors, FieldPath, Resolver } from 'react-hook-form';

/** One line as typed: every field is text until the entry is checked. */
export interface EntryLineForm {
  ledger_account_id: string;
  debit: string;
  credit: string;
  contact_id: string;
  description: string;
}

export interface EntryForm {
  date: string;
  memo: string;
  lines: EntryLineForm[];
}

export const emptyLine = (): EntryLineForm => ({
  ledger_account_id: '',
  debit: '',
  credit: '',
  contact_id: '',
  description: '',
});

/** Typed text as cents; undefined when empty or not an amount of at most 2 decimals. */
export function amountCents(text: string): bigint | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  try {
    return toCents(trimmed);
  } catch {
    return undefined;
  }
}

export interface EntryBalance {
  debits: bigint;
  credits: bigint;
  /** Debits less credits: 0n when the entry balances. */
  difference: bigint;
}

/** The running totals of the lines, exact to the cent (text that is not an amount counts as nothing). */
export function entryBalance(lines: readonly Pick<EntryLineForm, 'debit' | 'credit'>[]): EntryBalance {
  let debits = 0n;
  let credits = 0n;
  for (const line of lines) {
    debits += amountCents(line.debit) ?? 0n;
    credits += amountCents(line.credit) ?? 0n;
  }
  return { debits, credits, difference: debits - credits };
}

/** Whether the entry can be posted: at least 2 lines, something posted, debits equal to credits. */
export const canPost = (lines: readonly EntryLineForm[], balance: EntryBalance) =>
  lines.length >= 2 && balance.debits > 0n && balance.difference === 0n;

/** Text as a number for the request: an amount through its cents, an id as it is, empty as null. */
function amountOf(text: string): number | null | string {
  if (text.trim() === '') return null;
  const cents = amountCents(text);
  // Left as text, the contract refuses it with its own message ("Debit must be a number").
  return cents === undefined ? text : centsToNumber(cents);
}
const idOf = (text: string): number | null => (text === '' ? null : Number(text));

/** The form as the request POST /journal_entries takes (before the contract checks it). */
export function toEntryRequest(values: EntryForm): JournalEntryCreateRequest {
  return {
    journal_entry: {
      date: values.date,
      memo: values.memo.trim() === '' ? null : values.memo,
      lines: values.lines.map((line) => ({
        ledger_account_id: idOf(line.ledger_account_id) as number,
        debit: amountOf(line.debit) as number | null,
        credit: amountOf(line.credit) as number | null,
        contact_id: idOf(line.contact_id),
        description: line.description.trim() === '' ? null : line.description,
      })),
    },
  };
}

/** The contract's schema checks the form: its messages land under the fields they name. */
export const entryResolver: Resolver<EntryForm> = (values) => {
  const parsed = journalEntryCreateRequestSchema.safeParse(toEntryRequest(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.slice(1).join('.') || 'root';
    errors[name] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors: nestErrors(errors) };
};

/** `{'lines.0.debit': e}` as react-hook-form's nested `{lines: [{debit: e}]}`. */
function nestErrors(flat: Record<string, { type: string; message: string }>): FieldErrors<EntryForm> {
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = nested;
    keys.slice(0, -1).forEach((key, index) => {
      const next = keys[index + 1] ?? '';
      node[key] ??= /^\d+$/.test(next) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys.at(-1) ?? 'root'] = error;
  }
  return nested as FieldErrors<EntryForm>;
}

/** The names server errors may land on, for `applyServerErrors`. */
export const entryFieldNames = (lineCount: number): FieldPath<EntryForm>[] => [
  'date',
  'memo',
  'lines',
  ...Array.from({ length: lineCount }, (_, index) =>
    (['ledger_account_id', 'debit', 'credit', 'contact_id', 'description'] as const).map(
      (field) => `lines.${index}.${field}` as const,
    ),
  ).flat(),
];
