import { rateText, toRateMicros } from '@daftari/format';
import { accountCurrency } from '../../db/account-currency.ts';
import type { Executor } from '../../db/transaction.ts';
import { invalidField } from '../../http/errors.ts';
import { rateOn } from './rates.ts';

/** A document's currency and rate as stored: the rate as decimal text ('129.5'; '1' in the books' own). */
export interface ResolvedRate {
  currency: string;
  exchangeRate: string;
}

/**
 * The rate a document (or a payment of one) in `currency` takes on `date`: 1 in the books' currency (another
 * given is refused), else the one given, else the rate table's latest on or before that day, else
 * `fallback` (a payment: its document's rate); without any, 422 under `exchange_rate` (`field`), saying where
 * to add it.
 */
export async function resolveRate(
  db: Executor,
  accountId: number,
  {
    currency,
    exchangeRate,
    date,
    fallback,
  }: { currency: string; exchangeRate?: number | undefined; date: string; fallback?: string },
  field = 'exchange_rate',
): Promise<ResolvedRate> {
  const books = await accountCurrency(db, accountId);
  if (currency === books) {
    if (exchangeRate !== undefined && toRateMicros(exchangeRate) !== 1_000_000n) {
      throw invalidField(field, `In ${books}, the books' currency, the rate is always 1`);
    }
    return { currency, exchangeRate: '1' };
  }
  if (exchangeRate !== undefined) return { currency, exchangeRate: rateText(toRateMicros(exchangeRate)) };
  const table = await rateOn(db, accountId, currency, date);
  if (table === null && fallback !== undefined) {
    return { currency, exchangeRate: rateText(toRateMicros(fallback)) };
  }
  if (table === null) {
    throw invalidField(
      field,
      `There is no ${currency} rate on or before ${date}: add one under Exchange rates, or give the rate`,
    );
  }
  return { currency, exchangeRate: rateText(table) };
}
