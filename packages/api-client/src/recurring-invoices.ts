import {
  dataEnvelope,
  pagedEnvelope,
  type RecurringInvoiceCreateRequest,
  type RecurringInvoiceListQuery,
  type RecurringInvoiceUpdateRequest,
  recurringInvoiceListQuerySchema,
  recurringInvoiceSchema,
} from '@daftari/contracts';
import type { z } from 'zod';
import { http, send } from './http.ts';

const recurringEnvelope = dataEnvelope(recurringInvoiceSchema);
const recurringPage = pagedEnvelope(recurringInvoiceSchema);

/** One answer of GET /recurring_invoices: the page's series and `meta`. */
export type RecurringInvoicePage = z.infer<typeof recurringPage>;

/** GET /recurring_invoices with `page`, `per_page` and an optional `status`. */
export async function listRecurringInvoices(
  query: RecurringInvoiceListQuery = {},
): Promise<RecurringInvoicePage> {
  const { page, per_page, status } = recurringInvoiceListQuerySchema.parse(query);
  const searchParams = new URLSearchParams({ page: String(page), per_page: String(per_page) });
  if (status) searchParams.set('status', status);
  const { body } = await send(
    recurringPage,
    () => http.get('recurring_invoices', { searchParams }),
    'Failed to load recurring invoices',
  );
  return body;
}

export async function getRecurringInvoice(id: number) {
  const { body } = await send(
    recurringEnvelope,
    () => http.get(`recurring_invoices/${id}`),
    'Failed to load the recurring invoice',
  );
  return body.data;
}

export async function createRecurringInvoice(request: RecurringInvoiceCreateRequest) {
  const { body } = await send(
    recurringEnvelope,
    () => http.post('recurring_invoices', { json: request }),
    'Failed to create the recurring invoice',
  );
  return body.data;
}

export async function updateRecurringInvoice(id: number, request: RecurringInvoiceUpdateRequest) {
  const { body } = await send(
    recurringEnvelope,
    () => http.put(`recurring_invoices/${id}`, { json: request }),
    'Failed to update the recurring invoice',
  );
  return body.data;
}

/** DELETE /recurring_invoices/{id}: stops the series (status `finished`); its invoices stay. */
export async function stopRecurringInvoice(id: number) {
  const { body } = await send(
    recurringEnvelope,
    () => http.delete(`recurring_invoices/${id}`),
    'Failed to stop the recurring invoice',
  );
  return body.data;
}

export async function pauseRecurringInvoice(id: number) {
  const { body } = await send(
    recurringEnvelope,
    () => http.post(`recurring_invoices/${id}/pause`),
    'Failed to pause the recurring invoice',
  );
  return body.data;
}

/** POST /recurring_invoices/{id}/resume: periods missed while paused follow the series' `missed_periods`. */
export async function resumeRecurringInvoice(id: number) {
  const { body } = await send(
    recurringEnvelope,
    () => http.post(`recurring_invoices/${id}/resume`),
    'Failed to resume the recurring invoice',
  );
  return body.data;
}
