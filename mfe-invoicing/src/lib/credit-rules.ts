import type { Invoice, InvoiceCreditNote } from '@daftari/contracts';
import { centsToNumber, exactCents } from '@daftari/format';

/** The invoice's credit notes (an invoice read before credit notes existed has none). */
export const creditNotesOf = (invoice: Pick<Invoice, 'credit_notes'>) => invoice.credit_notes ?? [];

/** What credit notes took off the invoice's balance. */
export const creditedOf = (invoice: Pick<Invoice, 'credited_amount'>) => invoice.credited_amount ?? 0;

/**
 * What may still be credited on an invoice: its total less the totals of its credit notes (the API refuses
 * credit notes that together exceed the invoice), in cents, never below 0.
 */
export function creditLeftCents(invoice: Pick<Invoice, 'total' | 'credit_notes'>): bigint {
  const credited = creditNotesOf(invoice).reduce((sum, note) => sum + exactCents(note.total), 0n);
  const left = exactCents(invoice.total) - credited;
  return left > 0n ? left : 0n;
}

/**
 * Why no credit note can be created on the invoice, or null when one can: a draft is edited instead, a void
 * invoice owes nothing, and an invoice credited in full has nothing left to credit.
 */
export function creditRefusal(invoice: Pick<Invoice, 'status' | 'total' | 'credit_notes'>): string | null {
  if (invoice.status === 'draft') return 'A draft is edited, not credited';
  if (invoice.status === 'void') return 'A void invoice cannot be credited';
  return creditLeftCents(invoice) > 0n ? null : 'The invoice is credited in full';
}

/** The credit of a credit note not yet applied to the invoice nor refunded: the most a new refund may be. */
export function refundableLeft(note: Pick<InvoiceCreditNote, 'refundable_amount'>): number {
  const left = exactCents(note.refundable_amount);
  return centsToNumber(left > 0n ? left : 0n);
}
