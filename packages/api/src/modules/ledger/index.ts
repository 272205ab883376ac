/** What other modules may use of the ledger: its front door. */
export { assertOpenPeriod, lockDateOf } from './lock-date.ts';
export { SYSTEM_ACCOUNTS } from './system-accounts.ts';
