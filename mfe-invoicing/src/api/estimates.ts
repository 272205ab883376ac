import {
  addEstimateItems,
  convertEstimate,
  createEstimate,
  currentUserQuery,
  deleteEstimate,
  deleteEstimateItem,
  downloadEstimatePdf,
  emailEstimate,
  getEstimate,
  listEstimates,
  saveBlob,
  updateEstimate,
  updateEstimateItem,
} from '@daftari/api-client';
import type {
  AddEstimateItemsRequest,
  Estimate,
  EstimateCreateRequest,
  EstimateListQuery,
  EstimateUpdateRequest,
  InvoiceItemInput,
} from '@daftari/contracts';
import { documentFileName } from '@daftari/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useInvoiceWritten } from './invoices.ts';
import { invoiceKeys } from './keys.ts';

/** A page of estimates with the summary cards; the previous page stays on screen while the next one loads. */
export function useEstimates(params: EstimateListQuery) {
  return useQuery({
    queryKey: invoiceKeys.estimateList(params),
    queryFn: () => listEstimates(params),
    placeholderData: keepPreviousData,
  });
}

/** One estimate, refetched on mount and focus (the customer may accept it meanwhile). */
export function useEstimate(id: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.estimate(id ?? ''),
    queryFn: () => getEstimate(id!),
    enabled: Boolean(id),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}

/** After a write that answers the estimate: it becomes the cached one, and every estimate list refreshes. */
function useEstimateWritten() {
  const queryClient = useQueryClient();
  return (estimate: Estimate) => {
    queryClient.setQueryData(invoiceKeys.estimate(estimate.id), estimate);
    return queryClient.invalidateQueries({ queryKey: invoiceKeys.estimateLists() });
  };
}

export function useCreateEstimate() {
  const written = useEstimateWritten();
  return useMutation({
    mutationFn: (request: EstimateCreateRequest) => createEstimate(request),
    onSuccess: (estimate) => written(estimate),
  });
}

/** PUT /estimates/{id}: the fields, or `{status: 'sent'}`. */
export function useUpdateEstimate(id: string) {
  const written = useEstimateWritten();
  return useMutation({
    mutationFn: (request: EstimateUpdateRequest) => updateEstimate(id, request),
    onSuccess: (estimate) => written(estimate),
  });
}

export function useDeleteEstimate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteEstimate(id),
    // The deleted estimate's own query is left alone: its page is on screen until the caller navigates away.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.estimateLists() }),
  });
}

/** The item dialog's writes on an estimate's lines. */
export function useEstimateLineWrites(id: string) {
  const queryClient = useQueryClient();
  const written = useEstimateWritten();
  const add = useMutation({
    mutationFn: (request: AddEstimateItemsRequest) => addEstimateItems(id, request),
    onSuccess: (estimate, request) => {
      if (request.save_to_price_list)
        void queryClient.invalidateQueries({ queryKey: invoiceKeys.priceList() });
      return written(estimate);
    },
  });
  const update = useMutation({
    mutationFn: ({ itemId, line }: { itemId: number; line: InvoiceItemInput }) =>
      updateEstimateItem(id, itemId, { estimate_item: line }),
    onSuccess: (estimate) => written(estimate),
  });
  return {
    add: add.mutateAsync,
    update: (itemId: number, line: InvoiceItemInput) => update.mutateAsync({ itemId, line }),
    pending: add.isPending || update.isPending,
  };
}

export function useDeleteEstimateItem(id: string) {
  const written = useEstimateWritten();
  return useMutation({
    mutationFn: (itemId: number) => deleteEstimateItem(id, itemId),
    onSuccess: (estimate) => written(estimate),
  });
}

/** E-mailing a draft marks it sent. */
export function useEmailEstimate(id: string) {
  const written = useEstimateWritten();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => emailEstimate(id, email),
    onSuccess: (result) => {
      void written(result.estimate);
      if (result.delivery === 'outbox')
        void queryClient.invalidateQueries({ queryKey: invoiceKeys.outbox() });
    },
  });
}

/**
 * POST /estimates/{id}/convert: answers the new draft invoice, cached as invoices are; the estimate is now
 * invoiced, so it and the estimate lists are refetched (and the account's has_invoices, the first invoice may be
 * this one). A refusal (already converted elsewhere) refetches the estimate too.
 */
export function useConvertEstimate(id: string) {
  const queryClient = useQueryClient();
  const invoiceWritten = useInvoiceWritten();
  const refreshEstimate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invoiceKeys.estimate(id) }),
      queryClient.invalidateQueries({ queryKey: invoiceKeys.estimateLists() }),
    ]);
  return useMutation({
    mutationFn: () => convertEstimate(id),
    onSuccess: (invoice) =>
      Promise.all([
        invoiceWritten(invoice),
        refreshEstimate(),
        queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
      ]),
    onError: () => refreshEstimate(),
  });
}

/** GET /estimates/{id}/pdf, saved by the browser as `{number} {contact}.pdf`, as the API names it. */
export function useDownloadEstimatePdf(estimate: Pick<Estimate, 'id' | 'estimate_number' | 'contact'>) {
  return useMutation({
    mutationFn: async () => {
      const blob = await downloadEstimatePdf(estimate.id);
      saveBlob(blob, documentFileName(estimate.estimate_number, estimate.contact));
    },
  });
}
