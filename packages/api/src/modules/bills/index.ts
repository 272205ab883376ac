/** What other modules may use of bills: its front door. */
export { etimsPurchasesHandler, produceEtimsPurchasePulls } from './etims-purchase-pull.ts';
