/** The front door of invoices: what the API's wiring and the other modules may use of it. */

export { invoiceMail, invoicePdf } from './documents.ts';
export { lockPaymentReference } from './payment-reference.ts';
export {
  applyPayment,
  PAYMENT_REFERENCE_INDEX,
  recordManualPayment,
  referenceTaken,
  removePayment,
} from './payments.ts';
export { applyPayments, type BatchPayment } from './payments-batch.ts';
export { getInvoice } from './queries.ts';
export { type InvoiceHooks, registerInvoiceRoutes } from './routes.ts';
export { markDraftSent, markSent, voidInvoice } from './service.ts';
export { contactJoin, num, toPaymentAnswer } from './summary.ts';
export { actionsOf, invoiceTransaction, lockInvoice, lockInvoices } from './writes.ts';
