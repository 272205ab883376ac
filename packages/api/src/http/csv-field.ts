/** One CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Text a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first), kept as
 * text by a leading apostrophe: a statement's details or a contact's name never run in the owner's sheet.
 */
export const inertCsvText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** Rows of text as a CSV file: fields quoted where needed, formulas made inert, CRLF line ends. */
export const csvText = (rows: readonly (readonly string[])[]) =>
  `${rows.map((row) => row.map((cell) => csvField(inertCsvText(cell))).join(',')).join('\r\n')}\r\n`;
