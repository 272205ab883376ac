import type { YearEndClose } from '@daftari/contracts';
import { centsToDecimal, centsToNumber } from '@daftari/format';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, yearEnds } from '../../db/schema.ts';
import { type Tx, writeTransaction } from '../../db/transaction.ts';
import { lockingDocument } from '../../db/write-order.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { earningsAsOf } from '../reports/index.ts';
import { closedYears, yearEndView, yearFigures, yearsOfBooks } from './list.ts';
import { isYearEnd } from './years.ts';

export interface YearEndActor {
  accountId: number;
  userId: number;
  /** The time now (the close's time), and the business's today. */
  now: Date;
  today: string;
}

/**
 * The business's row FOR UPDATE: its lock date and financial year start, held until the close or reopening
 * commits. That is step 1 of the write order (db/write-order.ts: the document a write changes is the
 * business itself) and the only lock either takes, since neither posts. Every posting reads the row FOR
 * SHARE (the lock date), so one running waits for it and one after it sees the new lock date.
 */
async function lockBusiness(tx: Tx, accountId: number) {
  lockingDocument(tx, `account:${accountId}`);
  const [row] = await tx
    .select({ lockDate: accounts.lockDate, yearStart: accounts.financialYearStart })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!row) throw new Error(`account ${accountId} not found`);
  return row;
}

/**
 * POST /ledger/year_ends: closes the financial year ending `yearEnd`, the earliest one still open, once it
 * has ended (422 otherwise, and for a day that ends no financial year or a year before the books begin; 409
 * when it is closed already). Records who closed it, when, and its profit, and moves the lock date to the
 * year end unless it is later already. Posts nothing: the balance sheet shows the year's profit in 3100
 * Retained earnings from the next year's first day by computation, so today's balance sheet is the same
 * before and after, which the answer shows.
 */
export async function closeYear(db: Db, actor: YearEndActor, yearEnd: string): Promise<YearEndClose> {
  const { accountId, today } = actor;
  return writeTransaction(db, 'The amounts are too large to close the year', async (tx) => {
    const business = await lockBusiness(tx, accountId);
    if (!isYearEnd(yearEnd, business.yearStart)) {
      throw invalidField('year_end', `${yearEnd} is not the last day of a financial year`);
    }
    const closed = await closedYears(tx, accountId);
    if (closed.has(yearEnd)) throw new HttpError(409, `The year ending ${yearEnd} is closed already`);
    if (yearEnd >= today) throw invalidField('year_end', `The year ending ${yearEnd} has not ended yet`);
    const years = await yearsOfBooks(tx, accountId, today, business.yearStart);
    const year = years.find((candidate) => candidate.yearEnd === yearEnd);
    if (!year)
      throw invalidField('year_end', `The books have no entries in or before the year ending ${yearEnd}`);
    const earlier = years.find((candidate) => candidate.yearEnd < yearEnd && !closed.has(candidate.yearEnd));
    if (earlier) throw invalidField('year_end', `Close the year ending ${earlier.yearEnd} first`);

    const before = await earningsAsOf(tx, accountId, today, business.yearStart);
    const yearOnly = await yearFigures(tx, accountId, year, business.yearStart);
    const lockDate = business.lockDate && business.lockDate > yearEnd ? business.lockDate : yearEnd;
    await tx.insert(yearEnds).values({
      accountId,
      yearStart: year.yearStart,
      yearEnd,
      profit: centsToDecimal(yearOnly.profit),
      lockDateBefore: business.lockDate,
      closedAt: actor.now,
      closedBy: actor.userId,
    });
    await tx.update(accounts).set({ lockDate }).where(eq(accounts.id, accountId));
    const after = await earningsAsOf(tx, accountId, today, business.yearStart);
    return {
      ...yearEndView(year, yearOnly, (await closedYears(tx, accountId)).get(yearEnd)),
      lock_date: lockDate,
      balance_sheet: {
        as_of: today,
        retained_earnings_before: centsToNumber(before.retainedEarnings),
        retained_earnings_after: centsToNumber(after.retainedEarnings),
        current_year_earnings_before: centsToNumber(before.currentYearEarnings),
        current_year_earnings_after: centsToNumber(after.currentYearEarnings),
      },
    };
  });
}

/**
 * DELETE /ledger/year_ends/{year_end}: reopens the latest closed year (404 for a day that is no closed year,
 * 409 for a closed year with a later one closed). The lock date goes back to what it was before the close
 * when it still is what the close set; a lock date changed since stays as it is.
 */
export async function reopenYear(db: Db, accountId: number, yearEnd: string): Promise<void> {
  await writeTransaction(db, 'The year could not be reopened', async (tx) => {
    const business = await lockBusiness(tx, accountId);
    const closed = await closedYears(tx, accountId);
    const row = closed.get(yearEnd);
    if (!row) throw new HttpError(404, `No closed year ends on ${yearEnd}`);
    const later = [...closed.keys()].filter((end) => end > yearEnd).at(-1);
    if (later) throw new HttpError(409, `Reopen the year ending ${later} first`);
    const setByClose = row.lockDateBefore && row.lockDateBefore > yearEnd ? row.lockDateBefore : yearEnd;
    await tx.delete(yearEnds).where(and(eq(yearEnds.accountId, accountId), eq(yearEnds.id, row.id)));
    if (business.lockDate === setByClose) {
      await tx.update(accounts).set({ lockDate: row.lockDateBefore }).where(eq(accounts.id, accountId));
    }
  });
}
