import { centsToNumber, toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';

/**
 * Straight from the tables: the VAT a business's ledger holds for a month `yyyy-MM` from its sales documents
 * (credits − debits of 2100 in entries of invoices and credit notes) and from its purchases (debits − credits of
 * 1400 in entries of bills and expenses).
 */
export async function ledgerVatOfMonth(db: Db, accountId: number, month: string) {
  const [row] = rowsOf<{ output: string; input: string }>(
    await db.execute(sql`
      select
        coalesce(sum(l.credit - l.debit) filter (
          where a.number = '2100' and e.source_type in ('invoice', 'credit_note')), 0)::text as output,
        coalesce(sum(l.debit - l.credit) filter (
          where a.number = '1400' and e.source_type in ('bill', 'expense')), 0)::text as input
      from journal_lines l
      join journal_entries e on e.id = l.journal_entry_id
      join ledger_accounts a on a.id = l.ledger_account_id and a.system
      where l.account_id = ${accountId} and to_char(l.date, 'YYYY-MM') = ${month}`),
  );
  return { output: centsToNumber(toCents(row!.output)), input: centsToNumber(toCents(row!.input)) };
}
