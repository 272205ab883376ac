import { and, eq } from 'drizzle-orm';
import { journalEntries } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { post, reverseEntry } from './posting.ts';
import { BANK_LINE_ACCOUNTS, type BankLineBooking, bankLinePosting } from './postings/bank-line.ts';
import { systemAccountIds } from './system-accounts.ts';

export type { BankLineBooking, BankLineVat } from './postings/bank-line.ts';

/**
 * Posts a statement line's booking (a fee, an expense, income or a transfer) by bankLinePosting in the
 * caller's transaction, honouring the lock date (422 on a locked day); answers the entry's id.
 */
export async function postBankLine(tx: Tx, accountId: number, booking: BankLineBooking): Promise<number> {
  const ids = await systemAccountIds(tx, accountId, BANK_LINE_ACCOUNTS);
  const posting = bankLinePosting(booking, ids);
  const id = await post(tx, { accountId, ...posting });
  if (id === null) throw new Error(`bank line ${booking.lineId} posted no lines`);
  return id;
}

/**
 * Reverses the entry a statement line's booking posted, dated the entry's own date (the money account's
 * balance on every day is as before the booking); a locked day answers 422. An entry reversed already is left.
 */
export async function unpostBankLine(tx: Tx, accountId: number, entryId: number): Promise<void> {
  const [entry] = await tx
    .select({ date: journalEntries.date, reversedBy: journalEntries.reversedBy })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.id, entryId),
        eq(journalEntries.accountId, accountId),
        eq(journalEntries.sourceType, 'bank_line'),
      ),
    );
  if (!entry || entry.reversedBy !== null) return;
  await reverseEntry(tx, accountId, entryId, entry.date);
}
