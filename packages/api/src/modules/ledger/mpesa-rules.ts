import type { Tx } from '../../db/transaction.ts';
import { memoOf, post, toPostingLines } from './posting.ts';
import { systemAccountIds } from './system-accounts.ts';

/**
 * Paybill money no invoice took (dated the day it came in): Dr 1300 M-Pesa / Cr 2300 Unallocated M-Pesa
 * receipts. The money is in the paybill; whose debt it settles is not known yet.
 */
export async function postUnallocatedReceipt(
  tx: Tx,
  accountId: number,
  receipt: { id: number; transId: string; date: string },
  cents: bigint,
): Promise<void> {
  await postReceiptMove(tx, accountId, receipt, cents, `Unallocated M-Pesa receipt (${receipt.transId})`, 1n);
}

/**
 * That money assigned to an invoice (dated the payment's day): Dr 2300 / Cr 1300, beside the payment's own
 * Dr 1300 / Cr 1200; together they move it from 2300 to the receivable, and 1300 counts it once.
 */
export async function postAllocatedReceipt(
  tx: Tx,
  accountId: number,
  receipt: { id: number; transId: string; date: string },
  cents: bigint,
): Promise<void> {
  await postReceiptMove(tx, accountId, receipt, cents, `M-Pesa receipt ${receipt.transId} assigned`, -1n);
}

async function postReceiptMove(
  tx: Tx,
  accountId: number,
  receipt: { id: number; date: string },
  cents: bigint,
  memo: string,
  sign: 1n | -1n,
): Promise<void> {
  const ids = await systemAccountIds(tx, accountId, ['mpesa', 'unallocatedMpesa']);
  const lines = [
    { ledgerAccountId: ids.mpesa, amount: sign * cents },
    { ledgerAccountId: ids.unallocatedMpesa, amount: -sign * cents },
  ];
  await post(tx, {
    accountId,
    date: receipt.date,
    memo: memoOf(memo),
    sourceType: 'mpesa_receipt',
    sourceId: String(receipt.id),
    // The debit first, as every entry lists its lines.
    lines: toPostingLines(sign > 0n ? lines : lines.reverse()),
  });
}
