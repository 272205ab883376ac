import { http, saveBlob, send, sendBlob } from '@daftari/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { bankingKeys } from './keys.ts';
import { useRefreshMoney } from './refresh.ts';
import { reconciliationEnvelope, reconciliationList } from './schemas.ts';

export function useReconciliations(accountId: number | null) {
  return useQuery({
    queryKey: bankingKeys.reconciliations(accountId ?? 0),
    queryFn: async () => {
      const { body } = await send(
        reconciliationList,
        () => http.get(`bank_accounts/${accountId}/reconciliations`, { searchParams: { per_page: 100 } }),
        'Failed to load reconciliations',
      );
      return body.data;
    },
    enabled: accountId !== null,
  });
}

export function useStartReconciliation() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async (input: { accountId: number; statement_date: string; statement_balance: number }) => {
      const { body } = await send(
        reconciliationEnvelope,
        () =>
          http.post(`bank_accounts/${input.accountId}/reconciliations`, {
            json: { statement_date: input.statement_date, statement_balance: input.statement_balance },
          }),
        'Could not start the reconciliation',
      );
      return body.data;
    },
    onSuccess: refresh,
  });
}

/** POST /reconciliations/{id}/complete or /undo. */
export function useReconciliationStep() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async ({ id, step }: { id: number; step: 'complete' | 'undo' }) => {
      const { body } = await send(
        reconciliationEnvelope,
        () => http.post(`reconciliations/${id}/${step}`),
        step === 'complete' ? 'Could not complete the reconciliation' : 'Could not undo the reconciliation',
      );
      return body.data;
    },
    onSettled: refresh,
  });
}

/** GET /reports/reconciliation as CSV or PDF, saved as a download. */
export function useDownloadReconciliationReport() {
  return useMutation({
    mutationFn: async (input: { accountId: number; asOf: string; number: string; format: 'csv' | 'pdf' }) => {
      const blob = await sendBlob(
        () =>
          http.get('reports/reconciliation', {
            searchParams: { ledger_account_id: input.accountId, as_of: input.asOf, format: input.format },
          }),
        'Failed to download the reconciliation report',
      );
      saveBlob(blob, `reconciliation-${input.number}-${input.asOf}.${input.format}`);
    },
  });
}
