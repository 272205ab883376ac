import { addDays } from '@daftari/format';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, recurringInvoicePeriods, recurringInvoices } from '../../db/schema.ts';
import { AMOUNTS_TOO_LARGE, writeTransaction } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { issueInstant, periodDate, type SeriesShape } from './schedule.ts';

const BATCH = 100;

/**
 * Claims every period of the active series that is due at `now` (its date at 07:00 in the account's time
 * zone has passed), oldest first, one period per transaction: the series' `next_issue_date` moves on with
 * `WHERE next_issue_date = <due>` (of two racing runners the second updates nothing) and, in the same
 * transaction, the period's `recurring_invoice` job is enqueued (`(kind, key)` unique: at most once). A period
 * whose following period is due as well was missed (downtime, a pause): with `missed_periods = skip` it is
 * recorded as skipped instead. Answers how many periods it claimed.
 */
export async function produceRecurringInvoices(
  db: Db,
  now: Date,
  shouldStop: () => boolean,
): Promise<number> {
  // No business's date is later than UTC's by more than a day (UTC+14): a cheap bound for the index.
  const latest = addDays(now.toISOString().slice(0, 10), 1);
  let claimed = 0;
  for (;;) {
    if (shouldStop()) return claimed;
    const due = await db
      .select({ series: recurringInvoices, timeZone: accounts.timeZone })
      .from(recurringInvoices)
      .innerJoin(accounts, eq(accounts.id, recurringInvoices.accountId))
      .where(and(eq(recurringInvoices.status, 'active'), lte(recurringInvoices.nextIssueDate, latest)))
      .orderBy(asc(recurringInvoices.nextIssueDate), asc(recurringInvoices.id))
      .limit(BATCH);
    const ready = due.filter(({ series, timeZone }) => issueInstant(series.nextIssueDate!, timeZone) <= now);
    if (ready.length === 0) return claimed;
    for (const { series, timeZone } of ready) {
      if (shouldStop()) return claimed;
      if (await claimPeriod(db, series, timeZone, now)) claimed += 1;
    }
  }
}

type Series = typeof recurringInvoices.$inferSelect;

async function claimPeriod(db: Db, series: Series, timeZone: string, now: Date): Promise<boolean> {
  const period = series.nextIssueDate!;
  const shape = { ...series, frequency: series.frequency as SeriesShape['frequency'] };
  const following = periodDate(shape, series.periodsDone + 1);
  const missed = following !== null && issueInstant(following, timeZone) <= now;
  return writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
    const moved = await tx
      .update(recurringInvoices)
      .set({
        periodsDone: series.periodsDone + 1,
        nextIssueDate: following,
        ...(following === null ? { status: 'finished' } : {}),
        updatedAt: now,
      })
      .where(
        and(
          eq(recurringInvoices.id, series.id),
          eq(recurringInvoices.nextIssueDate, period),
          eq(recurringInvoices.status, 'active'),
        ),
      )
      .returning({ id: recurringInvoices.id });
    if (moved.length === 0) return false;
    if (missed && series.missedPeriods === 'skip') {
      await tx
        .insert(recurringInvoicePeriods)
        .values({ recurringInvoiceId: series.id, period, skipped: true })
        .onConflictDoNothing();
      return true;
    }
    await enqueueJob(tx, {
      accountId: series.accountId,
      kind: 'recurring_invoice',
      key: `${series.id}:${period}`,
      payload: { recurring_invoice_id: series.id, period },
      summary: `Issue the invoice of ${period} of recurring invoice #${series.id}`,
      runAt: now,
    });
    return true;
  });
}
