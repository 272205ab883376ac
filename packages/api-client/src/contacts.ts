import {
  type ContactImportMapping,
  type ContactListQuery,
  type ContactRequest,
  type ContactUpdateRequest,
  contactImportResultSchema,
  contactListQuerySchema,
  contactSchema,
  dataEnvelope,
  pagedEnvelope,
} from '@daftari/contracts';
import type { z } from 'zod';
import { type CsvImportOptions, importCsv } from './csv-import.ts';
import { http, send } from './http.ts';

const contactEnvelope = dataEnvelope(contactSchema);
const contactPage = pagedEnvelope(contactSchema);

/** One answer of GET /contacts: the page's contacts and `meta`. */
export type ContactPage = z.infer<typeof contactPage>;

/**
 * GET /contacts. `search` and `letter` are sent only when non-empty (an empty one would filter); `page` and
 * `per_page` always, with the contract's defaults.
 */
export async function listContacts(query: ContactListQuery = {}): Promise<ContactPage> {
  const { search, letter, page, per_page } = contactListQuerySchema.parse(query);
  const searchParams = new URLSearchParams();
  if (search) searchParams.set('search', search);
  if (letter) searchParams.set('letter', letter);
  searchParams.set('page', String(page));
  searchParams.set('per_page', String(per_page));
  const { body } = await send(
    contactPage,
    () => http.get('contacts', { searchParams }),
    'Failed to load contacts',
  );
  return body;
}

export async function getContact(id: number) {
  const { body } = await send(contactEnvelope, () => http.get(`contacts/${id}`), 'Failed to load contact');
  return body.data;
}

export async function createContact(request: ContactRequest) {
  const { body } = await send(
    contactEnvelope,
    () => http.post('contacts', { json: request }),
    'Failed to create contact',
  );
  return body.data;
}

/** PUT /contacts/{id}: the fields sent change, the others stay (a whole form is a valid update). */
export async function updateContact(id: number, request: ContactUpdateRequest) {
  const { body } = await send(
    contactEnvelope,
    () => http.put(`contacts/${id}`, { json: request }),
    'Failed to update contact',
  );
  return body.data;
}

/** POST /contacts/import (see importCsv): a dry run answers a preview and the mapping the file was read with. */
export const importContacts = (file: Blob, options: CsvImportOptions<ContactImportMapping> = {}) =>
  importCsv(
    'contacts/import',
    dataEnvelope(contactImportResultSchema),
    file,
    options,
    'Failed to import contacts',
  );
