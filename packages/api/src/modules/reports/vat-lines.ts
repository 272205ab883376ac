import { toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Executor } from '../../db/transaction.ts';

/** Sums of a period's lines on one ledger account at one VAT rate (null: lines posted without a rate). */
export interface VatLineSum {
  ledgerAccountId: number;
  accountType: string;
  vatRate: string | null;
  debit: bigint;
  credit: bigint;
}

/**
 * The period's lines that carry a VAT rate (the taxable amounts and the VAT of invoices and expenses) and
 * every line on the two VAT accounts (manual ones without a rate too), summed per ledger account and rate.
 */
export async function vatLineSums(
  db: Executor,
  accountId: number,
  vatAccountIds: readonly number[],
  range: { from: string; to: string },
): Promise<VatLineSum[]> {
  const result = await db.execute(sql`
    select l.ledger_account_id, a.account_type, l.vat_rate,
      sum(l.debit)::text as debit, sum(l.credit)::text as credit
    from journal_lines l
    join ledger_accounts a on a.id = l.ledger_account_id
    where l.account_id = ${accountId} and l.date >= ${range.from} and l.date <= ${range.to}
      and (l.vat_rate is not null or l.ledger_account_id in (${sql.join(
        vatAccountIds.map((id) => sql`${id}`),
        sql`, `,
      )}))
    group by l.ledger_account_id, a.account_type, l.vat_rate`);
  return rowsOf<{
    ledger_account_id: number;
    account_type: string;
    vat_rate: string | null;
    debit: string;
    credit: string;
  }>(result).map((row) => ({
    ledgerAccountId: Number(row.ledger_account_id),
    accountType: row.account_type,
    vatRate: row.vat_rate,
    debit: toCents(row.debit),
    credit: toCents(row.credit),
  }));
}
