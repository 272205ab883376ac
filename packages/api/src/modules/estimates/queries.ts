import type {
  Estimate,
  EstimateListSummary,
  EstimateSummary,
  estimateListQuerySchema,
  PageMeta,
} from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accounts, contacts, estimates, projects } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { pageMeta, pageOffset } from '../../http/paging.ts';
import { estimateLines, salesItems } from '../sales-documents/index.ts';
import { estimateNotFound } from './errors.ts';
import { estimateColumns, estimateContactJoin, estimateProjectJoin, toEstimateSummary } from './summary.ts';

export type EstimateListQuery = z.output<typeof estimateListQuerySchema>;

/** One estimate with its contact and items (by position); 404 when not the account's. */
export async function getEstimate(
  db: Executor,
  accountId: number,
  id: string,
  today: string,
): Promise<Estimate> {
  const [rows, items] = await Promise.all([
    db
      .select(estimateColumns)
      .from(estimates)
      .innerJoin(contacts, estimateContactJoin)
      .leftJoin(projects, estimateProjectJoin)
      .where(and(eq(estimates.id, id), eq(estimates.accountId, accountId)))
      .limit(1),
    salesItems(db, estimateLines, accountId, id),
  ]);
  const [row] = rows;
  if (!row) throw estimateNotFound();
  return { ...toEstimateSummary(row, today), estimate_items: items };
}

const expired = (today: string) => sql`${estimates.status} = 'sent' and ${estimates.expiryDate} < ${today}`;
const open = (today: string) => sql`${estimates.status} = 'sent' and ${estimates.expiryDate} >= ${today}`;

/** The estimates of the summary: the account's, or one contact's. */
function contactConditions(accountId: number, contactId: number | undefined): SQL[] {
  const conditions: SQL[] = [eq(estimates.accountId, accountId)];
  if (contactId !== undefined) conditions.push(eq(estimates.contactId, contactId));
  return conditions;
}

/** The estimates of the list: the summary's, narrowed by `status` (`expired`: sent and past expiry). */
function listConditions(accountId: number, query: EstimateListQuery, today: string): SQL {
  const conditions = contactConditions(accountId, query.contact_id);
  if (query.status === 'expired') conditions.push(expired(today));
  else if (query.status !== undefined) conditions.push(eq(estimates.status, query.status));
  return and(...conditions)!;
}

/** Percent with one decimal of `won` out of `decided`; null when none is decided. */
const conversionRate = (won: number, decided: number) =>
  decided === 0 ? null : Math.round((won * 1000) / decided) / 10;

const money = (value: string | null | undefined) => centsToNumber(toCents(String(value ?? '0')));

/**
 * The cards of the list screen over the estimates of the contact filter (estimateListSummarySchema says
 * what each counts). "This month" is the business's: accepted_at read in the account's time zone.
 */
async function listSummary(
  db: Executor,
  accountId: number,
  contactId: number | undefined,
  today: string,
): Promise<EstimateListSummary> {
  const [account] = await db
    .select({ currency: accounts.currency, timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const currency = account?.currency ?? 'KES';
  const inCurrency = sql`${estimates.currency} = ${currency}`;
  const acceptedThisMonth = sql`${estimates.acceptedAt} is not null
    and to_char(${estimates.acceptedAt} at time zone ${account?.timeZone ?? 'UTC'}, 'YYYY-MM') = ${today.slice(0, 7)}`;
  const [row] = await db
    .select({
      openCount: sql<number>`count(*) filter (where ${open(today)})::int`,
      openAmount: sql<string>`coalesce(sum(${estimates.total}) filter (where ${open(today)} and ${inCurrency}), 0)::text`,
      expiredCount: sql<number>`count(*) filter (where ${expired(today)})::int`,
      acceptedCount: sql<number>`count(*) filter (where ${acceptedThisMonth})::int`,
      acceptedAmount: sql<string>`coalesce(sum(${estimates.total}) filter (where ${acceptedThisMonth} and ${inCurrency}), 0)::text`,
      won: sql<number>`count(*) filter (where ${estimates.status} in ('accepted', 'invoiced'))::int`,
      declined: sql<number>`count(*) filter (where ${estimates.status} = 'declined')::int`,
    })
    .from(estimates)
    .where(and(...contactConditions(accountId, contactId)));
  const won = Number(row?.won ?? 0);
  const expiredCount = Number(row?.expiredCount ?? 0);
  return {
    open_count: Number(row?.openCount ?? 0),
    open_amount: money(row?.openAmount),
    expired_count: expiredCount,
    accepted_this_month_count: Number(row?.acceptedCount ?? 0),
    accepted_this_month_amount: money(row?.acceptedAmount),
    conversion_rate: conversionRate(won, won + Number(row?.declined ?? 0) + expiredCount),
    currency,
  };
}

/** GET /estimates: a page (newest issue date, then number, first), its meta and the list screen's summary. */
export async function listEstimates(
  db: Executor,
  accountId: number,
  query: EstimateListQuery,
  today: string,
): Promise<{ data: EstimateSummary[]; meta: PageMeta; summary: EstimateListSummary }> {
  const where = listConditions(accountId, query, today);
  const [rows, [counted], summary] = await Promise.all([
    db
      .select(estimateColumns)
      .from(estimates)
      .innerJoin(contacts, estimateContactJoin)
      .leftJoin(projects, estimateProjectJoin)
      .where(where)
      .orderBy(desc(estimates.issueDate), desc(estimates.sequenceValue), desc(estimates.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ count: sql<number>`count(*)::int` }).from(estimates).where(where),
    listSummary(db, accountId, query.contact_id, today),
  ]);
  return {
    data: rows.map((row) => toEstimateSummary(row, today)),
    meta: pageMeta(Number(counted?.count ?? 0), query),
    summary,
  };
}
