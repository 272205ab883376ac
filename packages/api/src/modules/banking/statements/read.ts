import { createHash } from 'node:crypto';
import type { StatementFormat, StatementMapping } from '@daftari/contracts';
import { CsvError, type CsvRecord, decodeText, parseCsv } from '../../../http/csv-import/csv.ts';
import { readCsvStatement } from './csv-statement.ts';
import type { ParsedLine, ParsedStatement } from './line.ts';
import { MAX_COLUMNS, StatementError, tooWide } from './line.ts';
import { isMpesaBusinessHeader, readMpesaBusiness } from './mpesa-business.ts';
import { readMpesaPdf } from './mpesa-pdf.ts';
import { isOfx, readOfx } from './ofx.ts';
import { pdfTextLines } from './pdf-text.ts';
import { isXlsx, xlsxRecords } from './xlsx.ts';

export interface StatementFile {
  bytes: Uint8Array;
  format?: StatementFormat;
  mapping?: StatementMapping;
  /** What opens an encrypted PDF (an M-PESA statement's: the customer's ID number). */
  password?: string;
}

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);
const PDF = [0x25, 0x50, 0x44, 0x46];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function recognised(bytes: Uint8Array, text: string | null, records: () => CsvRecord[]): StatementFormat {
  if (startsWith(bytes, PDF)) return 'mpesa_pdf';
  if (text !== null && isOfx(text)) return 'ofx';
  const portal = records()
    .slice(0, 25)
    .some((record) => isMpesaBusinessHeader(record.fields));
  return portal ? 'mpesa_business' : 'csv';
}

/** The rows of a text file (CSV) or of a workbook's first sheet (XLSX); null for a PDF or an OFX file. */
function rowsOf(bytes: Uint8Array): { text: string | null; records: () => CsvRecord[] } {
  if (startsWith(bytes, ZIP)) {
    if (!isXlsx(bytes)) throw new StatementError('This is not a statement file Daftari reads');
    let rows: CsvRecord[] | undefined;
    return { text: null, records: () => (rows ??= xlsxRecords(bytes)) };
  }
  if (startsWith(bytes, PDF)) return { text: null, records: () => [] };
  const text = decodeText(bytes);
  if (text === null) throw new StatementError('This is not a statement file Daftari reads');
  let parsed: CsvRecord[] | undefined;
  const records = () => {
    if (isOfx(text)) return [];
    try {
      parsed ??= parseCsv(text);
      if (parsed.some((record) => record.fields.length > MAX_COLUMNS)) throw tooWide();
      return parsed;
    } catch (error) {
      if (error instanceof CsvError) throw new StatementError(`Line ${error.line}: ${error.message}`);
      throw error;
    }
  };
  return { text, records };
}

/**
 * A statement file read whole, recognised by its contents (a PDF, an XLSX workbook, an OFX/QFX file, the
 * M-PESA business portal's export, else a bank's statement) unless `format` names it. Every refusal is a
 * StatementError; nothing here stores anything.
 */
export async function readStatementFile({
  bytes,
  format,
  mapping,
  password,
}: StatementFile): Promise<ParsedStatement> {
  if (bytes.length === 0) throw new StatementError('The file is empty');
  const { text, records } = rowsOf(bytes);
  const actual = recognised(bytes, text, records);
  if (format && format !== actual && !(format === 'csv' && actual === 'mpesa_business')) {
    throw new StatementError(`The file is not a ${format} statement`, { format: [`It reads as ${actual}`] });
  }
  switch (format ?? actual) {
    case 'mpesa_pdf':
      return readMpesaPdf(await pdfTextLines(bytes, password));
    case 'ofx':
      return readOfx(text!);
    case 'mpesa_business':
      return readMpesaBusiness(records());
    default:
      return readCsvStatement(records(), mapping);
  }
}

/**
 * Which line of the money account a line is: its receipt number, amount and details; without a receipt
 * number, its date, amount, balance and details. Equal keys are one line, however often it is imported.
 */
export function dedupeKey(line: ParsedLine): string {
  const parts = line.reference
    ? ['r', line.reference, line.amountCents, line.description]
    : ['d', line.date, line.amountCents, line.balanceCents ?? '', line.description];
  return createHash('sha256').update(parts.join('\u0001')).digest('hex');
}
