import {
  createLedgerAccount,
  currentUserQuery,
  deleteLedgerAccount,
  ledgerAccountKeys,
  ledgerAccountsQuery,
  updateLedgerAccount,
} from '@daftari/api-client';
import type { LedgerAccountCreateRequest, LedgerAccountUpdateRequest } from '@daftari/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The chart of accounts; archived accounts only when asked for. */
export function useChartAccounts(includeArchived = false) {
  return useQuery({
    ...ledgerAccountsQuery(includeArchived ? { include_archived: 'true' } : {}),
    placeholderData: keepPreviousData,
  });
}

function useRefreshChart() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ledgerAccountKeys.all });
}

export function useCreateLedgerAccount() {
  const onSuccess = useRefreshChart();
  return useMutation({
    mutationFn: (request: LedgerAccountCreateRequest) => createLedgerAccount(request),
    onSuccess,
  });
}

export function useUpdateLedgerAccount() {
  const onSuccess = useRefreshChart();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: LedgerAccountUpdateRequest['ledger_account'] }) =>
      updateLedgerAccount(id, { ledger_account: change }),
    onSuccess,
  });
}

export function useDeleteLedgerAccount() {
  const onSuccess = useRefreshChart();
  return useMutation({ mutationFn: (id: number) => deleteLedgerAccount(id), onSuccess });
}

/** The account's currency; undefined until the user loads. */
export function useAccountCurrency(): string | undefined {
  return useQuery(currentUserQuery).data?.account.currency;
}
