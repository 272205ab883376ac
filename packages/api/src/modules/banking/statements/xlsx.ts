import type { DateFormat } from '@daftari/contracts';
import { XMLParser } from 'fast-xml-parser';
import type { CsvRecord } from '../../../http/csv-import/csv.ts';
import { detectDateFormat } from './dates.ts';
import { MAX_COLUMNS, StatementError, tooWide } from './line.ts';
import { tooLarge, unzipEntry, type ZipEntry, zipEntries } from './zip.ts';

/**
 * The first sheet of an XLSX workbook as rows of cell texts (what a CSV of it would hold): shared and inline
 * strings, numbers as written, a formula's cached value (never evaluated), and a number in a date format as
 * `yyyy-MM-dd HH:mm:ss`. The parts read may unpack to 50 MB at most; a sheet wider than 1,000 columns is
 * refused.
 */

const MAX_UNPACKED = 50 * 1024 * 1024;

const ARRAYS = new Set(['row', 'c', 'si', 'r', 'sheet', 'Relationship', 'xf', 'numFmt']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: false,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && ARRAYS.has(name),
});

// biome-ignore lint/suspicious/noExplicitAny: a parsed XML tree is whatever the part holds; each read checks.
type Node = any;

/** Whether the bytes are a ZIP archive holding a workbook. */
export function isXlsx(bytes: Uint8Array): boolean {
  try {
    return zipEntries(bytes)?.has('xl/workbook.xml') ?? false;
  } catch {
    return false;
  }
}

const damaged = (why: string) => new StatementError(`The spreadsheet cannot be read: ${why}`);

function xml(entries: Map<string, ZipEntry>, bytes: Uint8Array, name: string): Node | null {
  const entry = entries.get(name);
  if (!entry) return null;
  const text = new TextDecoder().decode(unzipEntry(bytes, entry));
  // A DOCTYPE is how entity expansion bombs come in; no part of a real workbook has one.
  if (/<!DOCTYPE/i.test(text)) throw damaged(`${name} declares a DOCTYPE`);
  try {
    return parser.parse(text);
  } catch {
    throw damaged(`${name} is not well-formed XML`);
  }
}

/** The text of a string item: `<t>` alone or the runs `<r><t>` of rich text. */
function textOf(node: Node): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string') return node;
  if (node.t !== undefined)
    return typeof node.t === 'object' ? String(node.t['#text'] ?? '') : String(node.t);
  if (Array.isArray(node.r)) return node.r.map(textOf).join('');
  return typeof node['#text'] === 'string' ? node['#text'] : '';
}

