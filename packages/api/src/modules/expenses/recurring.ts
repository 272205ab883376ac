import { toIsoDate } from '@daftari/format';
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expenses } from '../../db/schema.ts';
import { lockDateOf } from '../ledger/posting.ts';
import { postExpense } from '../ledger/rules.ts';
import { dayBefore, earliestCatchUp, occurrenceAfter, type Recurrence } from './recurrence.ts';

const BATCH = 100;

/**
 * Creates every due occurrence of the recurring expenses (`next_occurrence_on <= today`), each exactly once,
 * even with several API processes running this at the same time. Answers how many copies it created.
 *
 * Per due occurrence, one transaction: `UPDATE expenses SET next_occurrence_on = <following> WHERE id = … AND
 * next_occurrence_on = <due> RETURNING …` is the claim (of two racing runs, the second's UPDATE waits on the
 * row lock, then finds the date moved on and updates nothing), and the copy is inserted in the same
 * transaction, so a claim without its copy is never committed. Missed periods are caught up one occurrence
 * at a time (each its own claim). The unique index (parent_expense_id, dated) backs it up: a copy that
 * exists already is skipped (ON CONFLICT DO NOTHING), e.g. after the owner moved the series' date back.
 *
 * Copies get `parent_expense_id`, no attachment and no recurrence of their own: the series lives on the
 * original only (deleting it ends the series; the copies stay).
 *
 * Each copy is posted to the ledger in its transaction; an occurrence on or before the books' lock date is
 * skipped, not created. Catch-up is bounded: an occurrence more than a year before `today` is skipped, not
 * created. `shouldStop` is asked between occurrences, so a shutdown waits for one short transaction at most.
 */
export async function runRecurringExpenses(
  db: Db,
  today: string = toIsoDate(new Date()),
  shouldStop: () => boolean = () => false,
): Promise<number> {
  const earliest = earliestCatchUp(today);
  let created = 0;
  for (;;) {
    if (shouldStop()) return created;
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
    if (due.length === 0) return created;
    for (const { id, nextOccurrenceOn } of due) {
      if (shouldStop()) return created;
      if (await createOccurrence(db, id, nextOccurrenceOn!, earliest)) created += 1;
    }
  }
}

/**
 * Claims one due occurrence and inserts its copy; false when another run claimed it first, or when the
 * occurrence is older than `earliest` (then the series moves on to its first occurrence from `earliest`).
 */
async function createOccurrence(db: Db, id: number, dueOn: string, earliest: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select()
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
    // An occurrence in a locked period of the books is skipped like a too old one: nothing may post there.
    const lockDate = await lockDateOf(tx, original.accountId);
    if (lockDate && dueOn <= lockDate) return false;
    const inserted = await tx
      .insert(expenses)
      .values({
        accountId: original.accountId,
        expenseType: original.expenseType,
        ledgerAccountId: original.ledgerAccountId,
        paidFromAccountId: original.paidFromAccountId,
        dated: dueOn,
        totalValue: original.totalValue,
        currency: original.currency,
        vat: original.vat,
        vatRate: original.vatRate,
        vatAmount: original.vatAmount,
        description: original.description,
        receiptReference: original.receiptReference,
        merchantName: original.merchantName,
        parentExpenseId: original.id,
      })
      .onConflictDoNothing({
        target: [expenses.parentExpenseId, expenses.dated],
        where: sql`${expenses.parentExpenseId} is not null`,
      })
      .returning({ id: expenses.id });
    const [copy] = inserted;
    if (copy) await postExpense(tx, original.accountId, copy.id);
    return copy !== undefined;
  });
}
