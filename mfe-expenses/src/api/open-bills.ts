import { importOpenBills } from '@daftari/api-client';
import type { OpenBillImportMapping } from '@daftari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expenseKeys } from './keys.ts';

export interface OpenBillsImportRequest {
  file: Blob;
  dryRun?: boolean;
  mapping?: OpenBillImportMapping;
}

/** POST /bills/import_open on the switching `date` (empty: today); a real import refreshes the bill lists. */
export function useImportOpenBills(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun = false, mapping }: OpenBillsImportRequest) =>
      importOpenBills(file, { dryRun, mapping, date: date || undefined }),
    onSuccess: (_answer, { dryRun }) => {
      if (dryRun) return;
      void queryClient.invalidateQueries({ queryKey: expenseKeys.billLists() });
    },
  });
}
