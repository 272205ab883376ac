/** The front door of banking: what the API's wiring and the other modules may use of it. */

export { suggestSentInvoices } from './matching/index.ts';
export { storePayouts as postPaystackPayouts } from './payouts/store.ts';
export { reconciliationReport } from './reconciliation-report.ts';
export { registerBankingRoutes } from './routes.ts';
