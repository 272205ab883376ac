import type { OpenBillImportField, OpenBillImportPreviewRow } from '@daftari/contracts';
import { centsToDecimal } from '@daftari/format';
import { type ImportFile, type ImportRow, readImportFile, rowErrors } from '../../http/csv-import/file.ts';
import type { MappingOverride } from '../../http/csv-import/mapping.ts';
import { openBillColumns } from './import-columns.ts';
import { importRowSchema, type OpenBillRow, rowInput } from './import-row.ts';
import type { ResolvedRow } from './service.ts';

const openBillImport = {
  columns: openBillColumns,
  rowInput,
  schema: importRowSchema,
  singular: 'bill',
  plural: 'bills',
  exampleHeader: 'bill_number,supplier,bill_date,due_date,total,amount_paid',
  expectedColumns:
    'bill_number, supplier, supplier_email, bill_date, due_date, total, amount_paid or balance_due',
  isSummary: (cells: string[], fields: (OpenBillImportField | null)[]) =>
    /^total\b/i.test(cells.find((cell) => cell.trim() !== '')?.trim() ?? '') &&
    rowInput(cells, fields).bill_number.trim() === '',
};

const sameBill = (a: OpenBillRow, b: OpenBillRow) =>
  (Object.keys(a) as (keyof OpenBillRow)[]).every((key) => a[key] === b[key]);

/** A supplier's bill in the file: its number (trimmed, ignoring case) and its supplier as written. */
const billKey = (row: OpenBillRow) =>
  JSON.stringify([
    row.bill_number.toLowerCase(),
    row.supplier_email?.toLowerCase() ?? row.supplier_name.toLowerCase(),
  ]);

/**
 * Reads and validates an open bills CSV file (see readImportFile), its columns detected from their headers (see
 * import-columns.ts) and overridden by `override`. Exports with one row per bill line (Xero) repeat the bill's
 * figures on each: rows of one supplier with the same number and figures are one bill; the same supplier and
 * number with other figures is a line error. Two suppliers may use the same number.
 */
export function readOpenBillsCsv(
  bytes: Uint8Array,
  override?: MappingOverride,
): ImportFile<OpenBillImportField, OpenBillRow> {
  const file = readImportFile(openBillImport, bytes, override);
  const first = new Map<string, ImportRow<OpenBillRow>>();
  const rows: ImportRow<OpenBillRow>[] = [];
  const errors: [number, string[]][] = [];
  for (const row of file.rows) {
    const earlier = first.get(billKey(row.record));
    if (!earlier) {
      first.set(billKey(row.record), row);
      rows.push(row);
    } else if (!sameBill(earlier.record, row.record)) {
      const message = `Bill number ${row.record.bill_number} of this supplier is also on line ${earlier.line} with other details`;
      errors.push([row.line, [message]]);
    }
  }
  if (errors.length > 0) throw rowErrors(errors);
  return { ...file, rows };
}

const amount = (cents: bigint) => Number(centsToDecimal(cents));

/** A row of a dry run's preview: the bill as it would be stored, with its matched supplier and its line. */
export const previewRow = ({ line, record }: ResolvedRow): OpenBillImportPreviewRow => ({
  line,
  bill_number: record.bill_number,
  supplier_name: record.contact_name,
  contact_id: record.contact_id,
  issue_date: record.issue_date,
  due_date: record.due_date,
  total: amount(record.total),
  amount_paid: amount(record.paid),
  balance: amount(record.balance),
});
