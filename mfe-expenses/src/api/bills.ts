import {
  contactKeys,
  createBill,
  createContact,
  deleteBill,
  downloadBillAttachment,
  downloadBillPaymentAdvice,
  extractBill,
  getBill,
  ledgerAccountKeys,
  listBills,
  pullEtimsPurchases,
  recordBillPayment,
  saveBlob,
  updateBill,
  voidBill,
} from '@daftari/api-client';
import type {
  Bill,
  BillCreateRequest,
  BillListQuery,
  BillPaymentRequest,
  BillUpdateRequest,
} from '@daftari/contracts';
import { paymentAdviceFileName } from '@daftari/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expenseKeys } from './keys.ts';

/** A page of bills with the summary of every bill matching the filter; the page on screen stays while the next loads. */
export function useBills(query: BillListQuery) {
  return useQuery({
    queryKey: expenseKeys.billList(query),
    queryFn: () => listBills(query),
    placeholderData: keepPreviousData,
  });
}

export function useBill(id: number) {
  return useQuery({
    queryKey: expenseKeys.bill(id),
    queryFn: () => getBill(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** After a write: the answer becomes the cached bill, and every list of bills (a vendor's too) refreshes. */
function useBillWritten() {
  const queryClient = useQueryClient();
  return (bill: Bill) => {
    queryClient.setQueryData(expenseKeys.bill(bill.id), bill);
    queryClient.removeQueries({ queryKey: expenseKeys.billAttachment(bill.id) });
    void queryClient.invalidateQueries({ queryKey: ledgerAccountKeys.all });
    return queryClient.invalidateQueries({ queryKey: expenseKeys.billLists() });
  };
}

export interface BillSubmission {
  /** A new bill's whole request; an update may leave fields (its kept lines) out. */
  request: BillCreateRequest | BillUpdateRequest;
  file: File | null;
}

/** Creates a bill (the form sends a new one whole), or updates the bill `id`. */
export function useSaveBill(id: number | undefined) {
  const written = useBillWritten();
  return useMutation({
    mutationFn: ({ request, file }: BillSubmission) =>
      id === undefined ? createBill(request as BillCreateRequest, file) : updateBill(id, request, file),
    onSuccess: (bill) => written(bill),
  });
}

export function useRecordBillPayment(id: number) {
  const written = useBillWritten();
  return useMutation({
    mutationFn: (request: BillPaymentRequest) => recordBillPayment(id, request),
    onSuccess: (bill) => written(bill),
  });
}

export function useVoidBill(id: number) {
  const written = useBillWritten();
  return useMutation({ mutationFn: () => voidBill(id), onSuccess: (bill) => written(bill) });
}

export function useDeleteBill(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteBill(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: expenseKeys.bill(id) });
      return queryClient.invalidateQueries({ queryKey: expenseKeys.billLists() });
    },
  });
}

/** POST /bills/extract_from_document: what the offline reader found on a supplier's invoice. */
export function useExtractBill() {
  return useMutation({ mutationFn: (file: File) => extractBill(file) });
}

/** GET /bills/{id}/attachment, as a Blob (to preview) or saved by the browser under its file name. */
export function useBillAttachment(bill: Pick<Bill, 'id' | 'attachment'>) {
  return useQuery({
    queryKey: expenseKeys.billAttachment(bill.id),
    queryFn: () => downloadBillAttachment(bill.id),
    enabled: bill.attachment !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDownloadBillAttachment() {
  return useMutation({
    mutationFn: async (bill: Pick<Bill, 'id' | 'attachment'>) => {
      saveBlob(await downloadBillAttachment(bill.id), bill.attachment?.file_name ?? `bill-${bill.id}`);
    },
  });
}

/** GET /bill_payments/{id}/receipt, saved as `Payment advice {bill number} {supplier}.pdf`, as the API names it. */
export function useDownloadPaymentAdvice(bill: Pick<Bill, 'bill_number' | 'contact'>) {
  return useMutation({
    mutationFn: async (paymentId: number) => {
      saveBlob(
        await downloadBillPaymentAdvice(paymentId),
        paymentAdviceFileName(bill.bill_number, bill.contact),
      );
    },
  });
}

/** A new vendor is an ordinary contact, named as its company. */
export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createContact({ contact: { company_name: name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
  });
}

/** Fetches the suppliers' invoices KRA eTIMS holds for the business as draft bills; the bill lists refresh. */
export function usePullKraPurchases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pullEtimsPurchases,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseKeys.billLists() }),
  });
}
