/** What other modules may use of invoices: its front door. */
export { markDraftSent } from './service.ts';
export { actionsOf, invoiceTransaction, lockInvoice } from './writes.ts';
