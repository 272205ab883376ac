import { type ContactImportField, contactInputSchema } from '@daftari/contracts';
import { type ImportFile, type ImportRow, readImportFile } from '../../http/csv-import/file.ts';
import type { MappingOverride } from '../../http/csv-import/mapping.ts';
import { contactColumns } from './import-headers.ts';
import { rowInput } from './import-row.ts';
import { type ContactFields, fullNameOf } from './service.ts';

const contactImport = {
  columns: contactColumns,
  rowInput,
  schema: contactInputSchema,
  singular: 'contact',
  plural: 'contacts',
  exampleHeader: 'first_name,last_name,email',
  expectedColumns:
    'first_name, last_name, name, company_name, email, phone, street, city, state, postal_code, country or kra_pin',
};

/**
 * Reads and validates a contacts CSV file (see readImportFile), its columns detected from their headers (see
 * import-headers.ts) and overridden by `override`; every row is validated with the schema of POST /contacts.
 */
export const readContactsCsv = (
  bytes: Uint8Array,
  override?: MappingOverride,
): ImportFile<ContactImportField, ContactFields> => readImportFile(contactImport, bytes, override);

/** A row of a dry run's preview: the contact as it would be stored (`full_name` derived) and its line. */
export function previewRow({ line, record: contact }: ImportRow<ContactFields>) {
  const address = contact.billing_address;
  return {
    line,
    full_name: fullNameOf(contact),
    first_name: contact.first_name ?? null,
    last_name: contact.last_name ?? null,
    company_name: contact.company_name ?? null,
    email: contact.email ?? null,
    phone: contact.phone ?? null,
    kra_pin: contact.kra_pin ?? null,
    billing_address: {
      street: address?.street ?? null,
      city: address?.city ?? null,
      state: address?.state ?? null,
      postal_code: address?.postal_code ?? null,
      country: address?.country ?? null,
    },
  };
}
