import { ApiError, contactOptionsQuery, contactQuery, ledgerAccountsQuery } from '@daftari/api-client';
import type { LedgerAccountListQuery } from '@daftari/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** A picker's request the API refused (4xx) is not asked again; a failure on the way is, twice. */
export const retryUnlessClientError = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

/**
 * The contacts matching `search` (name, e-mail, company), the server filtering as the owner types; the last
 * answer stays while the next one loads.
 */
export function useContactOptions(search: string) {
  return useQuery({
    ...contactOptionsQuery(search),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
    select: (page) => page.data,
  });
}

/** One contact (none for null), e.g. a choice the current search did not bring, for its label. */
export function useContactById(id: number | null) {
  return useQuery({ ...contactQuery(id ?? 0), retry: retryUnlessClientError });
}

/**
 * GET /ledger_accounts as a picker reads it: names and types change rarely, so it is asked again after five
 * minutes, or at once when the chart changes (which invalidates `ledgerAccountKeys.all`).
 */
export function useLedgerAccounts(query: LedgerAccountListQuery = {}) {
  return useQuery({ ...ledgerAccountsQuery(query), staleTime: 5 * 60_000 });
}
