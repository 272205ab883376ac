/** The front door of open-invoices: what the API's wiring and the other modules may use of it. */
export { registerOpenInvoiceRoutes } from './routes.ts';
