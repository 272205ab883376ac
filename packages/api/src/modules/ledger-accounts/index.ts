/** The front door of ledger-accounts: what the API's wiring and the other modules may use of it. */

export { createLedgerAccount, ledgerAccountNotFound } from './chart.ts';
export { registerLedgerAccountRoutes } from './routes.ts';
export { expenseAccountRefs, findLedgerAccount } from './service.ts';
