import type { Tx } from '../../db/transaction.ts';
import { post, reverseEntryOnItsDate } from './posting.ts';
import { postEntries } from './posting-batch.ts';
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
 * Posts many statement lines' bookings at once (an import's fees), as postBankLine on each in turn would:
 * the same entries, numbers and ids. Answers each entry's id.
 */
export async function postBankLines(
  tx: Tx,
  accountId: number,
  bookings: readonly BankLineBooking[],
): Promise<number[]> {
  if (bookings.length === 0) return [];
  const ids = await systemAccountIds(tx, accountId, BANK_LINE_ACCOUNTS);
  const posted = await postEntries(
    tx,
    accountId,
    bookings.map((booking) => bankLinePosting(booking, ids)),
  );
  return posted.map((id, index) => {
    if (id === null) throw new Error(`bank line ${bookings[index]!.lineId} posted no lines`);
    return id;
  });
}

/** Takes a statement line's booking's entry out on its own date (a locked day: 422). */
export function unpostBankLine(tx: Tx, accountId: number, entryId: number): Promise<void> {
  return reverseEntryOnItsDate(tx, accountId, entryId, 'bank_line');
}
