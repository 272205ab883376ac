import {
  createRecurringInvoice,
  getRecurringInvoice,
  invoiceKeys,
  listRecurringInvoices,
  pauseRecurringInvoice,
  type RecurringInvoicePage,
  recurringInvoiceKeys,
  resumeRecurringInvoice,
  retryUnlessNotFound,
  stopRecurringInvoice,
} from '@daftari/api-client';
import type {
  RecurringInvoice,
  RecurringInvoiceCreateRequest,
  RecurringInvoiceListQuery,
} from '@daftari/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type { RecurringInvoicePage };

/** A page of series; the previous page stays on screen while the next one loads. */
export function useRecurringInvoices(query: RecurringInvoiceListQuery) {
  return useQuery({
    queryKey: recurringInvoiceKeys.list(query),
    queryFn: () => listRecurringInvoices(query),
    placeholderData: keepPreviousData,
  });
}

export function useRecurringInvoice(id: number) {
  return useQuery({
    queryKey: recurringInvoiceKeys.detail(id),
    queryFn: () => getRecurringInvoice(id),
    enabled: id > 0,
    retry: retryUnlessNotFound,
  });
}

/**
 * After a write that answers the series: it becomes the cached series, the lists refresh, and so do the
 * invoice lists (creating or resuming a series can issue the periods already due).
 */
function useSeriesWritten() {
  const queryClient = useQueryClient();
  return (series: RecurringInvoice) => {
    queryClient.setQueryData(recurringInvoiceKeys.detail(series.id), series);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: recurringInvoiceKeys.all }),
      queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
    ]);
  };
}

export function useCreateRecurringInvoice() {
  const written = useSeriesWritten();
  return useMutation({
    mutationFn: (request: RecurringInvoiceCreateRequest) => createRecurringInvoice(request),
    onSuccess: (series) => void written(series),
  });
}

const changes = { pause: pauseRecurringInvoice, resume: resumeRecurringInvoice, stop: stopRecurringInvoice };
export type SeriesChange = keyof typeof changes;

/** Pause, resume or stop (DELETE: the series finishes, its invoices stay). */
export function useChangeSeries(id: number) {
  const written = useSeriesWritten();
  return useMutation({
    mutationFn: (change: SeriesChange) => changes[change](id),
    onSuccess: (series) => written(series),
  });
}
