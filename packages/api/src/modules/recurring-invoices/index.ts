/** The front door of recurring-invoices: what the API's wiring and the other modules may use of it. */

export { issueRecurringInvoiceHandler } from './issue.ts';
export { produceRecurringInvoices } from './produce.ts';
export { registerRecurringInvoiceRoutes } from './routes.ts';
export { createRecurringInvoice } from './service.ts';
