import type { JournalEntry, JournalSourceType, PageMeta } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { and, asc, desc, eq, exists, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalEntries, journalLines, ledgerAccounts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { pageMeta, pageOffset } from '../../http/paging.ts';
import { journalEntryNotFound } from './errors.ts';
import { formatEntryNumber } from './posting.ts';

type EntryRow = typeof journalEntries.$inferSelect;

/** The entries with their lines (each with its account's number and name), as the contract shows them. */
async function withLines(db: Executor, accountId: number, rows: EntryRow[]): Promise<JournalEntry[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      id: journalLines.id,
      entryId: journalLines.journalEntryId,
      ledgerAccountId: journalLines.ledgerAccountId,
      number: ledgerAccounts.number,
      name: ledgerAccounts.name,
      contactId: journalLines.contactId,
      description: journalLines.description,
      debit: journalLines.debit,
      credit: journalLines.credit,
      currency: journalLines.currency,
      amountCurrency: journalLines.amountCurrency,
    })
    .from(journalLines)
    .innerJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.id, journalLines.ledgerAccountId), eq(ledgerAccounts.accountId, accountId)),
    )
    .where(
      and(
        eq(journalLines.accountId, accountId),
        inArray(
          journalLines.journalEntryId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(journalLines.id));
  return rows.map((row) => {
    const own = lines.filter((line) => line.entryId === row.id);
    const total = own.reduce((sum, line) => sum + toCents(line.debit), 0n);
    return {
      id: row.id,
      number: formatEntryNumber(row.number),
      date: row.date,
      memo: row.memo,
      source_type: row.sourceType as JournalSourceType,
      source_id: row.sourceId,
      reversal_of: row.reversalOf,
      reversed_by: row.reversedBy,
      lines: own.map((line) => ({
        id: line.id,
        ledger_account_id: line.ledgerAccountId,
        account_number: line.number,
        account_name: line.name,
        contact_id: line.contactId,
        description: line.description,
        debit: centsToNumber(toCents(line.debit)),
        credit: centsToNumber(toCents(line.credit)),
        ...(line.currency
          ? { currency: line.currency, amount_currency: centsToNumber(toCents(line.amountCurrency ?? '0')) }
          : {}),
      })),
      total: centsToNumber(total),
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** One entry of the account; 404 `Journal entry not found` otherwise. */
export async function getJournalEntry(db: Executor, accountId: number, id: number): Promise<JournalEntry> {
  const rows = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.id, id), eq(journalEntries.accountId, accountId)))
    .limit(1);
  const [entry] = await withLines(db, accountId, rows);
  if (!entry) throw journalEntryNotFound();
  return entry;
}

/** An entry with a line matching `condition`. */
const hasLine = (condition: SQL) =>
  exists(
    sql`(select 1 from ${journalLines} where ${journalLines.journalEntryId} = ${journalEntries.id} and ${journalLines.accountId} = ${journalEntries.accountId} and ${condition})`,
  );

/**
 * GET /journal_entries: newest first (date, then number), filtered by date range (inclusive), source type,
 * and entries with a line on a ledger account or for a contact. Ids beyond int4 match nothing.
 */
export async function listJournalEntries(
  db: Db,
  accountId: number,
  query: {
    page: number;
    per_page: number;
    from?: string | undefined;
    to?: string | undefined;
    ledger_account_id?: number | undefined;
    source_type?: JournalSourceType | undefined;
    contact_id?: number | undefined;
  },
): Promise<{ data: JournalEntry[]; meta: PageMeta }> {
  const conditions: SQL[] = [eq(journalEntries.accountId, accountId)];
  if (query.from) conditions.push(gte(journalEntries.date, query.from));
  if (query.to) conditions.push(lte(journalEntries.date, query.to));
  if (query.source_type) conditions.push(eq(journalEntries.sourceType, query.source_type));
  for (const [id, column] of [
    [query.ledger_account_id, journalLines.ledgerAccountId],
    [query.contact_id, journalLines.contactId],
  ] as const) {
    if (id === undefined) continue;
    conditions.push(hasLine(sql`${column} = ${id}`));
  }
  const where = and(...conditions);
  const [[counted], rows] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int` }).from(journalEntries).where(where),
    db
      .select()
      .from(journalEntries)
      .where(where)
      .orderBy(desc(journalEntries.date), desc(journalEntries.number))
      .limit(query.per_page)
      .offset(pageOffset(query)),
  ]);
  return {
    data: await withLines(db, accountId, rows),
    meta: pageMeta(Number(counted?.count ?? 0), query),
  };
}
