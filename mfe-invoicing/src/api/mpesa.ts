import { http, listInvoices, send } from '@daftari/api-client';
import {
  type AssignMpesaPaymentRequest,
  accountSchema,
  dataEnvelope,
  type InvoiceSummary,
  pagedEnvelope,
  type UnmatchedMpesaListQuery,
  unmatchedMpesaListQuerySchema,
  unmatchedMpesaPaymentSchema,
} from '@daftari/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './keys.ts';

const unmatchedPageSchema = pagedEnvelope(unmatchedMpesaPaymentSchema);
const unmatchedEnvelope = dataEnvelope(unmatchedMpesaPaymentSchema);
const accountEnvelope = dataEnvelope(accountSchema);

/** The API's largest page: the picker reads the invoices in as few requests as it can. */
const INVOICES_PER_REQUEST = 100;

/** GET /mpesa/unmatched: a page of the paybill payments waiting for an invoice (or already assigned). */
export function useUnmatchedMpesaPayments(query: UnmatchedMpesaListQuery) {
  return useQuery({
    queryKey: invoiceKeys.mpesaUnmatched(query),
    queryFn: async () => {
      const { status, page, per_page } = unmatchedMpesaListQuerySchema.parse(query);
      const searchParams = { status, page: String(page), per_page: String(per_page) };
      const { body } = await send(
        unmatchedPageSchema,
        () => http.get('mpesa/unmatched', { searchParams }),
        'Failed to load the M-Pesa payments',
      );
      return body;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * POST /mpesa/unmatched/{id}/assign: the payment pays the invoice. The queue refreshes, and so does the
 * invoice with every list that shows it.
 */
export function useAssignMpesaPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, request }: { id: number; request: AssignMpesaPaymentRequest }) => {
      const { body } = await send(
        unmatchedEnvelope,
        () => http.post(`mpesa/unmatched/${id}/assign`, { json: request }),
        'Failed to assign the payment',
      );
      return body.data;
    },
    onSuccess: (_payment, { request }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.mpesaUnmatchedLists() }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(request.invoice_id) }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
      ]),
  });
}

/** Every invoice that still owes something (newest first), read page by page while the dialog is open. */
export function useOpenInvoices(enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.openInvoices(),
    queryFn: async () => {
      const open: InvoiceSummary[] = [];
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const list = await listInvoices({ page, per_page: INVOICES_PER_REQUEST });
        open.push(...list.data.filter((invoice) => invoice.status !== 'void' && invoice.balance > 0));
        pages = list.meta.total_pages;
      }
      return open;
    },
    enabled,
    staleTime: 0,
  });
}

/** GET /account: the settings' own read of the account, with the paybill's confirmation token. */
export function useAccountSettings() {
  return useQuery({
    queryKey: invoiceKeys.account(),
    queryFn: async () => {
      const { body } = await send(accountEnvelope, () => http.get('account'), 'Failed to load the account');
      return body.data;
    },
  });
}
