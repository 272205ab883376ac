/** What other modules may use of eTIMS: its front door. */
export { assertNotSignedByKra } from './invoice-etims.ts';
export { queueEtimsPurchase } from './purchase-confirm.ts';
export { isKnownItemClass, produceReferenceRefresh, referenceRefreshHandler } from './reference.ts';
export { sessionOf } from './session.ts';
export { etimsSettingsRow, initializeEtims, toEtimsSettings, updateEtimsSettings } from './settings.ts';
export type { Etims, EtimsEnvironment } from './setup.ts';
export { etimsStockHandler } from './stock.ts';
