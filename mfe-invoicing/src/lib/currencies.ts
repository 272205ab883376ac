import { DEFAULT_CURRENCY, documentCurrencies } from '@daftari/contracts';

/**
 * The currencies a document can be written in: the account's own only (documentCurrencies), since the books
 * cannot yet post another currency at a rate.
 */
export function currencyOptions(accountCurrency: string | undefined) {
  return documentCurrencies(accountCurrency ?? DEFAULT_CURRENCY).map((code) => ({
    value: code,
    label: code,
  }));
}
