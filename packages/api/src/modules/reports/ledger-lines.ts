import type { JournalSourceType } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { type SQL, sql } from 'drizzle-orm';
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
 *
 * Within one business, line ids grow with entry numbers: a posting takes its number under the lock of the
 * business's journal_sequences row, held until it commits, and inserts its lines after it. So (date, id)
 * orders as (date, entry number, id), and the page, the lines before it (their sum carries the balance) and
 * the count are read from the index on (account_id, ledger_account_id, date, id) that includes debit and
 * credit, without touching the other lines; only the page's lines and entries are fetched.
 */
export async function ledgerLinesPage(
  db: Executor,
  accountId: number,
  ledgerAccountId: number,
  range: { from: string; to: string },
  page: PageQuery,
): Promise<{ lines: LedgerLine[]; total: number }> {
  const offset = pageOffset(page);
  const period = sql`account_id = ${accountId} and ledger_account_id = ${ledgerAccountId}
    and date >= ${range.from} and date <= ${range.to}`;
  const inOrder = (limit: SQL) => sql`
    select id, date, debit, credit from journal_lines where ${period} order by date, id ${limit}`;
  const result = await db.execute(sql`
    with page as (${inOrder(sql`limit ${page.per_page} offset ${offset}`)}),
    carried as (select coalesce(sum(debit - credit), 0) as net from (${inOrder(sql`limit ${offset}`)}) before)
    select l.date::text as date, l.journal_entry_id, e.number, e.source_type, e.source_id,
      coalesce(l.description, e.memo) as description, l.contact_id, l.debit::text as debit,
      l.credit::text as credit,
      ((select net from carried) + sum(page.debit - page.credit) over (order by page.date, page.id))::text
        as running_net,
      (select count(*) from journal_lines where ${period}) as total
    from page
    join journal_lines l on l.id = page.id
    join journal_entries e on e.id = l.journal_entry_id
    order by page.date, page.id`);
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
  const total = rows[0] ? Number(rows[0].total) : await countLines(db, period);
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
async function countLines(db: Executor, period: SQL): Promise<number> {
  const result = await db.execute(sql`select count(*) as total from journal_lines where ${period}`);
  return Number(rowsOf<{ total: number | string }>(result)[0]?.total ?? 0);
}
