import { exchangeRateKeys, listExchangeRates } from '@daftari/api-client';
import { DEFAULT_CURRENCY, documentCurrencies } from '@daftari/contracts';
import { useQuery } from '@tanstack/react-query';

/** The currencies the account's rate table has (its newest 100 rates: one CBK import's day holds ~20). */
export function useRatedCurrencies(): string[] {
  const query = { per_page: 100 };
  const rates = useQuery({
    queryKey: exchangeRateKeys.list(query),
    queryFn: () => listExchangeRates(query),
  });
  return [...new Set((rates.data?.data ?? []).map((rate) => rate.currency))];
}

/** The table's latest rate for `currency` on or before `date` (undefined: none, or not asked for). */
export function useTableRate(currency: string, date: string, enabled: boolean) {
  const query = { currency, to: date, per_page: 1 };
  return useQuery({
    queryKey: exchangeRateKeys.list(query),
    queryFn: async () => (await listExchangeRates(query)).data[0] ?? null,
    enabled: enabled && /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}

/**
 * The currencies a document can be written in (documentCurrencies): the account's own first, then those its
 * rate table has a rate for, and the one the document already has.
 */
export function currencyOptions(
  accountCurrency: string | undefined,
  rated: readonly string[] = [],
  current?: string | null,
) {
  return documentCurrencies(accountCurrency ?? DEFAULT_CURRENCY, current ? [...rated, current] : rated).map(
    (code) => ({ value: code, label: code }),
  );
}
