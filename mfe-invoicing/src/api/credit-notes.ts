import {
  createCreditNote,
  creditNoteKeys,
  downloadCreditNotePdf,
  getCreditNote,
  recordRefund,
  saveBlob,
} from '@daftari/api-client';
import type { CreditNoteCreateRequest, RefundCreateRequest } from '@daftari/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './keys.ts';

/** One credit note with its items and refunds; only fetched when `enabled`. */
export function useCreditNote(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: creditNoteKeys.detail(id),
    queryFn: () => getCreditNote(id),
    enabled: options.enabled ?? true,
  });
}

/**
 * A credit note or a refund changes its invoice (credited amount, balance, status) and the lists' sums:
 * both are refetched with the credit notes.
 */
function useCreditWritten(invoiceId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(invoiceId) }),
      queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: creditNoteKeys.all }),
    ]);
}

export function useCreateCreditNote(invoiceId: string) {
  const written = useCreditWritten(invoiceId);
  return useMutation({
    mutationFn: (request: CreditNoteCreateRequest) => createCreditNote(request),
    onSuccess: () => written(),
  });
}

export function useRecordRefund(creditNoteId: number, invoiceId: string) {
  const written = useCreditWritten(invoiceId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RefundCreateRequest) => recordRefund(creditNoteId, request),
    onSuccess: (note) => {
      queryClient.setQueryData(creditNoteKeys.detail(note.id), note);
      return written();
    },
  });
}

/** GET /credit_notes/{id}/pdf, saved by the browser as credit-note-{number}.pdf. */
export function useDownloadCreditNotePdf(id: number, number: string) {
  return useMutation({
    mutationFn: async () => saveBlob(await downloadCreditNotePdf(id), `credit-note-${number}.pdf`),
  });
}
