/**
 * Reading CSV imports (contacts, price list items): the bytes decoded to text (UTF-8, UTF-16 or Windows-1252, a byte-order mark
 * dropped), then csv-parse with what spreadsheets really write: quoted fields with `""` escapes, delimiters
 * and line breaks inside quotes, LF, CRLF or CR line ends, and a comma, semicolon or tab delimiter. Every
 * record keeps the line of the file it starts on, so errors can name it.
 */
import { CsvError as ParseError, parse } from 'csv-parse/sync';

/** A record of the file and the line (from 1) it starts on. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** The file cannot be read as CSV; `line` is where the problem starts. */
export class CsvError extends Error {
  override readonly name = 'CsvError';
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** Whether the text holds control characters never found in a text file (tab, LF, CR and form feed are fine). */
function looksBinary(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) return true;
  }
  return false;
}

/** Windows-1252 characters 0x80–0x9F (Node's TextDecoder reads them as Latin-1 control codes). */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    const chunk = bytes.subarray(start, start + 8192);
    text += String.fromCharCode(
      ...Array.from(chunk, (byte) =>
        byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH.charCodeAt(byte - 0x80) : byte,
      ),
    );
  }
  return text;
}

/**
 * The text of an uploaded file, or null when it is not text (a spreadsheet, an image, ...). UTF-8 with or
 * without a BOM, UTF-16 with a BOM; bytes that are not valid UTF-8 are read as Windows-1252, the "ANSI"
 * encoding Excel uses for CSV on Windows.
 */
export function decodeText(bytes: Uint8Array): string | null {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = decodeWindows1252(bytes);
    }
  }
  // TextDecoder drops a leading BOM already; this catches one that survived (a doubled BOM).
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return looksBinary(text) ? null : text;
}

/** The delimiters an import file may use: comma, semicolon (Excel in many locales) or tab. */
export type Delimiter = ',' | ';' | '\t';

/** The delimiter of a file: whichever of comma, semicolon and tab its first line holds most of (comma on a tie). */
export function detectDelimiter(text: string): Delimiter {
  const end = text.search(/[\r\n]/);
  const header = end === -1 ? text : text.slice(0, end);
  const count = (c: string) => header.split(c).length - 1;
  const candidates = [',', ';', '\t'] as const;
  let best: Delimiter = ',';
  for (const candidate of candidates) if (count(candidate) > count(best)) best = candidate;
  return best;
}

/**
 * A quoted field followed by more characters (`"ab"c`): its content unescaped, then the rest as written.
 * csv-parse, relaxed, answers such a field with its quotes kept (`"ab"c`); spreadsheets mean `abc`.
 */
function quotedThenRest(raw: string): string {
  const [, content = '', rest = ''] = /^"((?:[^"]|"")*)"([\s\S]*)$/.exec(raw) ?? [];
  return content.replaceAll('""', '"') + rest;
}

const lineBreaks = (fields: string[]) => fields.reduce((sum, field) => sum + field.split('\n').length - 1, 0);

/**
 * The records of `input` (LF line ends only) with the lines they start on. `fieldByField` re-reads every field
 * csv-parse answers starting with a quote from the bytes of the file, and names the line an unclosed quote
 * opened on; csv-parse runs about ten times slower with a per-field hook, so parseCsv only asks for it when
 * a plain pass fails or yields such a field.
 */
function readRecords(input: Buffer, delimiter: Delimiter, fieldByField: boolean): CsvRecord[] {
  const records: CsvRecord[] = [];
  // Where the field being read starts in `input` (csv-parse tells where each field ends).
  let fieldStart = 0;
  const rereadQuoted = (value: string, { bytes, quoting }: { bytes: number; quoting: boolean }) => {
    const start = fieldStart;
    fieldStart = bytes + 1;
    if (!quoting || !value.startsWith('"')) return value;
    const raw = input.toString('utf8', start, bytes);
    return quotedThenRest(raw.slice(raw.indexOf('"')));
  };
  try {
    parse(input, {
      delimiter,
      record_delimiter: '\n',
      bom: true,
      ltrim: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      cast: fieldByField ? rereadQuoted : undefined,
      // `lines` is the line a record ends on; it starts as many lines earlier as its fields hold breaks.
      on_record: (fields, { lines }) => {
        records.push({ line: lines - lineBreaks(fields), fields });
        return null;
      },
    });
  } catch (error) {
    if (!(fieldByField && error instanceof ParseError && error.code === 'CSV_QUOTE_NOT_CLOSED')) throw error;
    const quote = input.indexOf('"', fieldStart);
    throw new CsvError('A quoted field is not closed', input.toString('utf8', 0, quote).split('\n').length);
  }
  return records;
}

const startsWithQuote = (records: CsvRecord[]) =>
  records.some(({ fields }) => fields.some((field) => field.startsWith('"')));

/**
 * Parses CSV text into records with csv-parse. Blank lines are skipped; leading blanks of a field are dropped,
 * so a quote after them still opens a quoted field. Elsewhere a quote is an ordinary character, as in
 * `5" pipe`; characters after a closing quote are kept (`"a"b` reads `ab`). Line breaks inside quotes become
 * `\n`. A quote left open at the end of the file throws a CsvError naming the line it opened on.
 */
export function parseCsv(text: string, delimiter: Delimiter = detectDelimiter(text)): CsvRecord[] {
  // One line end: CR and CRLF become LF, so csv-parse counts lines exactly and fields hold `\n`.
  const input = Buffer.from(text.replace(/\r\n?/g, '\n'));
  let records: CsvRecord[] | null = null;
  try {
    records = readRecords(input, delimiter, false);
  } catch {
    // The field-by-field pass below meets the same error and says which line it is on.
  }
  return records && !startsWithQuote(records) ? records : readRecords(input, delimiter, true);
}
