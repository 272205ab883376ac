import { documentCurrencies, otherCurrencyMessage } from '@daftari/contracts';
import { accountCurrency } from '../db/account-currency.ts';
import type { Executor } from '../db/transaction.ts';
import { invalidField } from './errors.ts';

/**
 * The currency a document is written in: the account's when none is given; another than the account's is
 * refused (422 under `currency`), since the books cannot yet post it at a rate. Every document's create and
 * update path (and anything that posts a stored document) asks here.
 */
export async function documentCurrency(
  db: Executor,
  accountId: number,
  given: string | undefined,
): Promise<string> {
  const currency = await accountCurrency(db, accountId);
  if (given !== undefined && !documentCurrencies(currency).includes(given)) {
    throw invalidField('currency', otherCurrencyMessage(currency));
  }
  return currency;
}
