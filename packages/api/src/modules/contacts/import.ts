import { type ContactImportColumn, contactInputSchema } from '@daftari/contracts';
import { HttpError } from '../../http/errors.ts';
import { CsvError, type CsvRecord, decodeText, parseCsv } from './csv.ts';
import { detectMapping, duplicateField, knownHeader } from './import-headers.ts';
import { applyMappingOverride, type MappingOverride } from './import-mapping.ts';
import { rowInput } from './import-row.ts';
import { type ContactFields, fullNameOf } from './service.ts';

/** Largest CSV file POST /contacts/import accepts (413 above). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows a dry run shows. */
export const PREVIEW_ROWS = 100;
/** Lines with errors listed in `details` of a 422 (the message counts them all). */
export const MAX_ERROR_LINES = 100;

/** A data row that passed validation: its line in the file and the contact as it will be stored. */
export interface ImportRow {
  line: number;
  contact: ContactFields;
}

const unprocessable = (message: string, details?: Record<string, string[]>) =>
  new HttpError(422, message, details);

const KNOWN_COLUMNS =
  'first_name, last_name, name, company_name, email, phone, street, city, state, postal_code or country';

/** A file read: its valid rows, every column with the field it was read into, and the ignored headers. */
export interface ContactsFile {
  rows: ImportRow[];
  mapping: ContactImportColumn[];
  ignoredColumns: string[];
}

/** How many title lines may precede the header row (Invoice Ninja's export name and date, "CLIENTS"). */
const MAX_PREAMBLE = 5;

const filledCells = ({ fields }: CsvRecord) => fields.filter((field) => field.trim() !== '').length;

/** Whether a record names known columns. */
const namesColumns = ({ fields }: CsvRecord) => fields.some((name) => knownHeader(name));

/**
 * The header row and the field of each column, detected and then overridden. The header is the first record,
 * unless up to four title lines of one cell each come first, followed by a record that names known columns.
 * 422 when no column is known or two claim one field.
 */
function readHeader(records: CsvRecord[], override: MappingOverride | undefined) {
  const titles = records.slice(0, MAX_PREAMBLE).findIndex((record) => filledCells(record) > 1);
  const afterTitles = records[titles];
  const header =
    titles > 0 && afterTitles && namesColumns(afterTitles) && !namesColumns(records[0]!)
      ? afterTitles
      : records[0]!;
  const detected = detectMapping(header.fields);
  const fields = override ? applyMappingOverride(header.fields, detected, override) : detected;
  const duplicate = override ? null : duplicateField(header.fields, fields);
  if (duplicate) {
    const message = `Columns "${duplicate.first}" and "${duplicate.second}" both hold ${duplicate.field}`;
    throw unprocessable(message, { [`line ${header.line}`]: [message] });
  }
  if (!fields.some(Boolean)) {
    throw unprocessable(
      'The first line must be a header row naming the columns, such as first_name,last_name,email',
      { [`line ${header.line}`]: [`No known column; expected ${KNOWN_COLUMNS}`] },
    );
  }
  return { header, fields };
}

/**
 * Reads and validates a contacts CSV file, its columns detected from their headers (see import-headers.ts) and
 * overridden by `override`. Returns every data row, validated with the same schema as POST /contacts, or
 * throws a 422 HttpError: not a text file, empty, no usable header, a bad override, no data rows, or any bad
 * row (`"N rows have errors; nothing was imported"` with `details: {"line 3": [messages]}`, lines as in the
 * file). Blank lines, rows of empty cells and a few lines before the header (an export's title) are skipped.
 */
export function readContactsCsv(bytes: Uint8Array, override?: MappingOverride): ContactsFile {
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
  const filled = records.filter((record) => record.fields.some((field) => field.trim() !== ''));
  if (filled.length === 0) {
    throw unprocessable('The file is empty; it needs a header row and at least one contact');
  }
  const { header, fields: columns } = readHeader(filled, override);
  const data = filled.filter((record) => record.line > header.line);
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
  const mapping = header.fields
    .map((column, index) => ({ column: column.trim(), field: columns[index] ?? null }))
    .filter(({ column }) => column !== '');
  const ignoredColumns = mapping.filter(({ field }) => field === null).map(({ column }) => column);
  return { rows, mapping, ignoredColumns };
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
