import { readFileSync } from 'node:fs';
import { contactImportResultSchema, contactSchema, dataEnvelope, pagedEnvelope } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, multipartBody } from './helpers.ts';

export const importEnvelope = dataEnvelope(contactImportResultSchema);
export const contactListEnvelope = pagedEnvelope(contactSchema);

/** A sample export of another tool, from test/fixtures/imports. */
export const fixture = (name: string) => readFileSync(new URL(`fixtures/imports/${name}`, import.meta.url));

export interface UploadOptions {
  query?: string;
  filename?: string;
  field?: string;
  /** The multipart text field `mapping`, sent before the file. */
  mapping?: string;
}

/** POST /api/contacts/import with the CSV as a multipart file (and a mapping when given). */
export function uploadContacts(
  app: FastifyInstance,
  token: string,
  csv: string | Buffer,
  { query = '', filename = 'contacts.csv', field = 'file', mapping }: UploadOptions = {},
) {
  const mappingPart = mapping === undefined ? [] : [{ name: 'mapping', content: mapping }];
  const { payload, headers } = multipartBody([...mappingPart, { name: field, filename, content: csv }]);
  return app.inject({
    method: 'POST',
    url: `/api/contacts/import${query}`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

/** Every contact of the account, in the list's order. */
export const listAllContacts = async (app: FastifyInstance, token: string) =>
  contactListEnvelope.parse(
    (await app.inject({ url: '/api/contacts?per_page=100', headers: bearer(token) })).json(),
  );
