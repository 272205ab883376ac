import { createHash } from 'node:crypto';
import type { StatementFormat, StatementMapping } from '@daftari/contracts';
import { CsvError, decodeText, parseCsv } from '../../../http/csv-import/csv.ts';
import { readCsvStatement } from './csv-statement.ts';
import type { ParsedLine, ParsedStatement } from './line.ts';
import { StatementError } from './line.ts';
import { isMpesaBusinessHeader, readMpesaBusiness } from './mpesa-business.ts';
import { isOfx, readOfx } from './ofx.ts';

export interface StatementFile {
  bytes: Uint8Array;
  format?: StatementFormat;
  mapping?: StatementMapping;
}

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);
const PDF = [0x25, 0x50, 0x44, 0x46];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function recognised(
  bytes: Uint8Array,
  text: string | null,
  records: () => ReturnType<typeof parseCsv>,
): StatementFormat {
  if (startsWith(bytes, PDF)) return 'mpesa_pdf';
  if (text !== null && isOfx(text)) return 'ofx';
  if (
    text !== null &&
    records()
      .slice(0, 25)
      .some((record) => isMpesaBusinessHeader(record.fields))
  ) {
    return 'mpesa_business';
  }
  return 'csv';
}

/**
 * A statement file read whole, recognised by its contents (a PDF, an OFX/QFX file, the M-PESA business
 * portal's CSV, else a bank's CSV) unless `format` names it. Every refusal is a StatementError; nothing here
 * stores anything.
 */
export function readStatementFile({ bytes, format, mapping }: StatementFile): ParsedStatement {
  if (bytes.length === 0) throw new StatementError('The file is empty');
  if (startsWith(bytes, ZIP)) {
    throw new StatementError('Spreadsheets (XLSX) are not read yet: save the sheet as CSV and import that');
  }
  const text = startsWith(bytes, PDF) ? null : decodeText(bytes);
  if (!startsWith(bytes, PDF) && text === null)
    throw new StatementError('This is not a statement file Daftari reads');
  let parsed: ReturnType<typeof parseCsv> | undefined;
  const records = () => {
    try {
      parsed ??= parseCsv(text ?? '');
      return parsed;
    } catch (error) {
      if (error instanceof CsvError) throw new StatementError(`Line ${error.line}: ${error.message}`);
      throw error;
    }
  };
  const actual = recognised(bytes, text, () => (text === null || isOfx(text) ? [] : records()));
  if (format && format !== actual && !(format === 'csv' && actual === 'mpesa_business')) {
    throw new StatementError(`The file is not a ${format} statement`, { format: [`It reads as ${actual}`] });
  }
  switch (format ?? actual) {
    case 'mpesa_pdf':
      throw new StatementError(
        'M-PESA PDF statements are not read yet: export the statement as CSV from the M-PESA business portal, or import your bank’s CSV or OFX',
      );
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
