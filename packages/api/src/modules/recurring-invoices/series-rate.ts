import { accountCurrency } from '../../db/account-currency.ts';
import type { Tx } from '../../db/transaction.ts';
import { resolveRate } from '../exchange-rates/index.ts';

/**
 * A series' currency and rate as stored: in the books' currency, rate 1; in another, the rate given (fixed for
 * every invoice), else null: each invoice takes the rate table's on its issue date, so the table must have one
 * on or before `date` (the next issue date), or 422 under `exchange_rate`, as for an invoice.
 */
export async function seriesRate(
  tx: Tx,
  accountId: number,
  given: { currency: string | undefined; exchangeRate: number | null | undefined; date: string },
): Promise<{ currency: string; exchangeRate: string | null }> {
  const rate = await resolveRate(tx, accountId, {
    currency: given.currency ?? (await accountCurrency(tx, accountId)),
    exchangeRate: given.exchangeRate ?? undefined,
    date: given.date,
  });
  const fixed = given.exchangeRate != null || rate.currency === (await accountCurrency(tx, accountId));
  return { currency: rate.currency, exchangeRate: fixed ? rate.exchangeRate : null };
}
