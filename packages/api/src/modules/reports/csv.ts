import { cellText, type ReportTable } from './table.ts';

/** One CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A report as CSV: one header row (the columns), then every row; amounts as plain decimals. */
export function reportCsv(table: ReportTable): string {
  const lines = [
    table.columns.map((column) => field(column.label)),
    ...table.rows.map((row) => row.cells.map((cell) => field(cellText(cell, 'plain')))),
  ];
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}
