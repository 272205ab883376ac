import { toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';

/**
 * Per ledger account number: KES (debit-positive cents) and, per `number currency`, the currency amounts.
 * `asOf` bounds the lines' date (left out: every line).
 */
export async function ledgerBalances(db: Db, accountId: number, asOf?: string) {
  const until = asOf ? sql`and l.date <= ${asOf}` : sql``;
  const rows = rowsOf<{ number: string; kes: string; currency: string | null; foreign: string | null }>(
    await db.execute(sql`
      select a.number, sum(l.debit - l.credit)::text as kes, l.currency,
        sum(l.amount_currency)::text as foreign
      from journal_lines l join ledger_accounts a on a.id = l.ledger_account_id
      where l.account_id = ${accountId} ${until} group by a.number, l.currency order by a.number`),
  );
  const kes: Record<string, bigint> = {};
  const foreign: Record<string, bigint> = {};
  for (const row of rows) {
    kes[row.number] = (kes[row.number] ?? 0n) + toCents(row.kes);
    if (row.currency) foreign[`${row.number} ${row.currency}`] = toCents(row.foreign ?? '0');
  }
  return { kes, foreign };
}

/** The sum of every balance: 0 when the books balance. */
export const trialDifference = (kes: Record<string, bigint>) =>
  Object.values(kes).reduce((sum, cents) => sum + cents, 0n);
