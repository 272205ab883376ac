/** The front door of credit-notes: what the API's wiring and the other modules may use of it. */

export { getCreditNote } from './queries.ts';
export { registerCreditNoteRoutes } from './routes.ts';
export { createCreditNote } from './service.ts';
