import type { Invoice } from '@daftari/contracts';

/** What a void invoice is, as the confirm dialog and the void banner say it. */
export const VOID_MEANING =
  'The invoice stays in your records with its number, but the customer owes nothing and it can no longer be paid or edited.';

/** A void invoice is kept for the record only: its items, dates, payments and e-mail are closed. */
export const isVoid = (invoice: Pick<Invoice, 'status'>) => invoice.status === 'void';

/** A void invoice's lines are closed, and so are a credited one's: its credit notes were drawn from them. */
export const itemsLocked = (invoice: Pick<Invoice, 'status' | 'credit_notes'>) =>
  isVoid(invoice) || (invoice.credit_notes?.length ?? 0) > 0;

/**
 * Why a sent invoice cannot be voided, or null when it can (the API's rule: sent, nothing paid and nothing
 * credited yet). Drafts are deleted instead; paid and void invoices never offer it.
 */
export function voidRefusal(invoice: Pick<Invoice, 'paid_amount' | 'credit_notes'>): string | null {
  if (invoice.paid_amount > 0) return 'An invoice with payments cannot be voided';
  return (invoice.credit_notes?.length ?? 0) > 0 ? 'An invoice with credit notes cannot be voided' : null;
}
