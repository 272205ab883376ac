import { addDays, toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.ts';
import type { Tx } from '../../../db/transaction.ts';
import { TRANSFER_DAYS } from './book.ts';
import { type LineRow, markMatched } from './mark.ts';

/**
 * New lines that are the other side of a transfer booked from another money account's line: the transfer's
 * entry moved this line's amount into (or out of) this account within 7 days, and no line of this account
 * meets it yet. Matched to that entry, posting nothing. Answers the lines left.
 */
export async function matchTransferSides(
  tx: Tx,
  accountId: number,
  ledgerAccountId: number,
  lines: LineRow[],
): Promise<LineRow[]> {
  if (lines.length === 0) return lines;
  const dates = lines.map((line) => line.date).sort();
  const result = await tx.execute(sql`
    select e.id, e.date::text as date, (jl.debit - jl.credit)::text as amount
    from journal_entries e
    join journal_lines jl on jl.journal_entry_id = e.id and jl.ledger_account_id = ${ledgerAccountId}
    join bank_lines origin on origin.account_id = e.account_id and origin.id::text = e.source_id
      and origin.match_kind = 'transfer' and origin.ledger_account_id <> ${ledgerAccountId}
    where e.account_id = ${accountId} and e.source_type = 'bank_line'
      and e.reversed_by is null and e.reversal_of is null
      and e.date between ${addDays(dates[0]!, -TRANSFER_DAYS)}::date and ${addDays(dates.at(-1)!, TRANSFER_DAYS)}::date
      and not exists (select 1 from bank_lines met where met.account_id = e.account_id
        and met.ledger_account_id = ${ledgerAccountId} and met.match_kind = 'transfer'
        and met.match_ids @> jsonb_build_array(e.id::text))
    order by e.date, e.id`);
  const entries = rowsOf<{ id: number | string; date: string; amount: string }>(result);
  if (entries.length === 0) return lines;
  const taken = new Set<string>();
  const left: LineRow[] = [];
  for (const line of lines) {
    const amount = toCents(line.amount);
    const entry = entries.find(
      (row) =>
        !taken.has(String(row.id)) &&
        toCents(row.amount) === amount &&
        row.date >= addDays(line.date, -TRANSFER_DAYS) &&
        row.date <= addDays(line.date, TRANSFER_DAYS),
    );
    if (!entry) {
      left.push(line);
      continue;
    }
    taken.add(String(entry.id));
    await markMatched(tx, line.id, { kind: 'transfer', ids: [String(entry.id)] });
  }
  return left;
}