/** The path of the first sheet: the workbook's first `<sheet>` through the workbook's relationships. */
function firstSheetPath(workbook: Node, rels: Node): string {
  const id = workbook?.workbook?.sheets?.sheet?.[0]?.['@id'];
  const target: string | undefined = rels?.Relationships?.Relationship?.find(
    (rel: Node) => rel['@Id'] === id,
  )?.['@Target'];
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** The style indexes (`s` of a cell) whose number format is a date or a time. */
function dateStyles(styles: Node): Set<number> {
  const custom = new Map<number, string>();
  for (const format of styles?.styleSheet?.numFmts?.numFmt ?? []) {
    custom.set(Number(format['@numFmtId']), String(format['@formatCode'] ?? ''));
  }
  const isDate = (id: number) => {
    if (BUILT_IN_DATES.has(id)) return true;
    const code = custom.get(id)?.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
    return code !== undefined && /[dmyhs]/i.test(code);
  };
  const found = new Set<number>();
  for (const [index, xf] of (styles?.styleSheet?.cellXfs?.xf ?? []).entries()) {
    if (isDate(Number(xf['@numFmtId'] ?? 0))) found.add(index);
  }
  return found;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An Excel serial day number as `yyyy-MM-dd` (and ` HH:mm:ss` when it has a time of day). */
export function excelDate(serial: number, date1904: boolean): string {
  const epoch = Date.UTC(1899, 11, 30) + (date1904 ? 1462 * 86_400_000 : 0);
  const at = new Date(epoch + Math.round(serial * 86_400) * 1000);
  const day = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const seconds = at.getUTCHours() * 3600 + at.getUTCMinutes() * 60 + at.getUTCSeconds();
  if (seconds === 0) return day;
  return `${day} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `yyyy-MM-dd[ HH:mm:ss]` written in another of the date formats statements use. */
function writtenAs(value: string, format: DateFormat): string {
  const [date, time] = value.split(' ');
  const [y, m, d] = date!.split('-');
  const day = {
    'dd/MM/yyyy': `${d}/${m}/${y}`,
    'MM/dd/yyyy': `${m}/${d}/${y}`,
    'yyyy-MM-dd': date!,
    'dd-MM-yyyy': `${d}-${m}-${y}`,
    'dd.MM.yyyy': `${d}.${m}.${y}`,
    'd MMM yyyy': `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`,
  }[format];
  return time ? `${day} ${time}` : day;
}

/**
 * Excel stores the dates it recognised as numbers and leaves the others (13/03/2026 on a US locale) as text:
 * in a column holding both, the numbers are written the way the text is, so the column has one format.
 */
function oneDateFormat(records: CsvRecord[], dated: Map<number, Set<number>>): void {
  for (const [column, rows] of dated) {
    const texts = records
      .filter((_, row) => !rows.has(row))
      .map((record) => record.fields[column] ?? '')
      .filter((text) => /^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|^\d{1,2} [A-Za-z]{3}/.test(text));
    const format = detectDateFormat(texts);
    if (!format || format === 'yyyy-MM-dd') continue;
    for (const row of rows) records[row]!.fields[column] = writtenAs(records[row]!.fields[column]!, format);
  }
}

/** A number as a statement reads it: a binary float's noise (`1234.5600000000001`) rounded off to cents. */
function numberText(value: string): string {
  if (!/^-?\d+\.\d{3,}$/.test(value)) return value;
  const fixed = Number(value).toFixed(2);
  return Math.abs(Number(fixed) - Number(value)) < 1e-6 ? fixed : value;
}

/** `C12` → 2 (columns from 0). */
function columnOf(ref: string | undefined): number | null {
  const letters = /^([A-Z]{1,4})\d*$/.exec(ref ?? '')?.[1];
  if (!letters) return null;
  return [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

export function xlsxRecords(bytes: Uint8Array): CsvRecord[] {
  const entries = zipEntries(bytes);
  if (!entries) throw damaged('it is not a workbook');
  const workbook = xml(entries, bytes, 'xl/workbook.xml');
  const sheetPath = firstSheetPath(workbook, xml(entries, bytes, 'xl/_rels/workbook.xml.rels'));
  const parts = [sheetPath, 'xl/sharedStrings.xml', 'xl/styles.xml'];
  const declared = parts.reduce((total, name) => total + (entries.get(name)?.size ?? 0), 0);
  if (declared > MAX_UNPACKED) throw tooLarge();
  const shared: string[] = (xml(entries, bytes, 'xl/sharedStrings.xml')?.sst?.si ?? []).map(textOf);
  const dates = dateStyles(xml(entries, bytes, 'xl/styles.xml'));
  const date1904 = ['1', 'true'].includes(String(workbook?.workbook?.workbookPr?.['@date1904']));
  const sheet = xml(entries, bytes, sheetPath);
  if (!sheet?.worksheet) throw damaged('its first sheet is missing');
  const records: CsvRecord[] = [];
  const dated = new Map<number, Set<number>>();
  for (const [position, row] of (sheet.worksheet.sheetData?.row ?? []).entries()) {
    const fields: string[] = [];
    for (const cell of row.c ?? []) {
      const column = columnOf(cell['@r']) ?? fields.length;
      if (column >= MAX_COLUMNS) throw tooWide();
      const value = cellValue(cell, shared, dates, date1904);
      fields[column] = value.text;
      if (value.date) dated.set(column, (dated.get(column) ?? new Set()).add(records.length));
    }
    records.push({
      line: Number(row['@r']) || position + 1,
      fields: Array.from(fields, (field) => field ?? ''),
    });
  }
  oneDateFormat(records, dated);
  return records;
}

function cellValue(
  cell: Node,
  shared: string[],
  dates: Set<number>,
  date1904: boolean,
): { text: string; date?: true } {
  const text = cellText(cell, shared);
  const serial = Number(text);
  if (
    cell['@t'] === undefined &&
    text !== '' &&
    dates.has(Number(cell['@s'] ?? 0)) &&
    Number.isFinite(serial)
  ) {
    return { text: excelDate(serial, date1904), date: true };
  }
  return { text };
}

function cellText(cell: Node, shared: string[]): string {
  const raw = typeof cell.v === 'object' ? String(cell.v?.['#text'] ?? '') : String(cell.v ?? '');
  switch (cell['@t']) {
    case 's':
      return shared[Number(raw)] ?? '';
    case 'inlineStr':
      return textOf(cell.is);
    case 'b':
      return raw === '1' ? 'TRUE' : 'FALSE';
    case 'str':
    case 'e':
      return raw;
    default:
      return numberText(raw);
  }
}
