export { accountOfToken, receiveConfirmation } from './receive.ts';
export { createPaybill, DEFAULT_MAX_AMOUNT_CENTS, type Paybill } from './setup.ts';
