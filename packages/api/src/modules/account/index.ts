/** What other modules may use of the account: its front door. */
export { getAccount } from './service.ts';
