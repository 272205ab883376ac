import { type AuditEventListQuery, auditEventListSchema, auditVerificationSchema } from '@daftari/contracts';
import { http, send, sendBlob } from './http.ts';

/** The query keys of the audit trail: a filter is part of its key. */
export const auditKeys = {
  all: ['audit-events'] as const,
  list: (filters: AuditFilters) => ['audit-events', filters] as const,
  history: (documents: string, id: string) => ['audit-events', 'history', documents, id] as const,
};

/** The filters of GET /audit_events, as the screen keeps them (empty ones left out). */
export type AuditFilters = Partial<Omit<AuditEventListQuery, 'format'>>;

function searchOf(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** GET /audit_events: one page, newest first. */
export async function listAuditEvents(filters: AuditFilters) {
  const { body } = await send(
    auditEventListSchema,
    () => http.get('audit_events', { searchParams: searchOf(filters) }),
    'Failed to load the audit trail',
  );
  return body;
}

/** GET /audit_events?format=csv: every event the filters match, as CSV. */
export const downloadAuditCsv = (filters: AuditFilters) => {
  const { page: _page, per_page: _perPage, ...rest } = filters;
  const searchParams = searchOf(rest);
  searchParams.set('format', 'csv');
  return sendBlob(
    () => http.get('audit_events', { searchParams, headers: { Accept: 'text/csv' } }),
    'The audit trail could not be downloaded',
  );
};

/** GET /audit_events/verify: whether every event's hash holds. */
export async function verifyAuditTrail() {
  const { body } = await send(
    auditVerificationSchema,
    () => http.get('audit_events/verify'),
    'The audit trail could not be checked',
  );
  return body.data;
}

/** GET /{documents}/{id}/history: one document's events, newest first. */
export async function listDocumentHistory(documents: string, id: string) {
  const { body } = await send(
    auditEventListSchema,
    () => http.get(`${documents}/${id}/history`, { searchParams: { per_page: '100' } }),
    'Failed to load the history',
  );
  return body.data;
}
