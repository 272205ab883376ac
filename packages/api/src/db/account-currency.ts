import { eq } from 'drizzle-orm';
import { accounts } from './schema.ts';
import type { Executor } from './transaction.ts';

/** The account's currency: what a new document is in unless it names another. */
export async function accountCurrency(db: Executor, accountId: number): Promise<string> {
  const [row] = await db
    .select({ currency: accounts.currency })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.currency ?? 'KES';
}
