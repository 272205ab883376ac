/** What other modules may use of the ledger: its front door. */
export { SYSTEM_ACCOUNTS } from './system-accounts.ts';
