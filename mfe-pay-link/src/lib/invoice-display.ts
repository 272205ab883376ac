import type { PublicInvoice } from '@daftari/contracts';
import { toDate } from '@daftari/format';

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
