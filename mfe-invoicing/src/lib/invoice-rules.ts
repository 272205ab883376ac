import type { Invoice } from '@daftari/contracts';

/** What a void invoice is, as the confirm dialog and the void banner say it. */
export const VOID_MEANING =
  'The invoice stays in your records with its number, but the customer owes nothing and it can no longer be paid or edited.';

/** A void invoice is kept for the record only: its items, dates, payments and e-mail are closed. */
export const isVoid = (invoice: Pick<Invoice, 'status'>) => invoice.status === 'void';

/** KRA eTIMS signed the invoice: it is issued, and changes only through a credit note. */
export const signedByKra = (invoice: Pick<Invoice, 'etims'>) => invoice.etims?.status === 'signed';

/**
 * A void invoice's lines are closed, and so are a credited one's (its credit notes were drawn from them) and
 * one KRA signed.
 */
export const itemsLocked = (invoice: Pick<Invoice, 'status' | 'credit_notes' | 'etims'>) =>
  isVoid(invoice) || (invoice.credit_notes?.length ?? 0) > 0 || signedByKra(invoice);

/**
 * Why a sent invoice cannot be voided, or null when it can (the API's rule: sent, nothing paid and nothing
 * credited yet, and not signed by nor awaiting KRA eTIMS). Drafts are deleted instead; paid and void invoices never offer it.
 */
export function voidRefusal(invoice: Pick<Invoice, 'paid_amount' | 'credit_notes' | 'etims'>): string | null {
  if (invoice.paid_amount > 0) return 'An invoice with payments cannot be voided';
  if (signedByKra(invoice)) return 'KRA eTIMS signed this invoice: credit it instead';
  if (invoice.etims?.status === 'awaiting') return 'This invoice is awaiting KRA eTIMS';
  return (invoice.credit_notes?.length ?? 0) > 0 ? 'An invoice with credit notes cannot be voided' : null;
}
