/** The front door of payments: what the API's wiring and the other modules may use of it. */
export { openPaystackTransaction } from './open-transaction.ts';
export { getPublicInvoice, publicInvoiceOwner } from './public-invoice.ts';
export { registerPaymentRoutes } from './routes.ts';
export { applyPaystackCharge } from './service.ts';
export type { Payments } from './setup.ts';
export { createPayments } from './setup.ts';
