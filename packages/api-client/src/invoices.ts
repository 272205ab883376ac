import {
  type AddInvoiceItemsRequest,
  dataEnvelope,
  emailInvoiceResultSchema,
  type InvoiceCreateRequest,
  type InvoiceListQuery,
  type InvoiceUpdateRequest,
  invoiceActivitySchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceSchema,
  type ManualPaymentRequest,
  type OpenInvoiceImportMapping,
  openInvoiceImportResultSchema,
  type PriceListImportMapping,
  type PriceListItemRequest,
  priceListImportResultSchema,
  priceListItemSchema,
  type UpdateInvoiceItemRequest,
  type UpdatePriceListItemRequest,
} from '@daftari/contracts';
import { z } from 'zod';
import { type CsvImportOptions, importCsv } from './csv-import.ts';
import { http, send, sendBlob, sendEmpty } from './http.ts';

const invoiceEnvelope = dataEnvelope(invoiceSchema);
const priceListEnvelope = dataEnvelope(z.array(priceListItemSchema));
const priceListItemEnvelope = dataEnvelope(priceListItemSchema);

/** GET /invoices: a page of invoices, `meta`, and the `summary` of every invoice matching the filter. */
export async function listInvoices(query: InvoiceListQuery = {}) {
  const { page, per_page, contact_id } = invoiceListQuerySchema.parse(query);
  const searchParams = new URLSearchParams({ page: String(page), per_page: String(per_page) });
  if (contact_id !== undefined) searchParams.set('contact_id', String(contact_id));
  const { body } = await send(
    invoiceListSchema,
    () => http.get('invoices', { searchParams }),
    'Failed to load invoices',
  );
  return body;
}

export async function getInvoice(id: string) {
  const { body } = await send(invoiceEnvelope, () => http.get(`invoices/${id}`), 'Failed to load invoice');
  return body.data;
}

export async function createInvoice(request: InvoiceCreateRequest) {
  const { body } = await send(
    invoiceEnvelope,
    () => http.post('invoices', { json: request }),
    'Failed to create invoice',
  );
  return body.data;
}

export async function updateInvoice(id: string, request: InvoiceUpdateRequest) {
  const { body } = await send(
    invoiceEnvelope,
    () => http.put(`invoices/${id}`, { json: request }),
    'Failed to update invoice',
  );
  return body.data;
}

/** DELETE /invoices/{id}: drafts only; a sent or paid invoice answers 422 with the reason. */
export async function deleteInvoice(id: string): Promise<void> {
  await sendEmpty(() => http.delete(`invoices/${id}`), 'Failed to delete invoice');
}

/**
 * POST /invoices/{id}/void: answers the invoice, now `void` with a balance of 0. A draft, an invoice with
 * payments, a void one or one dated on or before the lock date answers 422 with the reason.
 */
export async function voidInvoice(id: string) {
  const { body } = await send(
    invoiceEnvelope,
    () => http.post(`invoices/${id}/void`),
    'Failed to void invoice',
  );
  return body.data;
}

export async function addInvoiceItems(id: string, request: AddInvoiceItemsRequest) {
  const { body } = await send(
    invoiceEnvelope,
    () => http.post(`invoices/${id}/add_items`, { json: request }),
    'Failed to add item',
  );
  return body.data;
}

export async function updateInvoiceItem(id: string, itemId: number, request: UpdateInvoiceItemRequest) {
  const { body } = await send(
    invoiceEnvelope,
    () => http.put(`invoices/${id}/items/${itemId}`, { json: request }),
    'Failed to save item',
  );
  return body.data;
}

export async function deleteInvoiceItem(id: string, itemId: number) {
  const { body } = await send(
    invoiceEnvelope,
    () => http.delete(`invoices/${id}/items/${itemId}`),
    'Failed to delete item',
  );
  return body.data;
}

/** GET /invoices/{id}/pdf: the document as a Blob (`application/pdf`). */
export async function downloadInvoicePdf(id: string): Promise<Blob> {
  return sendBlob(
    () => http.get(`invoices/${id}/pdf`, { headers: { Accept: 'application/pdf' } }),
    'Failed to download PDF',
  );
}

/** GET /payments/{id}/receipt: the payment's receipt as a Blob (`application/pdf`). */
export async function downloadPaymentReceipt(paymentId: number): Promise<Blob> {
  return sendBlob(
    () => http.get(`payments/${paymentId}/receipt`, { headers: { Accept: 'application/pdf' } }),
    'Failed to download the receipt',
  );
}

/** POST /invoices/{id}/email_invoice: `{sent_to, delivery, invoice}`; emailing a draft marks it sent. */
export async function emailInvoice(id: string, email: string) {
  const { body } = await send(
    dataEnvelope(emailInvoiceResultSchema),
    () => http.post(`invoices/${id}/email_invoice`, { json: { email } }),
    'Failed to send invoice',
  );
  return body.data;
}

/** POST /invoices/{id}/payments: a payment recorded by hand; more than the balance answers 422. */
export async function recordPayment(id: string, request: ManualPaymentRequest) {
  const { body } = await send(
    invoiceEnvelope,
    () => http.post(`invoices/${id}/payments`, { json: request }),
    'Failed to record payment',
  );
  return body.data;
}

export async function listPriceListItems() {
  const { body } = await send(
    priceListEnvelope,
    () => http.get('price_list_items'),
    'Failed to load the price list',
  );
  return body.data;
}

/** POST /price_list_items/import (see importCsv), with the same dry run and mapping as the contacts import. */
export const importPriceListItems = (file: Blob, options: CsvImportOptions<PriceListImportMapping> = {}) =>
  importCsv(
    'price_list_items/import',
    dataEnvelope(priceListImportResultSchema),
    file,
    options,
    'Failed to import the price list',
  );

/**
 * POST /invoices/import_open (see importCsv): what customers owed on the switching `date` (default today),
 * brought forward as invoices numbered as in the old tool.
 */
export const importOpenInvoices = (
  file: Blob,
  { date, ...options }: CsvImportOptions<OpenInvoiceImportMapping> & { date?: string } = {},
) =>
  importCsv(
    'invoices/import_open',
    dataEnvelope(openInvoiceImportResultSchema),
    file,
    { ...options, query: date ? { date } : undefined },
    'Failed to import the open invoices',
  );

export async function createPriceListItem(request: PriceListItemRequest) {
  const { body } = await send(
    priceListItemEnvelope,
    () => http.post('price_list_items', { json: request }),
    'Failed to save the price list item',
  );
  return body.data;
}

/** PATCH /price_list_items/{id}: the item's kind, KRA item classification and VAT treatment. */
export async function updatePriceListItem(id: number, request: UpdatePriceListItemRequest) {
  const { body } = await send(
    priceListItemEnvelope,
    () => http.patch(`price_list_items/${id}`, { json: request }),
    'Failed to save the KRA details',
  );
  return body.data;
}

/** GET /invoices/{id}/activity: what happened to the invoice and when, oldest first. */
export async function getInvoiceActivity(id: string) {
  const { body } = await send(
    invoiceActivitySchema,
    () => http.get(`invoices/${id}/activity`),
    'Failed to load the invoice activity',
  );
  return body.data;
}
