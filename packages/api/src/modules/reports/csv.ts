import { csvField as field, inertCsvText as inert } from '../../http/csv-field.ts';
import { cellText, type ReportTable } from './table.ts';

/** A report as CSV: one header row (the columns), then every row; amounts as plain decimals. */
export function reportCsv(table: ReportTable): string {
  const lines = [
    table.columns.map((column) => field(inert(column.label))),
    ...table.rows.map((row) =>
      row.cells.map((cell) => field(typeof cell === 'string' ? inert(cell) : cellText(cell, 'plain'))),
    ),
  ];
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}
