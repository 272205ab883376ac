import type { z } from 'zod';
import { http, send } from './http.ts';

export interface CsvImportOptions<M> {
  /** Nothing is stored: the server checks every row and answers a preview and the mapping it read. */
  dryRun?: boolean;
  /** The owner's mapping of the file's columns (header → field, null: ignored). */
  mapping?: M;
  /** More query parameters of the route (the open invoices import's switching `date`). */
  query?: Record<string, string>;
}

/**
 * POST an import route (`contacts/import`, `price_list_items/import`) with the CSV as the multipart field
 * `file` and, when given, the owner's `mapping`. Any bad row: a 422 ApiError whose `details` are keyed by
 * line ('line 3': [...]).
 */
export async function importCsv<T, M>(
  route: string,
  envelope: z.ZodType<{ data: T }>,
  file: Blob,
  options: CsvImportOptions<M>,
  failure: string,
): Promise<T> {
  const body = new FormData();
  if (options.mapping) body.append('mapping', JSON.stringify(options.mapping));
  body.append('file', file, file instanceof File ? file.name : 'import.csv');
  const searchParams = { ...options.query, ...(options.dryRun ? { dry_run: 'true' } : {}) };
  const { body: answer } = await send(envelope, () => http.post(route, { body, searchParams }), failure);
  return answer.data;
}
