import {
  addInvoiceItems,
  createInvoice,
  createPriceListItem,
  currentUserQuery,
  deleteInvoice,
  deleteInvoiceItem,
  downloadInvoicePdf,
  downloadPaymentReceipt,
  emailInvoice,
  getInvoice,
  listInvoices,
  listPriceListItems,
  recordPayment,
  saveBlob,
  updateInvoice,
  updateInvoiceItem,
  voidInvoice,
} from '@daftari/api-client';
import type {
  AddInvoiceItemsRequest,
  Invoice,
  InvoiceCreateRequest,
  InvoiceItemInput,
  InvoiceListQuery,
  InvoiceUpdateRequest,
  ManualPaymentRequest,
  Payment,
  PriceListItemRequest,
  UpdateInvoiceItemRequest,
} from '@daftari/contracts';
import { documentFileName, receiptFileName } from '@daftari/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './keys.ts';

/** A page of invoices with the summary; the previous page stays on screen while the next one loads. */
export function useInvoices(params: InvoiceListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: invoiceKeys.list(params),
    queryFn: () => listInvoices(params),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}

/**
 * One invoice: enabled only with an id; always refetched on mount, focus and reconnect; never fresh (stale
 * time 0); no polling.
 */
/** How often an invoice awaiting KRA's signature is fetched again (the signing job retries within seconds). */
const KRA_POLL_MS = 3_000;

export function useInvoice(id: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.detail(id ?? ''),
    queryFn: () => getInvoice(id!),
    enabled: Boolean(id),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    // While KRA has not signed it yet, the page follows the signing job until it has an answer.
    refetchInterval: (query) => (query.state.data?.etims?.status === 'pending' ? KRA_POLL_MS : false),
  });
}

export function usePriceListItems(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: invoiceKeys.priceList(),
    queryFn: listPriceListItems,
    enabled: options.enabled ?? true,
  });
}

/**
 * After a write that answers the invoice: the answer becomes the cached invoice, then the invoice is
 * refetched and every invoice list is refreshed (this area's rows and summary, and the contacts area's
 * lists of a contact's invoices, all under the shared `invoiceKeys.lists()`).
 */
export function useInvoiceWritten() {
  const queryClient = useQueryClient();
  return (invoice: Invoice) => {
    queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(invoice.id) }),
      queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
    ]);
  };
}

/** Creating the first invoice (or deleting the last) changes the account's has_invoices. */
function useInvalidateCurrentUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
}

export function useCreateInvoice() {
  const written = useInvoiceWritten();
  const invalidateUser = useInvalidateCurrentUser();
  return useMutation({
    mutationFn: (request: InvoiceCreateRequest) => createInvoice(request),
    onSuccess: (invoice) => {
      void written(invoice);
      void invalidateUser();
    },
  });
}

export function useUpdateInvoice(id: string) {
  const written = useInvoiceWritten();
  return useMutation({
    mutationFn: (request: InvoiceUpdateRequest) => updateInvoice(id, request),
    onSuccess: (invoice) => written(invoice),
  });
}

export function useDeleteInvoice(id: string) {
  const queryClient = useQueryClient();
  const invalidateUser = useInvalidateCurrentUser();
  return useMutation({
    mutationFn: () => deleteInvoice(id),
    // The deleted invoice's own query is left alone: its page is still on screen until the caller navigates
    // away, and refetching it now would flash 'Invoice Not Found'. Unobserved, it is garbage-collected.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
      void invalidateUser();
    },
  });
}

export function useAddInvoiceItems(id: string) {
  const queryClient = useQueryClient();
  const written = useInvoiceWritten();
  return useMutation({
    mutationFn: (request: AddInvoiceItemsRequest) => addInvoiceItems(id, request),
    onSuccess: (invoice, request) => {
      if (request.save_to_price_list)
        void queryClient.invalidateQueries({ queryKey: invoiceKeys.priceList() });
      return written(invoice);
    },
  });
}

export function useUpdateInvoiceItem(id: string) {
  const written = useInvoiceWritten();
  return useMutation({
    mutationFn: ({ itemId, request }: { itemId: number; request: UpdateInvoiceItemRequest }) =>
      updateInvoiceItem(id, itemId, request),
    onSuccess: (invoice) => written(invoice),
  });
}

/** The item dialog's writes on an invoice's lines. */
export function useInvoiceLineWrites(id: string) {
  const add = useAddInvoiceItems(id);
  const update = useUpdateInvoiceItem(id);
  return {
    add: add.mutateAsync,
    update: (itemId: number, line: InvoiceItemInput) =>
      update.mutateAsync({ itemId, request: { invoice_item: line } }),
    pending: add.isPending || update.isPending,
  };
}

export function useDeleteInvoiceItem(id: string) {
  const written = useInvoiceWritten();
  return useMutation({
    mutationFn: (itemId: number) => deleteInvoiceItem(id, itemId),
    onSuccess: (invoice) => written(invoice),
  });
}

/** Emailing a draft marks it sent, so the invoice and the lists change. */
export function useEmailInvoice(id: string) {
  const written = useInvoiceWritten();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => emailInvoice(id, email),
    onSuccess: (result) => {
      written(result.invoice);
      if (result.delivery === 'outbox') queryClient.invalidateQueries({ queryKey: invoiceKeys.outbox() });
    },
  });
}

export function useRecordPayment(id: string) {
  const written = useInvoiceWritten();
  return useMutation({
    mutationFn: (request: ManualPaymentRequest) => recordPayment(id, request),
    onSuccess: (invoice) => written(invoice),
  });
}

/**
 * Voiding answers the invoice, now void and owing nothing: it leaves the lists' sums and balances. A refusal
 * often means the invoice changed elsewhere (a payment came in), so the invoice is refetched then too.
 */
export function useVoidInvoice(id: string) {
  const written = useInvoiceWritten();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => voidInvoice(id),
    onSuccess: (invoice) => written(invoice),
    onError: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(id) }),
  });
}

export function useCreatePriceListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PriceListItemRequest) => createPriceListItem(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.priceList() }),
  });
}

/** GET /invoices/{id}/pdf, saved by the browser as `{number} {contact}.pdf`, as the API names it. */
export function useDownloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'invoice_number' | 'contact'>) {
  return useMutation({
    mutationFn: async () => {
      const blob = await downloadInvoicePdf(invoice.id);
      saveBlob(blob, documentFileName(invoice.invoice_number, invoice.contact));
    },
  });
}

/** GET /payments/{id}/receipt, saved as `{receipt number} {contact}.pdf`, as the API names it. */
export function useDownloadPaymentReceipt(invoice: Pick<Invoice, 'contact'>) {
  return useMutation({
    mutationFn: async (payment: Pick<Payment, 'id' | 'receipt_number'>) => {
      const blob = await downloadPaymentReceipt(payment.id);
      saveBlob(blob, receiptFileName(payment.receipt_number, invoice.contact));
    },
  });
}
