import { getInvoiceActivity, invoiceKeys } from '@daftari/api-client';
import { useQuery } from '@tanstack/react-query';

/** What happened to an invoice, oldest first; refreshed with the invoice (its key sits under the invoice's). */
export function useInvoiceActivity(id: string) {
  return useQuery({
    queryKey: invoiceKeys.activity(id),
    queryFn: () => getInvoiceActivity(id),
    staleTime: 0,
  });
}
