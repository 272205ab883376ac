/** What other modules may use of eTIMS: its front door. */
export { queueEtimsPurchase } from './purchase-confirm.ts';
export { etimsSettingsRow } from './settings.ts';
export type { Etims } from './setup.ts';
export { headersOf } from './sign.ts';
