import { toIsoDate } from '@daftari/format';
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expenses } from '../../db/schema.ts';
import { AMOUNTS_TOO_LARGE, writeTransaction } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { dayBefore, earliestCatchUp, occurrenceAfter, type Recurrence } from './recurrence.ts';

const BATCH = 100;

/**
 * Claims every due occurrence of the recurring expenses (`next_occurrence_on <= today`, server time zone) and
 * enqueues its `recurring_expense` job, each exactly once, even with several API processes running this at
 * the same time. Answers how many jobs it enqueued.
 *
 * Per due occurrence, one transaction: `UPDATE expenses SET next_occurrence_on = <following> WHERE id = … AND
 * next_occurrence_on = <due> RETURNING …` is the claim (of two racing runs, the second's UPDATE waits on the
 * row lock, then finds the date moved on and updates nothing), and the job (key `expense:date`, unique per
 * kind) is enqueued in the same transaction, so a claim without its job is never committed. Missed periods
 * are caught up one occurrence at a time (each its own claim). Catch-up is bounded: an occurrence more than a
 * year before today is skipped (the series moves on to its first occurrence from then), not enqueued.
 * `shouldStop` is asked between occurrences, so a shutdown waits for one short transaction at most.
 */
export async function produceRecurringExpenses(
  db: Db,
  now: Date,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  const today = toIsoDate(now);
  const earliest = earliestCatchUp(today);
  let enqueued = 0;
  for (;;) {
    if (shouldStop()) return enqueued;
    const due = await db
      .select({ id: expenses.id, nextOccurrenceOn: expenses.nextOccurrenceOn })
      .from(expenses)
      .where(
        and(
          isNotNull(expenses.nextOccurrenceOn),
          lte(expenses.nextOccurrenceOn, today),
          isNotNull(expenses.recurrence),
          isNull(expenses.parentExpenseId),
        ),
      )
      .orderBy(asc(expenses.nextOccurrenceOn), asc(expenses.id))
      .limit(BATCH);
    if (due.length === 0) return enqueued;
    for (const { id, nextOccurrenceOn } of due) {
      if (shouldStop()) return enqueued;
      if (await claimOccurrence(db, id, nextOccurrenceOn!, earliest, now)) enqueued += 1;
    }
  }
}

/**
 * Claims one due occurrence and enqueues its job; false when another run claimed it first, or when the
 * occurrence is older than `earliest` (then the series moves on to its first occurrence from `earliest`).
 */
async function claimOccurrence(db: Db, id: number, dueOn: string, earliest: string, now: Date) {
  return writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
    const [original] = await tx
      .select({ accountId: expenses.accountId, dated: expenses.dated, recurrence: expenses.recurrence })
      .from(expenses)
      .where(and(eq(expenses.id, id), eq(expenses.nextOccurrenceOn, dueOn)))
      .limit(1);
    if (!original?.recurrence) return false;
    const recurrence = original.recurrence as Recurrence;
    const tooOld = dueOn < earliest;
    const following = occurrenceAfter(original.dated, recurrence, tooOld ? dayBefore(earliest) : dueOn);
    const claimed = await tx
      .update(expenses)
      .set({ nextOccurrenceOn: following })
      .where(and(eq(expenses.id, id), eq(expenses.nextOccurrenceOn, dueOn)))
      .returning({ id: expenses.id });
    if (claimed.length === 0 || tooOld) return false;
    return enqueueJob(tx, {
      accountId: original.accountId,
      kind: 'recurring_expense',
      key: `${id}:${dueOn}`,
      payload: { expense_id: id, dated: dueOn },
      summary: `Copy recurring expense #${id} for ${dueOn}`,
      runAt: now,
    });
  });
}
