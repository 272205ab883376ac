import type { Posting } from '../documents.ts';
import { memoOf, toPostingLines } from '../posting.ts';
import type { SystemAccountIds } from '../system-accounts.ts';

/** The system accounts a paybill receipt moves money between. */
export const MPESA_RECEIPT_ACCOUNTS = ['mpesa', 'unallocatedMpesa'] as const;
type ReceiptAccountIds = SystemAccountIds<typeof MPESA_RECEIPT_ACCOUNTS>;

/** Paybill money as it came in: its id, Safaricom's transaction id, and its day. */
export interface MpesaReceipt {
  id: number;
  transId: string;
  date: string;
}

/**
 * Paybill money no invoice took (dated the day it came in): Dr 1300 M-Pesa / Cr 2300 Unallocated M-Pesa
 * receipts. The money is in the paybill; whose debt it settles is not known yet.
 */
export function unallocatedReceiptPosting(
  receipt: MpesaReceipt,
  cents: bigint,
  ids: ReceiptAccountIds,
): Posting {
  return receiptMove(receipt, cents, `Unallocated M-Pesa receipt (${receipt.transId})`, 1n, ids);
}

/**
 * That money assigned to an invoice (dated the payment's day): Dr 2300 / Cr 1300, beside the payment's own
 * Dr 1300 / Cr 1200; together they move it from 2300 to the receivable, and 1300 counts it once.
 */
export function allocatedReceiptPosting(
  receipt: MpesaReceipt,
  cents: bigint,
  ids: ReceiptAccountIds,
): Posting {
  return receiptMove(receipt, cents, `M-Pesa receipt ${receipt.transId} assigned`, -1n, ids);
}

function receiptMove(
  receipt: MpesaReceipt,
  cents: bigint,
  memo: string,
  sign: 1n | -1n,
  ids: ReceiptAccountIds,
): Posting {
  const lines = [
    { ledgerAccountId: ids.mpesa, amount: sign * cents },
    { ledgerAccountId: ids.unallocatedMpesa, amount: -sign * cents },
  ];
  return {
    sourceType: 'mpesa_receipt',
    sourceId: String(receipt.id),
    date: receipt.date,
    memo: memoOf(memo),
    // The debit first, as every entry lists its lines.
    lines: toPostingLines(sign > 0n ? lines : lines.reverse()),
  };
}
