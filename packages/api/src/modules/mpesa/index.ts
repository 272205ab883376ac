export { registerDarajaRoutes } from './daraja-routes.ts';
export { darajaReady } from './daraja-settings.ts';
export { createDaraja, type Daraja } from './daraja-setup.ts';
export { accountOfToken, receiveConfirmation } from './receive.ts';
export { registerC2bRoutes, registerMpesaRoutes } from './routes.ts';
export { createPaybill, DEFAULT_MAX_AMOUNT_CENTS, type Paybill } from './setup.ts';
export { startStkPush, stkStanding } from './stk-push.ts';
export { stkQueryHandler } from './stk-query.ts';
