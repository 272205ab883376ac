import type { Tx } from '../../db/transaction.ts';
import { post } from './posting.ts';
import {
  allocatedReceiptPosting,
  MPESA_RECEIPT_ACCOUNTS,
  type MpesaReceipt,
  unallocatedReceiptPosting,
} from './postings/mpesa-receipt.ts';
import { systemAccountIds } from './system-accounts.ts';

/** Posts paybill money no invoice took, by unallocatedReceiptPosting, in the receipt's transaction. */
export async function postUnallocatedReceipt(
  tx: Tx,
  accountId: number,
  receipt: MpesaReceipt,
  cents: bigint,
): Promise<void> {
  const ids = await systemAccountIds(tx, accountId, MPESA_RECEIPT_ACCOUNTS);
  await post(tx, { accountId, ...unallocatedReceiptPosting(receipt, cents, ids) });
}

/** Posts that money's assignment to an invoice, by allocatedReceiptPosting, beside the payment it became. */
export async function postAllocatedReceipt(
  tx: Tx,
  accountId: number,
  receipt: MpesaReceipt,
  cents: bigint,
): Promise<void> {
  const ids = await systemAccountIds(tx, accountId, MPESA_RECEIPT_ACCOUNTS);
  await post(tx, { accountId, ...allocatedReceiptPosting(receipt, cents, ids) });
}
