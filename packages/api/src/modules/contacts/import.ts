import { contactInputSchema } from '@daftari/contracts';
import { HttpError } from '../../http/errors.ts';
import { CsvError, type CsvRecord, decodeText, parseCsv } from './csv.ts';
import { type ContactFields, fullNameOf } from './service.ts';

/** Largest CSV file POST /contacts/import accepts (413 above). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows a dry run shows. */
export const PREVIEW_ROWS = 100;
/** Lines with errors listed in `details` of a 422 (the message counts them all). */
export const MAX_ERROR_LINES = 100;

type Column =
  | 'first_name'
  | 'last_name'
  | 'name'
  | 'company_name'
  | 'email'
  | 'phone'
  | 'street'
  | 'city'
  | 'state'
  | 'postal_code'
  | 'country';

/** Header names (normalised: lower case, words joined by `_`) and the column each stands for. */
const HEADER_ALIASES: Record<string, Column> = {};
const aliases: Record<Column, string[]> = {
  first_name: ['first_name', 'firstname', 'first', 'given_name', 'forename'],
  last_name: ['last_name', 'lastname', 'last', 'surname', 'family_name'],
  name: ['name', 'full_name', 'fullname', 'contact_name', 'contact'],
  company_name: [
    'company',
    'company_name',
    'companyname',
    'organization',
    'organisation',
    'organization_name',
    'organisation_name',
    'business',
    'business_name',
  ],
  email: ['email', 'e_mail', 'email_address', 'e_mail_address', 'mail'],
  phone: ['phone', 'phone_number', 'phone_no', 'telephone', 'tel', 'mobile', 'mobile_number', 'cell'],
  street: [
    'street',
    'address',
    'street_address',
    'address_line1',
    'address_line_1',
    'address1',
    'billing_street',
  ],
  city: ['city', 'town', 'billing_city'],
  state: ['state', 'county', 'region', 'province', 'billing_state'],
  postal_code: [
    'postal_code',
    'postalcode',
    'post_code',
    'postcode',
    'zip',
    'zip_code',
    'zipcode',
    'billing_postal_code',
  ],
  country: ['country', 'billing_country'],
};
for (const [column, names] of Object.entries(aliases) as [Column, string[]][]) {
  for (const name of names) HEADER_ALIASES[name] = column;
}

/** `" E-mail Address "` → `e_mail_address`. */
export const normaliseHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

const KNOWN_COLUMNS =
  'first_name, last_name, name, company_name, email, phone, street, city, state, postal_code or country';

/** A data row that passed validation: its line in the file and the contact as it will be stored. */
export interface ImportRow {
  line: number;
  contact: ContactFields;
}

const unprocessable = (message: string, details?: Record<string, string[]>) =>
  new HttpError(422, message, details);

/** Maps each known column to its index in the header; 422 when none is known or one appears twice. */
function readHeader({ line, fields }: CsvRecord): Map<Column, number> {
  const columns = new Map<Column, number>();
  const duplicates: string[] = [];
  fields.forEach((header, index) => {
    const column = HEADER_ALIASES[normaliseHeader(header)];
    if (!column) return;
    if (columns.has(column)) {
      duplicates.push(
        `Columns "${fields[columns.get(column)!]!.trim()}" and "${header.trim()}" both hold ${column}`,
      );
    } else {
      columns.set(column, index);
    }
  });
  if (columns.size === 0) {
    throw unprocessable(
      'The first line must be a header row naming the columns, such as first_name,last_name,email',
      {
        [`line ${line}`]: [`No known column; expected ${KNOWN_COLUMNS}`],
      },
    );
  }
  if (duplicates.length > 0) throw unprocessable(duplicates[0]!, { [`line ${line}`]: duplicates });
  return columns;
}

/** The contact a data row describes, before validation. `name` fills first and last name when both are empty. */
function rowInput(fields: string[], columns: Map<Column, number>) {
  const value = (column: Column) => {
    const index = columns.get(column);
    return index === undefined ? undefined : (fields[index] ?? '');
  };
  let firstName = value('first_name');
  let lastName = value('last_name');
  const name = value('name')?.trim();
  if (!firstName?.trim() && !lastName?.trim() && name) {
    const [first, ...rest] = name.split(/\s+/);
    firstName = first;
    lastName = rest.join(' ');
  }
  return {
    first_name: firstName,
    last_name: lastName,
    company_name: value('company_name'),
    email: value('email'),
    phone: value('phone'),
    billing_address: {
      street: value('street'),
      city: value('city'),
      state: value('state'),
      postal_code: value('postal_code'),
      country: value('country'),
    },
  };
}

/**
 * Reads and validates a contacts CSV file. Returns every data row, validated with the same schema as
 * POST /contacts, or throws a 422 HttpError: not a text file, empty, no usable header, no data rows, or any
 * bad row (`"N rows have errors; nothing was imported"` with `details: {"line 3": [messages]}`, lines as in
 * the file, the header being line 1). Blank lines and rows of empty cells are skipped.
 */
export function readContactsCsv(bytes: Uint8Array): ImportRow[] {
  const text = decodeText(bytes);
  if (text === null) {
    throw unprocessable('The file is not a CSV file; save the spreadsheet as CSV (comma-separated values)');
  }
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw unprocessable(`Line ${error.line}: ${error.message.toLowerCase()}; nothing was imported`, {
      [`line ${error.line}`]: [error.message],
    });
  }
  const [header, ...data] = records.filter((record) => record.fields.some((field) => field.trim() !== ''));
  if (!header) throw unprocessable('The file is empty; it needs a header row and at least one contact');
  const columns = readHeader(header);
  if (data.length === 0) throw unprocessable('The file has a header row but no contacts');

  const rows: ImportRow[] = [];
  const errors: [line: number, messages: string[]][] = [];
  for (const { line, fields } of data) {
    const messages: string[] = [];
    const extra = fields.slice(header.fields.length).some((field) => field.trim() !== '');
    if (extra) {
      messages.push(`The row has ${fields.length} fields but the header has ${header.fields.length}`);
    }
    const result = contactInputSchema.safeParse(rowInput(fields, columns));
    if (result.success) {
      if (messages.length === 0) rows.push({ line, contact: result.data });
    } else {
      for (const issue of result.error.issues) {
        if (!messages.includes(issue.message)) messages.push(issue.message);
      }
    }
    if (messages.length > 0) errors.push([line, messages]);
  }
  if (errors.length > 0) {
    const count = errors.length === 1 ? '1 row has errors' : `${errors.length} rows have errors`;
    throw unprocessable(
      `${count}; nothing was imported`,
      Object.fromEntries(
        errors.slice(0, MAX_ERROR_LINES).map(([line, messages]) => [`line ${line}`, messages]),
      ),
    );
  }
  return rows;
}

/** A row of a dry run's preview: the contact as it would be stored (`full_name` derived) and its line. */
export function previewRow({ line, contact }: ImportRow) {
  const address = contact.billing_address;
  return {
    line,
    full_name: fullNameOf(contact),
    first_name: contact.first_name ?? null,
    last_name: contact.last_name ?? null,
    company_name: contact.company_name ?? null,
    email: contact.email ?? null,
    phone: contact.phone ?? null,
    billing_address: {
      street: address?.street ?? null,
      city: address?.city ?? null,
      state: address?.state ?? null,
      postal_code: address?.postal_code ?? null,
      country: address?.country ?? null,
    },
  };
}
