import {
  type CreditNoteCreateRequest,
  type CreditNoteListQuery,
  creditNoteListQuerySchema,
  creditNoteListSchema,
  creditNoteSchema,
  dataEnvelope,
  type RefundCreateRequest,
} from '@daftari/contracts';
import { http, send, sendBlob } from './http.ts';

const creditNoteEnvelope = dataEnvelope(creditNoteSchema);

/** GET /credit_notes: a page of credit notes (newest first) and `meta`, of one invoice or contact if given. */
export async function listCreditNotes(query: CreditNoteListQuery = {}) {
  const { page, per_page, invoice_id, contact_id } = creditNoteListQuerySchema.parse(query);
  const searchParams = new URLSearchParams({ page: String(page), per_page: String(per_page) });
  if (invoice_id !== undefined) searchParams.set('invoice_id', invoice_id);
  if (contact_id !== undefined) searchParams.set('contact_id', String(contact_id));
  const { body } = await send(
    creditNoteListSchema,
    () => http.get('credit_notes', { searchParams }),
    'Failed to load credit notes',
  );
  return body;
}

/** GET /credit_notes/{id}: the credit note with its items and refunds. */
export async function getCreditNote(id: number) {
  const { body } = await send(
    creditNoteEnvelope,
    () => http.get(`credit_notes/${id}`),
    'Failed to load credit note',
  );
  return body.data;
}

/**
 * POST /credit_notes: applied to its invoice at once. A draft or void invoice, or credit notes totalling
 * more than the invoice, answer 422.
 */
export async function createCreditNote(request: CreditNoteCreateRequest) {
  const { body } = await send(
    creditNoteEnvelope,
    () => http.post('credit_notes', { json: request }),
    'Failed to create credit note',
  );
  return body.data;
}

/** POST /credit_notes/{id}/refunds: answers the credit note; more than its `refundable_balance` answers 422. */
export async function recordRefund(id: number, request: RefundCreateRequest) {
  const { body } = await send(
    creditNoteEnvelope,
    () => http.post(`credit_notes/${id}/refunds`, { json: request }),
    'Failed to record refund',
  );
  return body.data;
}

/** GET /credit_notes/{id}/pdf */
export function downloadCreditNotePdf(id: number): Promise<Blob> {
  return sendBlob(
    () => http.get(`credit_notes/${id}/pdf`, { headers: { Accept: 'application/pdf' } }),
    'Failed to download PDF',
  );
}
