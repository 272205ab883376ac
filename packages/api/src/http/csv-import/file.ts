/**
 * Reading an import file (contacts, price list items): the text decoded and parsed (csv.ts), the header row
 * found, each column's field detected from its header and overridden by the owner's mapping, and every data
 * row validated. All or nothing: any bad row makes the whole file a 422 naming the lines as in the file.
 */
import type { z } from 'zod';
import { HttpError } from '../errors.ts';
import type { ColumnDictionary } from './columns.ts';
import { CsvError, type CsvRecord, decodeText, parseCsv } from './csv.ts';
import { applyMappingOverride, type MappingOverride } from './mapping.ts';

/** Largest CSV file an import route accepts (413 above). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows a dry run shows. */
export const PREVIEW_ROWS = 100;
/** Lines with errors listed in `details` of a 422 (the message counts them all). */
export const MAX_ERROR_LINES = 100;
/** How many title lines may precede the header row (Invoice Ninja's export name and date, "CLIENTS"). */
const MAX_PREAMBLE = 5;

/** What one kind of import reads: its columns, how a row becomes a record, and the words its messages use. */
export interface ImportKind<F extends string, R> {
  columns: ColumnDictionary<F>;
  /** The record a data row describes, before validation. */
  rowInput(cells: string[], fields: (F | null)[]): unknown;
  schema: z.ZodType<R>;
  /** `contact` / `contacts`: "The file has a header row but no contacts". */
  singular: string;
  plural: string;
  /** A header row to show as an example: `first_name,last_name,email`. */
  exampleHeader: string;
  /** The columns a file without any known one is told to have: `name, email, phone or city`. */
  expectedColumns: string;
  /** Whether a data row is a report's summary (QuickBooks' `TOTAL` row), skipped like a blank line. */
  isSummary?(cells: string[], fields: (F | null)[]): boolean;
}

/** A data row that passed validation: its line in the file and the record as it will be stored. */
export interface ImportRow<R> {
  line: number;
  record: R;
}

/** A column of the file (its trimmed header) and the field it is read into, null when ignored. */
export interface ImportColumn<F extends string> {
  column: string;
  field: F | null;
}

/** A file read: its valid rows, every column with the field it was read into, and the ignored headers. */
export interface ImportFile<F extends string, R> {
  rows: ImportRow<R>[];
  mapping: ImportColumn<F>[];
  ignoredColumns: string[];
}

const unprocessable = (message: string, details?: Record<string, string[]>) =>
  new HttpError(422, message, details);

const filledCells = ({ fields }: CsvRecord) => fields.filter((field) => field.trim() !== '').length;

/**
 * The header row and the field of each column, detected and then overridden. The header is the first record,
 * unless up to four title lines of one cell each come first, followed by a record that names known columns.
 * 422 when no column is known or two claim one field.
 */
function readHeader<F extends string, R>(
  kind: ImportKind<F, R>,
  records: CsvRecord[],
  override: MappingOverride | undefined,
) {
  const { columns } = kind;
  const namesColumns = ({ fields }: CsvRecord) => fields.some((name) => columns.knownHeader(name));
  const titles = records.slice(0, MAX_PREAMBLE).findIndex((record) => filledCells(record) > 1);
  const afterTitles = records[titles];
  const header =
    titles > 0 && afterTitles && namesColumns(afterTitles) && !namesColumns(records[0]!)
      ? afterTitles
      : records[0]!;
  const detected = columns.detectMapping(header.fields);
  const fields = override ? applyMappingOverride(columns, header.fields, detected, override) : detected;
  const duplicate = override ? null : columns.duplicateField(header.fields, fields);
  if (duplicate) {
    const message = `Columns "${duplicate.first}" and "${duplicate.second}" both hold ${duplicate.field}`;
    throw unprocessable(message, { [`line ${header.line}`]: [message] });
  }
  if (!fields.some(Boolean)) {
    throw unprocessable(
      `The first line must be a header row naming the columns, such as ${kind.exampleHeader}`,
      {
        [`line ${header.line}`]: [`No known column; expected ${kind.expectedColumns}`],
      },
    );
  }
  return { header, fields };
}

