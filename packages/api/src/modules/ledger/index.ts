/** What other modules may use of the ledger: its front door. */

export { backfillLedger } from './backfill.ts';
export type { AccountMovement, LineRange } from './balances.ts';
export {
  accountMovements,
  balanceAt,
  balancesAt,
  monthlyMovements,
  openCurrencyItemsAsOf,
  openItemsAsOf,
  openingAndMovement,
} from './balances.ts';
export type { BankLineBooking, BankLineVat } from './bank-line-entries.ts';
export { postBankLine, postBankLines, unpostBankLine } from './bank-line-entries.ts';
export { postBill, postBillPayment, postBillPayments, unpostBillPayment } from './bill-entries.ts';
export { postCreditNote, postRefund } from './credit-note-entries.ts';
export { postExpense, unpostExpense } from './expense-entries.ts';
export {
  postInvoice,
  postInvoicePayments,
  postNewPayments,
  postPayment,
  postPaystackFee,
  unpostPayment,
} from './invoice-entries.ts';
export { assertOpenPeriod, lockDateOf, lockedPeriod } from './lock-date.ts';
export { createManualEntry } from './manual.ts';
export { postAllocatedReceipt, postUnallocatedReceipt } from './mpesa-entries.ts';
export type { PaystackPayout } from './payout-entries.ts';
export { postPaystackPayout, unpostPaystackPayout } from './payout-entries.ts';
export { formatEntryNumber } from './posting.ts';
export type { PaymentRow } from './postings/payment.ts';
export { registerJournalRoutes } from './routes.ts';
export { repostBillSettlements, repostInvoiceSettlements } from './settlement-reposts.ts';
export { SYSTEM_ACCOUNTS, systemAccountIds } from './system-accounts.ts';
export { NON_VAT_KEY } from './vat-rates.ts';
