import { toIsoDate } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expenses } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transaction.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { resolveRate } from '../exchange-rates/index.ts';
import { lockDateOf, postExpense } from '../ledger/index.ts';
import { earliestCatchUp } from './recurrence.ts';
import { EXPENSE_AMOUNTS_TOO_LARGE } from './service.ts';

/**
 * The `recurring_expense` job: creates the copy of one occurrence of a recurring expense and posts it to the
 * ledger, in one transaction with the job's completion (a failure, e.g. of the posting, rolls both back and
 * the job retries). The unique index (parent_expense_id, dated) backs the queue up: a copy that exists
 * already is not inserted again (ON CONFLICT DO NOTHING), e.g. after the owner moved the series' date back.
 *
 * Copies get `parent_expense_id`, no attachment and no recurrence of their own: the series lives on the
 * original only. Nothing is created (the job completes) when the original is gone or no longer recurring,
 * when the date is on or before the books' lock date (nothing may post there), or when it is more than a
 * year back by the time the job runs (the catch-up bound).
 */
export function copyRecurringExpenseHandler(db: Db): JobHandler {
  return async (job, { now, complete }) => {
    const { expense_id: id, dated } = job.payload as { expense_id: number; dated: string };
    await writeTransaction(db, EXPENSE_AMOUNTS_TOO_LARGE, async (tx) => {
      const [original] = await tx
        .select()
        .from(expenses)
        .where(and(eq(expenses.id, id), eq(expenses.accountId, job.accountId)));
      const lockDate = original ? await lockDateOf(tx, original.accountId) : null;
      const skipped =
        !original?.recurrence ||
        dated < earliestCatchUp(toIsoDate(now)) ||
        (lockDate !== null && dated <= lockDate);
      if (original && !skipped) {
        // Each occurrence at its own day's rate when the table has one, else the original's.
        const { exchangeRate } = await resolveRate(tx, original.accountId, {
          currency: original.currency,
          date: dated,
          fallback: original.exchangeRate,
        });
        const [copy] = await tx
          .insert(expenses)
          .values({
            accountId: original.accountId,
            expenseType: original.expenseType,
            ledgerAccountId: original.ledgerAccountId,
            paidFromAccountId: original.paidFromAccountId,
            dated,
            totalValue: original.totalValue,
            currency: original.currency,
            exchangeRate,
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
        if (copy) await postExpense(tx, original.accountId, copy.id);
      }
      await complete(tx);
    });
    return { done: true };
  };
}
