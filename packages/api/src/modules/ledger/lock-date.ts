import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';

export const lockedPeriod = (lockDate: string) =>
  new HttpError(422, `The books are locked up to ${lockDate}`);

/**
 * The account's lock date (null: none). The account's row is read FOR SHARE: in a posting transaction, a
 * change of the lock date waits for it to end.
 */
export async function lockDateOf(db: Executor, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ lockDate: accounts.lockDate })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('share');
  return row?.lockDate ?? null;
}

/** 422 naming the lock date when `date` is on or before the account's lock date. */
export async function assertOpenPeriod(db: Executor, accountId: number, date: string): Promise<void> {
  const lockDate = await lockDateOf(db, accountId);
  if (lockDate && date <= lockDate) throw lockedPeriod(lockDate);
}
