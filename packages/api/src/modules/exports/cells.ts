import { csvField } from '../../http/csv-field.ts';

/**
 * A cell of an export's CSV, exact both ways: NULL is an empty unquoted field and the empty string a quoted
 * one (`""`); text a spreadsheet would run as a formula gets a leading apostrophe (as the lists' CSV do), and
 * so does text that already starts with apostrophes before such a character, so reading one apostrophe off
 * gives back exactly what was written. Only text columns are touched: numbers and dates are never escaped.
 */
const FORMULA = /^'*[=+\-@\t\r]/;

export const isTextType = (type: string) => type.startsWith('character') || type === 'text';

export function encodeCell(value: string | null, text: boolean): string {
  if (value === null) return '';
  if (value === '') return '""';
  const inert = text && FORMULA.test(value) ? `'${value}` : value;
  return csvField(inert);
}

export function decodeCell(value: string, quoted: boolean, text: boolean): string | null {
  if (value === '' && !quoted) return null;
  return text && value.startsWith("'") && FORMULA.test(value.slice(1)) ? value.slice(1) : value;
}

export const csvLine = (cells: readonly string[]) => `${cells.join(',')}\r\n`;
