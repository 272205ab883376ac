import { currentUserQuery, importOpenInvoices } from '@daftari/api-client';
import type { OpenInvoiceImportMapping } from '@daftari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './keys.ts';

export interface OpenInvoicesImportRequest {
  file: Blob;
  dryRun?: boolean;
  mapping?: OpenInvoiceImportMapping;
}

/**
 * POST /invoices/import_open on the switching `date` (empty: today); a real import refreshes the invoice lists
 * and the current user (the account now has invoices).
 */
export function useImportOpenInvoices(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun = false, mapping }: OpenInvoicesImportRequest) =>
      importOpenInvoices(file, { dryRun, mapping, date: date || undefined }),
    onSuccess: (_answer, { dryRun }) => {
      if (dryRun) return;
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
