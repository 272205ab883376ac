import type { Tx } from '../../db/transaction.ts';
import { post, reverseEntryOnItsDate } from './posting.ts';
import { type PaystackPayout, paystackPayoutPosting } from './postings/paystack-payout.ts';

export type { PaystackPayout } from './postings/paystack-payout.ts';

/**
 * Posts a Paystack payout by paystackPayoutPosting in the caller's transaction, honouring the lock date (422
 * on a locked day); answers the entry's id.
 */
export async function postPaystackPayout(tx: Tx, accountId: number, payout: PaystackPayout): Promise<number> {
  const id = await post(tx, { accountId, ...paystackPayoutPosting(payout) });
  if (id === null) throw new Error(`Paystack payout ${payout.settlementId} posted no lines`);
  return id;
}

/** Takes a payout's entry out on its own date (a locked day: 422). */
export function unpostPaystackPayout(tx: Tx, accountId: number, entryId: number): Promise<void> {
  return reverseEntryOnItsDate(tx, accountId, entryId, 'paystack_payout');
}
