import type { JournalSourceType } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Executor } from '../../db/transaction.ts';
import type { PageQuery } from '../../http/paging.ts';
import { pageOffset } from '../../http/paging.ts';

/** One line of a ledger account, with the debit-positive sum of the period's lines up to and including it. */
export interface LedgerLine {
  date: string;
  journalEntryId: number;
  entryNumber: number;
  sourceType: JournalSourceType;
  sourceId: string | null;
  description: string | null;
  contactId: number | null;
  debit: bigint;
  credit: bigint;
  runningNet: bigint;
}

/**
 * A page of one ledger account's lines in a period, oldest first (by date, entry number, line), each with the
 * running net movement of the period up to it, so a page's balances carry on from the page before; and how
 * many lines the period has. A line's own description, else its entry's memo.
 */
export async function ledgerLinesPage(
  db: Executor,
  accountId: number,
  ledgerAccountId: number,
  range: { from: string; to: string },
  page: PageQuery,
): Promise<{ lines: LedgerLine[]; total: number }> {
  const result = await db.execute(sql`
    with period as (
      select l.id, l.date, l.journal_entry_id, e.number, e.source_type, e.source_id,
        coalesce(l.description, e.memo) as description, l.contact_id, l.debit, l.credit,
        sum(l.debit - l.credit) over (order by l.date, e.number, l.id) as running_net,
        count(*) over () as total
      from journal_lines l
      join journal_entries e on e.id = l.journal_entry_id
      where l.account_id = ${accountId} and l.ledger_account_id = ${ledgerAccountId}
        and l.date >= ${range.from} and l.date <= ${range.to}
    )
    select id, date::text as date, journal_entry_id, number, source_type, source_id, description, contact_id,
      debit::text as debit, credit::text as credit, running_net::text as running_net, total
    from period
    order by date, number, id
    limit ${page.per_page} offset ${pageOffset(page)}`);
  const rows = rowsOf<{
    date: string;
    journal_entry_id: number;
    number: number;
    source_type: string;
    source_id: string | null;
    description: string | null;
    contact_id: number | null;
    debit: string;
    credit: string;
    running_net: string;
    total: number | string;
  }>(result);
  const total = rows[0] ? Number(rows[0].total) : await countLines(db, accountId, ledgerAccountId, range);
  return {
    total,
    lines: rows.map((row) => ({
      date: row.date,
      journalEntryId: Number(row.journal_entry_id),
      entryNumber: Number(row.number),
      sourceType: row.source_type as JournalSourceType,
      sourceId: row.source_id,
      description: row.description,
      contactId: row.contact_id === null ? null : Number(row.contact_id),
      debit: toCents(row.debit),
      credit: toCents(row.credit),
      runningNet: toCents(row.running_net),
    })),
  };
}

/** How many lines the period has (a page past the end still answers the real count). */
async function countLines(
  db: Executor,
  accountId: number,
  ledgerAccountId: number,
  range: { from: string; to: string },
): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as total from journal_lines
    where account_id = ${accountId} and ledger_account_id = ${ledgerAccountId}
      and date >= ${range.from} and date <= ${range.to}`);
  return Number(rowsOf<{ total: number | string }>(result)[0]?.total ?? 0);
}
