import type { PublicInvoice } from '@daftari/contracts';
import { toDate } from '@daftari/format';
import type { AmountRow } from './amount-row.ts';

/** Nothing left to pay: marked paid, or payments cover the total. */
export function isPaid(invoice: Pick<PublicInvoice, 'status' | 'balance'>): boolean {
  return invoice.status === 'paid' || invoice.balance <= 0;
}

export function isPartiallyPaid(invoice: Pick<PublicInvoice, 'status' | 'balance' | 'paid_amount'>): boolean {
  return !isPaid(invoice) && invoice.paid_amount > 0;
}

/** The due date is before today (the customer's calendar day). */
export function isPastDue(invoice: Pick<PublicInvoice, 'due_date'>, now: Date = new Date()): boolean {
  const due = toDate(invoice.due_date);
  return due !== null && due.getTime() < new Date(now).setHours(0, 0, 0, 0);
}

export type InvoiceStanding = 'void' | 'paid' | 'partial' | 'overdue' | 'unpaid';

/**
 * The one status word a customer sees next to the invoice number. A void invoice owes nothing too, but it
 * was cancelled, never paid.
 */
export function invoiceStanding(invoice: PublicInvoice, now: Date = new Date()): InvoiceStanding {
  if (invoice.status === 'void') return 'void';
  if (isPaid(invoice)) return 'paid';
  if (isPastDue(invoice, now)) return 'overdue';
  if (isPartiallyPaid(invoice)) return 'partial';
  return 'unpaid';
}

const creditedOf = (invoice: Pick<PublicInvoice, 'credited_amount'>) => invoice.credited_amount ?? 0;

/** Nothing paid, but credit notes took the whole balance off. */
export const isSettledByCredit = (invoice: Pick<PublicInvoice, 'paid_amount' | 'credited_amount'>): boolean =>
  invoice.paid_amount <= 0 && creditedOf(invoice) > 0;

/**
 * How the balance due comes about, once anything was paid or credited (else null: the amount due says it
 * all): the total, less payments and credit notes.
 */
export function dueBreakdown(invoice: PublicInvoice): AmountRow[] | null {
  const credited = creditedOf(invoice);
  if (invoice.paid_amount <= 0 && credited <= 0) return null;
  return [
    { label: 'Invoice total', amount: invoice.total },
    ...(invoice.paid_amount > 0 ? [{ label: 'Paid so far', amount: invoice.paid_amount }] : []),
    ...(credited > 0 ? [{ label: 'Credited', amount: credited }] : []),
    { label: 'Balance due', amount: invoice.balance, total: true },
  ];
}

/**
 * What settled a paid invoice: what was paid (the total when it was marked paid without recorded payments)
 * and, with credit notes, the total and the credit.
 */
export function settledBreakdown(invoice: PublicInvoice): AmountRow[] {
  const credited = creditedOf(invoice);
  if (credited <= 0) {
    return [{ label: 'Total paid', amount: invoice.paid_amount > 0 ? invoice.paid_amount : invoice.total }];
  }
  return [
    { label: 'Invoice total', amount: invoice.total },
    { label: 'Credited', amount: credited },
    ...(invoice.paid_amount > 0 ? [{ label: 'Total paid', amount: invoice.paid_amount }] : []),
  ];
}
