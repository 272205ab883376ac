import type { AccountUpdate } from '@daftari/contracts';
import { desc, eq } from 'drizzle-orm';
import { accounts, yearEnds } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { invalidField } from '../../http/errors.ts';

/** The last day of the business's latest closed financial year (null: none closed). */
async function latestClosedYearEnd(db: Executor, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ yearEnd: yearEnds.yearEnd })
    .from(yearEnds)
    .where(eq(yearEnds.accountId, accountId))
    .orderBy(desc(yearEnds.yearEnd))
    .limit(1);
  return row?.yearEnd ?? null;
}

/**
 * What a change of the business's settings may not do while a year is closed (422, nothing changed): move
 * the lock date before its end, or clear it (reopening the year does that), or change the financial year
 * start to another day (the closed years would no longer be financial years). modules/year-ends closes the
 * years; their table is read here because year-ends reads the reports, which depend on this module.
 */
export async function checkClosedYears(
  db: Executor,
  accountId: number,
  update: AccountUpdate,
): Promise<void> {
  if (update.lock_date === undefined && update.financial_year_start === undefined) return;
  const closedThrough = await latestClosedYearEnd(db, accountId);
  if (!closedThrough) return;
  if (update.lock_date !== undefined && (update.lock_date === null || update.lock_date < closedThrough)) {
    throw invalidField(
      'lock_date',
      `The year ending ${closedThrough} is closed: reopen it before moving the lock date before its end`,
    );
  }
  if (update.financial_year_start === undefined) return;
  const [account] = await db
    .select({ yearStart: accounts.financialYearStart })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (account && update.financial_year_start !== account.yearStart) {
    throw invalidField(
      'financial_year_start',
      'Reopen the closed years before changing the financial year start',
    );
  }
}
