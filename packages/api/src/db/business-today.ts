import { calendarDayIn } from '@daftari/format';
import { eq } from 'drizzle-orm';
import { accounts } from './schema.ts';
import type { Executor } from './transaction.ts';

/** Today for the business: the calendar day `now` falls on in its account's time zone. */
export async function businessToday(db: Executor, accountId: number, now: Date): Promise<string> {
  const [row] = await db
    .select({ timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw new Error(`account ${accountId} not found`);
  return calendarDayIn(row.timeZone, now);
}

/** The first day (`MM-dd`) of the business's financial year. */
export async function financialYearOf(db: Executor, accountId: number): Promise<string> {
  const [row] = await db
    .select({ start: accounts.financialYearStart })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw new Error(`account ${accountId} not found`);
  return row.start;
}
