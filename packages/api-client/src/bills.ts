import {
  type BillCreateRequest,
  type BillListQuery,
  type BillPaymentRequest,
  type BillUpdateRequest,
  billExtractionSchema,
  billListQuerySchema,
  billListSchema,
  billSchema,
  dataEnvelope,
  type OpenBillImportMapping,
  openBillImportResultSchema,
} from '@daftari/contracts';
import { type CsvImportOptions, importCsv } from './csv-import.ts';
import { http, send, sendBlob, sendEmpty } from './http.ts';

const billEnvelope = dataEnvelope(billSchema);
const extractionEnvelope = dataEnvelope(billExtractionSchema);

/**
 * The body of a bill write: JSON without a file; with one, multipart with the bill as a JSON string in the
 * field `bill` and the file as `attachmentFile`.
 */
export function billRequestBody(
  request: BillCreateRequest | BillUpdateRequest,
  file?: Blob | null,
): { json: BillCreateRequest | BillUpdateRequest } | { body: FormData } {
  if (!file) return { json: request };
  const form = new FormData();
  form.append('bill', JSON.stringify(request.bill));
  form.append('attachmentFile', file);
  return { body: form };
}

/** GET /bills: a page of bills, `meta`, and the `summary` of every bill matching the filter. */
export async function listBills(query: BillListQuery = {}) {
  const { page, per_page, status, contact_id, due_before } = billListQuerySchema.parse(query);
  const searchParams = new URLSearchParams({ page: String(page), per_page: String(per_page) });
  if (status !== undefined) searchParams.set('status', status);
  if (contact_id !== undefined) searchParams.set('contact_id', String(contact_id));
  if (due_before !== undefined) searchParams.set('due_before', due_before);
  const { body } = await send(
    billListSchema,
    () => http.get('bills', { searchParams }),
    'Failed to load bills',
  );
  return body;
}

export async function getBill(id: number) {
  const { body } = await send(billEnvelope, () => http.get(`bills/${id}`), 'Failed to load bill');
  return body.data;
}

/** POST /bills; with a file, multipart (`bill` JSON + `attachmentFile`). The same number twice for a vendor: 422. */
export async function createBill(request: BillCreateRequest, file?: Blob | null) {
  const { body } = await send(
    billEnvelope,
    () => http.post('bills', billRequestBody(request, file)),
    'Failed to create bill',
  );
  return body.data;
}

/** PUT /bills/{id}: `lines` given replace the lines; a file replaces the attachment, none keeps it. */
export async function updateBill(id: number, request: BillUpdateRequest, file?: Blob | null) {
  const { body } = await send(
    billEnvelope,
    () => http.put(`bills/${id}`, billRequestBody(request, file)),
    'Failed to update bill',
  );
  return body.data;
}

/** DELETE /bills/{id}: drafts only; any other bill answers 422 (void it). */
export async function deleteBill(id: number): Promise<void> {
  await sendEmpty(() => http.delete(`bills/${id}`), 'Failed to delete bill');
}

/** POST /bills/{id}/void: reverses the bill's posting; a bill with payments answers 422. */
export async function voidBill(id: number) {
  const { body } = await send(billEnvelope, () => http.post(`bills/${id}/void`), 'Failed to void bill');
  return body.data;
}

/** POST /bills/{id}/payments: answers the bill; more than the balance answers 422. */
export async function recordBillPayment(id: number, request: BillPaymentRequest) {
  const { body } = await send(
    billEnvelope,
    () => http.post(`bills/${id}/payments`, { json: request }),
    'Failed to record payment',
  );
  return body.data;
}

/** GET /bills/{id}/attachment: the stored file. */
export function downloadBillAttachment(id: number): Promise<Blob> {
  return sendBlob(() => http.get(`bills/${id}/attachment`), 'Failed to download the attachment');
}

/** GET /bill_payments/{id}/receipt: the payment advice PDF of a bill payment, as a Blob. */
export function downloadBillPaymentAdvice(paymentId: number): Promise<Blob> {
  return sendBlob(
    () => http.get(`bill_payments/${paymentId}/receipt`, { headers: { Accept: 'application/pdf' } }),
    'Failed to download the payment advice',
  );
}

/** POST /bills/extract_from_document: multipart field `document` (image or PDF); what the reader found. */
export async function extractBill(file: Blob) {
  const form = new FormData();
  form.append('document', file);
  const { body } = await send(
    extractionEnvelope,
    () => http.post('bills/extract_from_document', { body: form }),
    'Failed to read the document',
  );
  return body.data;
}

/**
 * POST /bills/import_open (see importCsv): what the business owed its suppliers on the switching `date` (default
 * today), brought forward as open bills with the suppliers' numbers.
 */
export const importOpenBills = (
  file: Blob,
  { date, ...options }: CsvImportOptions<OpenBillImportMapping> & { date?: string } = {},
) =>
  importCsv(
    'bills/import_open',
    dataEnvelope(openBillImportResultSchema),
    file,
    { ...options, query: date ? { date } : undefined },
    'Failed to import the open bills',
  );
