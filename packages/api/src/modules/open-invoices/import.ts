import type { OpenInvoiceImportField, OpenInvoiceImportPreviewRow } from '@daftari/contracts';
import { centsToDecimal } from '@daftari/format';
import { type ImportFile, type ImportRow, readImportFile, rowErrors } from '../../http/csv-import/file.ts';
import type { MappingOverride } from '../../http/csv-import/mapping.ts';
import { openInvoiceColumns } from './import-columns.ts';
import { importRowSchema, type OpenInvoiceRow, rowInput } from './import-row.ts';
import type { ResolvedRow } from './service.ts';

const openInvoiceImport = {
  columns: openInvoiceColumns,
  rowInput,
  schema: importRowSchema,
  singular: 'invoice',
  plural: 'invoices',
  exampleHeader: 'invoice_number,customer,invoice_date,due_date,total,amount_paid',
  expectedColumns:
    'invoice_number, customer, customer_email, invoice_date, due_date, total, amount_paid or balance_due',
  isSummary: (cells: string[], fields: (OpenInvoiceImportField | null)[]) =>
    /^total\b/i.test(cells.find((cell) => cell.trim() !== '')?.trim() ?? '') &&
    rowInput(cells, fields).invoice_number.trim() === '',
};

const sameInvoice = (a: OpenInvoiceRow, b: OpenInvoiceRow) =>
  (Object.keys(a) as (keyof OpenInvoiceRow)[]).every((key) => a[key] === b[key]);

/**
 * Reads and validates an open invoices CSV file (see readImportFile), its columns detected from their headers
 * (see import-columns.ts) and overridden by `override`. Exports with one row per invoice line (Xero) repeat
 * the invoice's figures on each: rows with the same number and the same figures are one invoice; the same
 * number with other figures is a line error.
 */
export function readOpenInvoicesCsv(
  bytes: Uint8Array,
  override?: MappingOverride,
): ImportFile<OpenInvoiceImportField, OpenInvoiceRow> {
  const file = readImportFile(openInvoiceImport, bytes, override);
  const first = new Map<string, ImportRow<OpenInvoiceRow>>();
  const rows: ImportRow<OpenInvoiceRow>[] = [];
  const errors: [number, string[]][] = [];
  for (const row of file.rows) {
    const earlier = first.get(row.record.invoice_number);
    if (!earlier) {
      first.set(row.record.invoice_number, row);
      rows.push(row);
    } else if (!sameInvoice(earlier.record, row.record)) {
      const message = `Invoice number ${row.record.invoice_number} is also on line ${earlier.line} with other details`;
      errors.push([row.line, [message]]);
    }
  }
  if (errors.length > 0) throw rowErrors(errors);
  return { ...file, rows };
}

const amount = (cents: bigint) => Number(centsToDecimal(cents));

/** A row of a dry run's preview: the invoice as it would be stored, with its matched contact and its line. */
export const previewRow = ({ line, record }: ResolvedRow): OpenInvoiceImportPreviewRow => ({
  line,
  invoice_number: record.invoice_number,
  customer_name: record.contact_name,
  contact_id: record.contact_id,
  issue_date: record.issue_date,
  due_date: record.due_date,
  total: amount(record.total),
  amount_paid: amount(record.paid),
  balance: amount(record.balance),
});