function readRecords(bytes: Uint8Array): CsvRecord[] {
  const text = decodeText(bytes);
  if (text === null) {
    throw unprocessable('The file is not a CSV file; save the spreadsheet as CSV (comma-separated values)');
  }
  try {
    return parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw unprocessable(`Line ${error.line}: ${error.message.toLowerCase()}; nothing was imported`, {
      [`line ${error.line}`]: [error.message],
    });
  }
}

/**
 * The 422 of a file with bad rows: `"N rows have errors; nothing was imported"` with `details: {"line 3":
 * [messages]}`, lines as in the file. Also for checks an import makes after reading (against the database).
 */
export function rowErrors(errors: [line: number, messages: string[]][]): HttpError {
  const count = errors.length === 1 ? '1 row has errors' : `${errors.length} rows have errors`;
  return unprocessable(
    `${count}; nothing was imported`,
    Object.fromEntries(
      errors.slice(0, MAX_ERROR_LINES).map(([line, messages]) => [`line ${line}`, messages]),
    ),
  );
}

/**
 * Reads and validates an import file, its columns detected from their headers and overridden by `override`.
 * Returns every data row, validated with `kind.schema`, or throws a 422 HttpError: not a text file, empty, no
 * usable header, a bad override, no data rows, or any bad row (`"N rows have errors; nothing was imported"`
 * with `details: {"line 3": [messages]}`, lines as in the file). Blank lines, rows of empty cells and a few
 * lines before the header (an export's title) are skipped.
 */
export function readImportFile<F extends string, R>(
  kind: ImportKind<F, R>,
  bytes: Uint8Array,
  override?: MappingOverride,
): ImportFile<F, R> {
  const filled = readRecords(bytes).filter((record) => record.fields.some((field) => field.trim() !== ''));
  if (filled.length === 0) {
    throw unprocessable(`The file is empty; it needs a header row and at least one ${kind.singular}`);
  }
  const { header, fields: columns } = readHeader(kind, filled, override);
  const data = filled.filter(
    (record) => record.line > header.line && !kind.isSummary?.(record.fields, columns),
  );
  if (data.length === 0) throw unprocessable(`The file has a header row but no ${kind.plural}`);

  const rows: ImportRow<R>[] = [];
  const errors: [line: number, messages: string[]][] = [];
  for (const { line, fields } of data) {
    const messages: string[] = [];
    if (fields.slice(header.fields.length).some((field) => field.trim() !== '')) {
      messages.push(`The row has ${fields.length} fields but the header has ${header.fields.length}`);
    }
    const result = kind.schema.safeParse(kind.rowInput(fields, columns));
    if (result.success) {
      if (messages.length === 0) rows.push({ line, record: result.data });
    } else {
      for (const issue of result.error.issues) {
        if (!messages.includes(issue.message)) messages.push(issue.message);
      }
    }
    if (messages.length > 0) errors.push([line, messages]);
  }
  if (errors.length > 0) throw rowErrors(errors);
  const mapping = header.fields
    .map((column, index) => ({ column: column.trim(), field: columns[index] ?? null }))
    .filter(({ column }) => column !== '');
  const ignoredColumns = mapping.filter(({ field }) => field === null).map(({ column }) => column);
  return { rows, mapping, ignoredColumns };
}

/** The answer of a dry run: nothing imported, how many rows would be, the first rows, and the columns. */
export const dryRunResult = <F extends string, R, P>(
  file: ImportFile<F, R>,
  preview: (row: ImportRow<R>) => P,
) => ({
  imported: 0,
  row_count: file.rows.length,
  preview: file.rows.slice(0, PREVIEW_ROWS).map(preview),
  mapping: file.mapping,
  ignored_columns: file.ignoredColumns,
});
