import { type BulkResult, bulkResultSchema, type DocumentBulkAction, dataEnvelope } from '@daftari/contracts';
import { http, send, sendBlob } from './http.ts';

/** A list's filters as the screen keeps them; empty ones and the page are left out of an export. */
export type ListFilters = Readonly<Record<string, unknown>>;

const PAGING = new Set(['page', 'per_page']);

/**
 * GET /{list}?format=csv: every row the filters match (or, with `ids`, just those rows) as CSV. `list` is the
 * list's path: `invoices`, `journal_entries`.
 */
export function downloadListCsv(list: string, filters: ListFilters = {}, ids?: readonly (string | number)[]) {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const kept =
      typeof value === 'string' ? value !== '' : typeof value === 'number' || typeof value === 'boolean';
    if (kept && !PAGING.has(key)) searchParams.set(key, String(value));
  }
  searchParams.set('format', 'csv');
  if (ids) searchParams.set('ids', ids.join(','));
  return sendBlob(
    () => http.get(list, { searchParams, headers: { Accept: 'text/csv' } }),
    'The list could not be exported',
  );
}

/** The sales documents that take bulk actions. */
export type BulkDocuments = 'invoices' | 'estimates';

const bulkEnvelope = dataEnvelope(bulkResultSchema);

/** POST /{documents}/bulk: e-mail each to its contact, or mark each draft sent; how many changed, and the rest. */
export async function bulkDocumentAction(
  documents: BulkDocuments,
  ids: readonly string[],
  action: DocumentBulkAction,
): Promise<BulkResult> {
  const { body } = await send(
    bulkEnvelope,
    () => http.post(`${documents}/bulk`, { json: { ids, action } }),
    'The documents could not be changed',
  );
  return body.data;
}

/** GET /{documents}/pdfs?ids=: a ZIP of their PDFs, each named as its own download. */
export function downloadDocumentPdfs(documents: BulkDocuments, ids: readonly string[]): Promise<Blob> {
  return sendBlob(
    () => http.get(`${documents}/pdfs`, { searchParams: { ids: ids.join(',') } }),
    'The PDFs could not be downloaded',
  );
}
