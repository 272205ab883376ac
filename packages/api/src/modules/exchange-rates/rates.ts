import type { ExchangeRate } from '@daftari/contracts';
import { rateNumber, rateText, toRateMicros } from '@daftari/format';
import { and, count, desc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import { exchangeRates } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { type PageQuery, pageMeta, pageOffset } from '../../http/paging.ts';

type RateRow = typeof exchangeRates.$inferSelect;

export const toExchangeRate = (row: RateRow): ExchangeRate => ({
  id: row.id,
  currency: row.currency,
  date: row.date,
  rate: rateNumber(row.rate),
  source: row.source as ExchangeRate['source'],
});

export interface RateListQuery extends PageQuery {
  currency?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** GET /exchange_rates: the business's rates, newest day first, then by currency. */
export async function listRates(db: Executor, accountId: number, query: RateListQuery) {
  const where = and(
    eq(exchangeRates.accountId, accountId),
    query.currency ? eq(exchangeRates.currency, query.currency) : undefined,
    query.from ? gte(exchangeRates.date, query.from) : undefined,
    query.to ? lte(exchangeRates.date, query.to) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(exchangeRates)
      .where(where)
      .orderBy(desc(exchangeRates.date), exchangeRates.currency)
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ count: count() }).from(exchangeRates).where(where),
  ]);
  return { data: rows.map(toExchangeRate), meta: pageMeta(counted?.count ?? 0, query) };
}

/** A day's rate of one currency, as stored or to be stored (`rateMicros`: millionths of the books' currency). */
export interface DayRate {
  currency: string;
  date: string;
  rateMicros: bigint;
}

/**
 * Stores rates, one per currency and day: a day that has one already takes the new rate. Answers the rows
 * and how many replaced an earlier rate.
 */
export async function storeRates(
  db: Executor,
  accountId: number,
  rates: readonly DayRate[],
  source: ExchangeRate['source'],
): Promise<{ rows: RateRow[]; replaced: number }> {
  if (rates.length === 0) return { rows: [], replaced: 0 };
  const rows = await db
    .insert(exchangeRates)
    .values(
      rates.map((rate) => ({
        accountId,
        currency: rate.currency,
        date: rate.date,
        rate: rateText(rate.rateMicros),
        source,
      })),
    )
    .onConflictDoUpdate({
      target: [exchangeRates.accountId, exchangeRates.currency, exchangeRates.date],
      set: { rate: sql`excluded.rate`, source: sql`excluded.source` },
    })
    // xmax is 0 on a row this statement inserted, the replacing transaction's id on one it updated.
    .returning({ ...getTableColumns(exchangeRates), inserted: sql<boolean>`(xmax = 0)` });
  return {
    rows: rows.map(({ inserted: _, ...row }) => row),
    replaced: rows.filter((row) => !row.inserted).length,
  };
}

/** The business's rate of `currency` on `date`: its latest on or before that day, null when it has none. */
export async function rateOn(
  db: Executor,
  accountId: number,
  currency: string,
  date: string,
): Promise<bigint | null> {
  const [row] = await db
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.accountId, accountId),
        eq(exchangeRates.currency, currency),
        lte(exchangeRates.date, date),
      ),
    )
    .orderBy(desc(exchangeRates.date))
    .limit(1);
  return row ? toRateMicros(row.rate) : null;
}
