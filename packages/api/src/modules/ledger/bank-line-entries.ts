import type { Tx } from '../../db/transaction.ts';
import { post, reverseEntryOnItsDate } from './posting.ts';
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

/** Takes a statement line's booking's entry out on its own date (a locked day: 422). */
export function unpostBankLine(tx: Tx, accountId: number, entryId: number): Promise<void> {
  return reverseEntryOnItsDate(tx, accountId, entryId, 'bank_line');
}
