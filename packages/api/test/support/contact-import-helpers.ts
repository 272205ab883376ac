import { readFileSync } from 'node:fs';
import { contactImportResultSchema, contactSchema, dataEnvelope, pagedEnvelope } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, multipartBody } from './helpers.ts';

export const importEnvelope = dataEnvelope(contactImportResultSchema);
export const contactListEnvelope = pagedEnvelope(contactSchema);

/** A sample export of another tool, from test/fixtures/imports. */
export const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url));

export interface UploadOptions {
  query?: string;
  filename?: string;
  field?: string;
  /** The multipart text field `mapping`, sent before the file. */
  mapping?: string;
}

/** POST an import route (`/api/contacts/import`) with the CSV as a multipart file (and a mapping when given). */
export function uploadImport(
  app: FastifyInstance,
  route: string,
  token: string,
  csv: string | Buffer,
  { query = '', filename = 'import.csv', field = 'file', mapping }: UploadOptions = {},
) {
  const mappingPart = mapping === undefined ? [] : [{ name: 'mapping', content: mapping }];
  const { payload, headers } = multipartBody([...mappingPart, { name: field, filename, content: csv }]);
  return app.inject({
    method: 'POST',
    url: `${route}${query}`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

/** POST /api/contacts/import with the CSV as a multipart file (and a mapping when given). */
export const uploadContacts = (
  app: FastifyInstance,
  token: string,
  csv: string | Buffer,
  options?: UploadOptions,
) => uploadImport(app, '/api/contacts/import', token, csv, { filename: 'contacts.csv', ...options });

/** Every contact of the account, in the list's order. */
export const listAllContacts = async (app: FastifyInstance, token: string) =>
  contactListEnvelope.parse(
    (await app.inject({ url: '/api/contacts?per_page=100', headers: bearer(token) })).json(),
  );
