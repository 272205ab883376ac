/** The front door of activity: what the API's wiring and the other modules may use of it. */
export { lastEventAt, recordInvoiceEvent, recordView } from './events.ts';
export { registerActivityRoutes } from './routes.ts';
