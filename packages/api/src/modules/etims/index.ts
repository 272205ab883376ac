/** What other modules may use of eTIMS: its front door. */

export { creditNoteEtims } from './credit-note-etims.ts';
export { queueEtimsCreditNote, queueEtimsSale } from './enqueue.ts';
export {
  answeredEtimsStatus,
  assertFieldsNotSignedByKra,
  assertNotSignedByKra,
  assertVoidableAtKra,
  invoiceEtims,
} from './invoice-etims.ts';
export { kraQrCodeSvg, publicInvoiceEtims } from './public-etims.ts';
export { etimsPurchaseHandler, queueEtimsPurchase } from './purchase-confirm.ts';
export { assertPurchaseAmountsKept, billEtims, purchaseHeldByKra } from './purchase-etims.ts';
export { isKnownItemClass, produceReferenceRefresh, referenceRefreshHandler } from './reference.ts';
export { registerEtimsRoutes } from './routes.ts';
export { sessionOf } from './session.ts';
export { etimsSettingsRow, initializeEtims, toEtimsSettings, updateEtimsSettings } from './settings.ts';
export type { Etims, EtimsEnvironment } from './setup.ts';
export { createEtims } from './setup.ts';
export { etimsSaleHandler } from './sign.ts';
export { etimsStockHandler } from './stock.ts';
