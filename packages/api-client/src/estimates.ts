import {
  type AcceptEstimateRequest,
  type AddEstimateItemsRequest,
  convertEstimateResultSchema,
  type DeclineEstimateRequest,
  dataEnvelope,
  type EstimateCreateRequest,
  type EstimateListQuery,
  type EstimateUpdateRequest,
  emailEstimateResultSchema,
  estimateListQuerySchema,
  estimateListSchema,
  estimateSchema,
  publicEstimateSchema,
  type UpdateEstimateItemRequest,
} from '@daftari/contracts';
import { http, send, sendBlob, sendEmpty } from './http.ts';

const estimateEnvelope = dataEnvelope(estimateSchema);
const publicEstimateEnvelope = dataEnvelope(publicEstimateSchema);

/** GET /estimates: a page of estimates, `meta`, and the list screen's `summary`. */
export async function listEstimates(query: EstimateListQuery = {}) {
  const { page, per_page, status, contact_id } = estimateListQuerySchema.parse(query);
  const searchParams = new URLSearchParams({ page: String(page), per_page: String(per_page) });
  if (status !== undefined) searchParams.set('status', status);
  if (contact_id !== undefined) searchParams.set('contact_id', String(contact_id));
  const { body } = await send(
    estimateListSchema,
    () => http.get('estimates', { searchParams }),
    'Failed to load estimates',
  );
  return body;
}

export async function getEstimate(id: string) {
  const { body } = await send(estimateEnvelope, () => http.get(`estimates/${id}`), 'Failed to load estimate');
  return body.data;
}

/** POST /estimates: a draft with the next EST- number. */
export async function createEstimate(request: EstimateCreateRequest) {
  const { body } = await send(
    estimateEnvelope,
    () => http.post('estimates', { json: request }),
    'Failed to create estimate',
  );
  return body.data;
}

/** PUT /estimates/{id}: the fields, or `{status: "sent"}` to mark a draft sent. */
export async function updateEstimate(id: string, request: EstimateUpdateRequest) {
  const { body } = await send(
    estimateEnvelope,
    () => http.put(`estimates/${id}`, { json: request }),
    'Failed to update estimate',
  );
  return body.data;
}

/** DELETE /estimates/{id}: drafts only; any other estimate answers 422 with the reason. */
export async function deleteEstimate(id: string): Promise<void> {
  await sendEmpty(() => http.delete(`estimates/${id}`), 'Failed to delete estimate');
}

export async function addEstimateItems(id: string, request: AddEstimateItemsRequest) {
  const { body } = await send(
    estimateEnvelope,
    () => http.post(`estimates/${id}/add_items`, { json: request }),
    'Failed to add item',
  );
  return body.data;
}

export async function updateEstimateItem(id: string, itemId: number, request: UpdateEstimateItemRequest) {
  const { body } = await send(
    estimateEnvelope,
    () => http.put(`estimates/${id}/items/${itemId}`, { json: request }),
    'Failed to save item',
  );
  return body.data;
}

export async function deleteEstimateItem(id: string, itemId: number) {
  const { body } = await send(
    estimateEnvelope,
    () => http.delete(`estimates/${id}/items/${itemId}`),
    'Failed to delete item',
  );
  return body.data;
}

/** GET /estimates/{id}/pdf: the document as a Blob (`application/pdf`). */
export async function downloadEstimatePdf(id: string): Promise<Blob> {
  return sendBlob(
    () => http.get(`estimates/${id}/pdf`, { headers: { Accept: 'application/pdf' } }),
    'Failed to download PDF',
  );
}

/** POST /estimates/{id}/email_estimate: `{sent_to, delivery, estimate}`; e-mailing a draft marks it sent. */
export async function emailEstimate(id: string, email: string) {
  const { body } = await send(
    dataEnvelope(emailEstimateResultSchema),
    () => http.post(`estimates/${id}/email_estimate`, { json: { email } }),
    'Failed to send estimate',
  );
  return body.data;
}

/** POST /estimates/{id}/convert: the new draft invoice; an estimate already invoiced answers 409. */
export async function convertEstimate(id: string) {
  const { body } = await send(
    dataEnvelope(convertEstimateResultSchema),
    () => http.post(`estimates/${id}/convert`),
    'Failed to convert estimate',
  );
  return body.data;
}

/** GET /public/estimates/{id} (no sign-in): what the customer reads; a draft or unknown id answers 404. */
export async function getPublicEstimate(id: string) {
  const { body } = await send(
    publicEstimateEnvelope,
    () => http.get(`public/estimates/${id}`),
    'Failed to load estimate',
  );
  return body.data;
}

/** POST /public/estimates/{id}/accept: only a sent, unexpired estimate (else 422). */
export async function acceptEstimate(id: string, request: AcceptEstimateRequest) {
  const { body } = await send(
    publicEstimateEnvelope,
    () => http.post(`public/estimates/${id}/accept`, { json: request }),
    'Failed to accept estimate',
  );
  return body.data;
}

/** POST /public/estimates/{id}/decline: only a sent estimate (else 422). */
export async function declineEstimate(id: string, request: DeclineEstimateRequest = {}) {
  const { body } = await send(
    publicEstimateEnvelope,
    () => http.post(`public/estimates/${id}/decline`, { json: request }),
    'Failed to decline estimate',
  );
  return body.data;
}
