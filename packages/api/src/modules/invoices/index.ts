/** What other modules may use of invoices: its front door. */
export { invoiceTransaction } from './writes.ts';
