/** The front door of bills: what the API's wiring and the other modules may use of it. */
export { etimsPurchasesHandler, produceEtimsPurchasePulls } from './etims-purchase-pull.ts';
export { registerEtimsPurchaseRoutes } from './etims-purchase-routes.ts';
export { applyBillPayment, recordBillPayment, removeBillPayment } from './payments.ts';
export type { BillsDue } from './queries.ts';
export { billsDue, getBill } from './queries.ts';
export { registerBillRoutes } from './routes.ts';
export { createBill, voidBill } from './service.ts';
export { billTransaction, lockBill, recomputeBill } from './writes.ts';
