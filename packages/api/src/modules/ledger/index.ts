/** What other modules may use of the ledger: its front door. */
export { postBill, postBillPayment, postBillPayments } from './bill-entries.ts';
export { postCreditNote, postRefund } from './credit-note-entries.ts';
export { postExpense, unpostExpense } from './expense-entries.ts';
export { postInvoice, postInvoicePayments, postPayment, postPaystackFee } from './invoice-entries.ts';
export { assertOpenPeriod, lockDateOf, lockedPeriod } from './lock-date.ts';
export { postAllocatedReceipt, postUnallocatedReceipt } from './mpesa-entries.ts';
export { SYSTEM_ACCOUNTS } from './system-accounts.ts';
