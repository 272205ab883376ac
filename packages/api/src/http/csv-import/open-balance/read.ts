import { type ImportFile, type ImportKind, type ImportRow, readImportFile, rowErrors } from '../file.ts';
import type { MappingOverride } from '../mapping.ts';
import { namedFieldsOf, type OpenBalanceField, type OpenBalanceKind, wordsOf } from './kind.ts';
import { type OpenBalanceRow, openBalanceRowSchema, rowInput } from './row.ts';

/** What readImportFile reads for one kind: its columns, how a row becomes a document, its messages' words. */
function importKindOf<D extends string, C extends string>(
  kind: OpenBalanceKind<D, C>,
): ImportKind<OpenBalanceField<D, C>, OpenBalanceRow> {
  const { document: d, contact: c } = kind;
  const cellsOf = rowInput(kind.columns.fields);
  return {
    columns: kind.columns,
    rowInput: cellsOf,
    schema: openBalanceRowSchema(kind),
    singular: d,
    plural: wordsOf(kind).plural,
    exampleHeader: `${d}_number,${c},${d}_date,due_date,total,amount_paid`,
    expectedColumns: `${d}_number, ${c}, ${c}_email, ${d}_date, due_date, total, amount_paid or balance_due`,
    isSummary: (cells, fields) =>
      /^total\b/i.test(cells.find((cell) => cell.trim() !== '')?.trim() ?? '') &&
      cellsOf(cells, fields)[namedFieldsOf(kind).number].trim() === '',
  };
}

const sameDocument = (a: OpenBalanceRow, b: OpenBalanceRow) =>
  (Object.keys(a) as (keyof OpenBalanceRow)[]).every((key) => a[key] === b[key]);

/**
 * A document in the file: its number, and when numbers are per contact, also its contact as written (both
 * trimmed, ignoring case).
 */
const documentKey = (numberedPerContact: boolean, row: OpenBalanceRow) =>
  numberedPerContact
    ? JSON.stringify([
        row.number.toLowerCase(),
        row.contact_email?.toLowerCase() ?? row.contact_name.toLowerCase(),
      ])
    : row.number;

/**
 * Reads and validates an open-balance CSV file (see readImportFile), its columns detected from their headers
 * and overridden by `override`. Exports with one row per document line (Xero) repeat the document's figures on
 * each: rows with the same number (of one contact, when numbers are per contact) and the same figures are one
 * document; the same number with other figures is a line error.
 */
export function readOpenBalanceCsv<D extends string, C extends string>(
  kind: OpenBalanceKind<D, C>,
  bytes: Uint8Array,
  override?: MappingOverride,
): ImportFile<OpenBalanceField<D, C>, OpenBalanceRow> {
  const file = readImportFile(importKindOf(kind), bytes, override);
  const { Document } = wordsOf(kind);
  const ofContact = kind.numberedPerContact ? ` of this ${kind.contact}` : '';
  const first = new Map<string, ImportRow<OpenBalanceRow>>();
  const rows: ImportRow<OpenBalanceRow>[] = [];
  const errors: [number, string[]][] = [];
  for (const row of file.rows) {
    const key = documentKey(kind.numberedPerContact, row.record);
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, row);
      rows.push(row);
    } else if (!sameDocument(earlier.record, row.record)) {
      const message = `${Document} number ${row.record.number}${ofContact} is also on line ${earlier.line} with other details`;
      errors.push([row.line, [message]]);
    }
  }
  if (errors.length > 0) throw rowErrors(errors);
  return { ...file, rows };
}
