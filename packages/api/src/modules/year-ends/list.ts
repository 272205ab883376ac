import type { YearEnd } from '@daftari/contracts';
import { centsToNumber } from '@daftari/format';
import { asc, eq, min } from 'drizzle-orm';
import { ledgerDailyBalances, users, yearEnds } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { earningsAsOf } from '../reports/index.ts';
import { type FinancialYear, financialYears } from './years.ts';

export type YearEndRow = typeof yearEnds.$inferSelect & { closedByName: string | null };

/** The business's closed years, by year end. */
export async function closedYears(db: Executor, accountId: number): Promise<Map<string, YearEndRow>> {
  const rows = await db
    .select({ row: yearEnds, name: users.name, email: users.email })
    .from(yearEnds)
    .leftJoin(users, eq(users.id, yearEnds.closedBy))
    .where(eq(yearEnds.accountId, accountId))
    .orderBy(asc(yearEnds.yearEnd));
  return new Map(
    rows.map(({ row, name, email }) => [row.yearEnd, { ...row, closedByName: name || email || null }]),
  );
}

/** The financial years from the one of the business's first journal line to the one of `today`. */
export async function yearsOfBooks(
  db: Executor,
  accountId: number,
  today: string,
  yearStart: string,
): Promise<FinancialYear[]> {
  const [first] = await db
    .select({ date: min(ledgerDailyBalances.date) })
    .from(ledgerDailyBalances)
    .where(eq(ledgerDailyBalances.accountId, accountId));
  return first?.date ? financialYears(first.date, today, yearStart) : [];
}

/**
 * A year's figures in cents: its profit (the balance sheet's current year earnings at its last day, which is
 * the profit and loss's net profit of its dates) and 3100 Retained earnings as the balance sheet shows it
 * from the next year's first day (its row at the year end plus that year's earnings).
 */
export async function yearFigures(db: Executor, accountId: number, year: FinancialYear, yearStart: string) {
  const { retainedEarnings, currentYearEarnings } = await earningsAsOf(
    db,
    accountId,
    year.yearEnd,
    yearStart,
  );
  return { profit: currentYearEarnings, retainedEarnings: retainedEarnings + currentYearEarnings };
}

/** The year as GET /ledger/year_ends shows it. */
export function yearEndView(
  year: FinancialYear,
  figures: { profit: bigint; retainedEarnings: bigint },
  closed: YearEndRow | undefined,
): YearEnd {
  return {
    year_start: year.yearStart,
    year_end: year.yearEnd,
    profit: centsToNumber(figures.profit),
    retained_earnings: centsToNumber(figures.retainedEarnings),
    status: closed ? 'closed' : 'open',
    closed_at: closed ? closed.closedAt.toISOString() : null,
    closed_by: closed?.closedByName ?? null,
  };
}

/** GET /ledger/year_ends: every financial year of the books, oldest first. */
export async function listYearEnds(
  db: Executor,
  accountId: number,
  today: string,
  yearStart: string,
): Promise<YearEnd[]> {
  const [years, closed] = await Promise.all([
    yearsOfBooks(db, accountId, today, yearStart),
    closedYears(db, accountId),
  ]);
  const list: YearEnd[] = [];
  for (const year of years) {
    list.push(yearEndView(year, await yearFigures(db, accountId, year, yearStart), closed.get(year.yearEnd)));
  }
  return list;
}
