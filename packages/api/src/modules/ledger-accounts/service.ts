import type { LedgerAccount } from '@daftari/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema.ts';

/** The answer's columns: `full_name` is `{number} {name}`, `full_number` the number. */
export const ledgerAccountColumns = {
  id: ledgerAccounts.id,
  name: ledgerAccounts.name,
  full_name: sql<string>`${ledgerAccounts.number} || ' ' || ${ledgerAccounts.name}`,
  full_number: ledgerAccounts.number,
  account_type: ledgerAccounts.accountType,
};

/** Every ledger account of the business, by number. */
export async function listLedgerAccounts(
  db: Db,
  accountId: number,
  type?: LedgerAccount['account_type'],
): Promise<LedgerAccount[]> {
  const rows = await db
    .select(ledgerAccountColumns)
    .from(ledgerAccounts)
    .where(
      type
        ? and(eq(ledgerAccounts.accountId, accountId), eq(ledgerAccounts.accountType, type))
        : eq(ledgerAccounts.accountId, accountId),
    )
    .orderBy(asc(ledgerAccounts.number), asc(ledgerAccounts.id));
  return rows as LedgerAccount[];
}

/** The business's expense ledger account with this id, or null (other types and other accounts' too). */
export async function findExpenseLedgerAccount(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.id, id),
        eq(ledgerAccounts.accountId, accountId),
        eq(ledgerAccounts.accountType, 'expense'),
      ),
    )
    .limit(1);
  return row ?? null;
}
