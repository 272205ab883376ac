import { and, eq } from 'drizzle-orm';
import { journalEntries } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { post, reverseEntry } from './posting.ts';
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

/**
 * Reverses a payout's entry on the entry's own date (the bank's and 1310's balances on every day are as before
 * the payout); a locked day answers 422. An entry reversed already is left.
 */
export async function unpostPaystackPayout(tx: Tx, accountId: number, entryId: number): Promise<void> {
  const [entry] = await tx
    .select({ date: journalEntries.date, reversedBy: journalEntries.reversedBy })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.id, entryId),
        eq(journalEntries.accountId, accountId),
        eq(journalEntries.sourceType, 'paystack_payout'),
      ),
    );
  if (!entry || entry.reversedBy !== null) return;
  await reverseEntry(tx, accountId, entryId, entry.date);
}
