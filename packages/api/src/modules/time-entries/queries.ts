import type { PageMeta, TimeEntry, TimeEntryListSummary, timeEntryListQuerySchema } from '@daftari/contracts';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accounts, timeEntries } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { pageMeta, pageOffset } from '../../http/paging.ts';

export type TimeEntryListQuery = z.output<typeof timeEntryListQuerySchema>;
export type TimeEntryRow = typeof timeEntries.$inferSelect;

export const timeEntryNotFound = () => new HttpError(404, 'Time entry not found');

export function toTimeEntry(row: TimeEntryRow): TimeEntry {
  return {
    id: row.id,
    project_id: row.projectId,
    user_id: row.userId,
    description: row.description,
    started_at: row.startedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    duration_seconds: row.durationSeconds,
    billable: row.billable,
    invoice_id: row.invoiceId,
    created_at: row.createdAt.toISOString(),
  };
}

/** The account's time zone, in which entries fall on calendar days. */
export async function accountTimeZone(db: Executor, accountId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.timeZone ?? 'Africa/Nairobi';
}

/** The calendar day an entry started on, in `timeZone`. */
export const startDay = (timeZone: string) =>
  sql<string>`(${timeEntries.startedAt} at time zone ${timeZone})::date`;

/** One entry of the account, optionally locked for the caller's transaction; 404 when not the account's. */
export async function findTimeEntry(
  db: Executor,
  accountId: number,
  id: number,
  lock = false,
): Promise<TimeEntryRow> {
  const query = db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.id, id), eq(timeEntries.accountId, accountId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw timeEntryNotFound();
  return row;
}

/** The user's running entry, or null. */
export async function runningEntry(db: Executor, accountId: number, userId: number) {
  const [row] = await db
    .select()
    .from(timeEntries)
    .where(
      and(eq(timeEntries.accountId, accountId), eq(timeEntries.userId, userId), isNull(timeEntries.endedAt)),
    );
  return row ? toTimeEntry(row) : null;
}

function listFilter(accountId: number, query: TimeEntryListQuery, timeZone: string): SQL {
  const conditions: (SQL | undefined)[] = [eq(timeEntries.accountId, accountId)];
  if (query.project_id !== undefined) conditions.push(eq(timeEntries.projectId, query.project_id));
  if (query.from !== undefined) conditions.push(sql`${startDay(timeZone)} >= ${query.from}`);
  if (query.to !== undefined) conditions.push(sql`${startDay(timeZone)} <= ${query.to}`);
  if (query.billed === true) conditions.push(isNotNull(timeEntries.invoiceId));
  if (query.billed === false) conditions.push(isNull(timeEntries.invoiceId));
  return and(...conditions)!;
}

/**
 * GET /time_entries: a page, newest first, its meta, and the seconds of every ended entry matching the
 * filter (`unbilled_seconds`: billable ones on no invoice).
 */
export async function listTimeEntries(
  db: Executor,
  accountId: number,
  query: TimeEntryListQuery,
): Promise<{ data: TimeEntry[]; meta: PageMeta; summary: TimeEntryListSummary }> {
  const where = listFilter(accountId, query, await accountTimeZone(db, accountId));
  const seconds = (condition: SQL) =>
    sql<string>`coalesce(sum(${timeEntries.durationSeconds}) filter (where ${condition}), 0)::bigint`;
  const [[totals], rows] = await Promise.all([
    db
      .select({
        count: sql<string>`count(*)::int`,
        seconds: seconds(sql`true`),
        billable: seconds(sql`${timeEntries.billable}`),
        unbilled: seconds(sql`${timeEntries.billable} and ${timeEntries.invoiceId} is null`),
      })
      .from(timeEntries)
      .where(where),
    db
      .select()
      .from(timeEntries)
      .where(where)
      .orderBy(desc(timeEntries.startedAt), desc(timeEntries.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
  ]);
  return {
    data: rows.map(toTimeEntry),
    meta: pageMeta(Number(totals?.count ?? 0), query),
    summary: {
      seconds: Number(totals?.seconds ?? 0),
      billable_seconds: Number(totals?.billable ?? 0),
      unbilled_seconds: Number(totals?.unbilled ?? 0),
    },
  };
}
