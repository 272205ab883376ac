import { type Invoice, invoiceActions } from '@daftari/contracts';

/** What a void invoice is, as the confirm dialog and the void banner say it. */
export const VOID_MEANING =
  'The invoice stays in your records with its number, but the customer owes nothing and it can no longer be paid or edited.';

/** A void invoice is kept for the record only: its items, dates, payments and e-mail are closed. */
export const isVoid = (invoice: Pick<Invoice, 'status'>) => invoice.status === 'void';

/** KRA eTIMS signed the invoice: it is issued, and changes only through a credit note. */
export const signedByKra = (invoice: Pick<Invoice, 'etims'>) => invoice.etims?.status === 'signed';

/**
 * Which actions the invoice offers: the API's own rule (contracts' `invoiceActions`), so the screen shows no
 * button the API would refuse.
 */
export const actionsOf = (invoice: Invoice) => invoiceActions(invoice);

/**
 * The lines are open only while the rule allows it (a draft or sent invoice, not brought forward, nothing
 * credited) and KRA has not signed the invoice.
 */
export const itemsLocked = (invoice: Invoice) => !actionsOf(invoice).addItems || signedByKra(invoice);

/**
 * Why an invoice the rule lets be voided still cannot be (KRA eTIMS signed it, or is signing it), or null.
 */
export function voidRefusal(invoice: Pick<Invoice, 'etims'>): string | null {
  if (signedByKra(invoice)) return 'KRA eTIMS signed this invoice: credit it instead';
  return invoice.etims?.status === 'pending' ? 'This invoice is awaiting KRA eTIMS' : null;
}
