/** The front door of invoice-mail: what the API's wiring and the other modules may use of it. */

export type { MailJobDeps } from './send.ts';
export { enqueueInvoiceEmail, invoiceEmailHandler, recipientOf } from './send.ts';
