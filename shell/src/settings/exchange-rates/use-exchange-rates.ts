import {
  createExchangeRate,
  type ExchangeRateQuery,
  exchangeRateKeys,
  importExchangeRates,
  listExchangeRates,
} from '@daftari/api-client';
import type { ExchangeRateRequest } from '@daftari/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** One page of the account's rates, newest first (`currency` filters). */
export function useExchangeRates(query: ExchangeRateQuery) {
  return useQuery({
    queryKey: exchangeRateKeys.list(query),
    queryFn: () => listExchangeRates(query),
    placeholderData: keepPreviousData,
  });
}

/** The currencies the rate table has, for the filter (its newest 100 rates). */
export function useRateCurrencies(): string[] {
  const query = { per_page: 100 };
  const rates = useQuery({ queryKey: exchangeRateKeys.list(query), queryFn: () => listExchangeRates(query) });
  return [...new Set((rates.data?.data ?? []).map((rate) => rate.currency))].sort();
}

/** After a change every list of rates (and the document forms' lookups) is read again. */
function useRatesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: exchangeRateKeys.all });
}

export function useAddRate() {
  const changed = useRatesChanged();
  return useMutation({
    mutationFn: (request: ExchangeRateRequest) => createExchangeRate(request),
    onSuccess: changed,
  });
}

export function useImportRates() {
  const changed = useRatesChanged();
  return useMutation({ mutationFn: (file: File) => importExchangeRates(file), onSuccess: changed });
}
