import { cellText, type ReportTable } from './table.ts';

/** One CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Text a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first), kept as
 * text by a leading apostrophe: a statement's details or a contact's name never run in the owner's sheet.
 */
const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

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
