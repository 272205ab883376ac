import { convertCents, toCents } from '@daftari/format';
import type { Posting } from '../documents.ts';
import { memoOf, toPostingLines } from '../posting.ts';
import type { SystemAccountIds } from '../system-accounts.ts';
import { type DocumentRate, inBooksCurrency } from './foreign-currency.ts';
import { type SalesItem, salesLines } from './sales-items.ts';

/** The system accounts a credit note posts to. */
export const CREDIT_NOTE_ACCOUNTS = ['receivable', 'customerCredits', 'sales', 'vatOutput'] as const;

/** A credit note as its posting reads it. */
export interface CreditNoteRow {
  id: number;
  contactId: number;
  issueDate: string;
  creditNoteNumber: string;
  /** The part of its total taken off the invoice's balance (NUMERIC text); the rest is the customer's credit. */
  appliedAmount: string;
  items: readonly SalesItem[];
  /**
   * A credit note of an invoice in another currency: its (the invoice's) currency and rate, and how much of
   * the invoice was settled before it (its earlier credit notes and payments), in that currency.
   */
  foreign?: (DocumentRate & { settledBefore: bigint }) | null;
}

/**
 * A credit note (dated its issue_date): Dr each line's income account (its `ledger_account_id`, else 4000
 * Sales) the line's taxable amount, Dr 2100 its tax (both carrying the line's VAT rate) / Cr 1200 the amount
 * applied to the invoice's balance, Cr 2200 Customer credits the rest; the contact on both credit lines.
 * One in another currency is brought into the books' at its invoice's rate: 1200 takes the share of the
 * invoice's receivable it settles, worked out cumulatively as a payment's is (so a fully settled invoice
 * leaves exactly 0 in 1200), 2200 the rest at the rate, and the roundings go to the largest income line.
 */
export function creditNotePosting(
  note: CreditNoteRow,
  ids: SystemAccountIds<typeof CREDIT_NOTE_ACCOUNTS>,
): Posting {
  const { lines, total } = salesLines(note.items, ids, 1n);
  const applied = toCents(note.appliedAmount);
  lines.push({ ledgerAccountId: ids.receivable, contactId: note.contactId, amount: -applied });
  lines.push({ ledgerAccountId: ids.customerCredits, contactId: note.contactId, amount: applied - total });
  const { foreign } = note;
  const cleared = foreign
    ? convertCents(foreign.settledBefore + applied, foreign.rateMicros) -
      convertCents(foreign.settledBefore, foreign.rateMicros)
    : undefined;
  const control = lines.length - 2;
  const booked = inBooksCurrency(
    lines,
    foreign ? { currency: foreign.currency, rateMicros: foreign.rateMicros } : null,
    control,
    (line) => line.ledgerAccountId !== ids.vatOutput && line.ledgerAccountId !== ids.customerCredits,
    cleared === undefined ? undefined : -cleared,
  );
  return {
    sourceType: 'credit_note',
    sourceId: String(note.id),
    date: note.issueDate,
    memo: memoOf(`Credit note ${note.creditNoteNumber}`),
    lines: toPostingLines(booked),
  };
}
