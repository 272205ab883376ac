import { listInvoices } from '@daftari/api-client';
import type { InvoiceListRow } from '@daftari/contracts';
import { useQuery } from '@tanstack/react-query';
import { bankingKeys } from './keys.ts';

/**
 * The business's latest 100 invoices: what the inbox names a match by (its number), and, those with a balance
 * left, what a money-in line can pay.
 */
export function useInvoices() {
  return useQuery({
    queryKey: bankingKeys.invoices(),
    queryFn: async () => (await listInvoices({ per_page: 100 })).data,
  });
}

/** Those an amount can still be paid to: sent, not void, with a balance. */
export const openInvoices = (invoices: InvoiceListRow[]) =>
  invoices.filter(
    (invoice) => invoice.balance > 0 && invoice.status !== 'draft' && invoice.status !== 'void',
  );
