/**
 * A small CSV reader for contact imports (RFC 4180 plus what spreadsheets really write): quoted fields with
 * `""` escapes, delimiters and line breaks inside quotes, LF, CRLF or CR line ends, a byte-order mark, and a
 * comma, semicolon or tab delimiter (Excel in many locales writes semicolons). Every record keeps the line of
 * the file it starts on, so errors can name it.
 */

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

/** The delimiter of a file: whichever of comma, semicolon and tab its first line holds most of (comma on a tie). */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const end = text.search(/[\r\n]/);
  const header = end === -1 ? text : text.slice(0, end);
  const count = (c: string) => header.split(c).length - 1;
  const candidates = [',', ';', '\t'] as const;
  let best: ',' | ';' | '\t' = ',';
  for (const candidate of candidates) if (count(candidate) > count(best)) best = candidate;
  return best;
}

/**
 * Parses CSV text into records. Blank lines are skipped. A quote opens a quoted field only at the start of a
 * field (spaces before it are dropped); elsewhere it is an ordinary character, as in `5" pipe`. Characters
 * after a closing quote are kept (`"a"b` reads `ab`). Line breaks inside quotes become `\n`. A quote left open
 * at the end of the file throws a CsvError naming the line it opened on.
 */
export function parseCsv(text: string, delimiter = detectDelimiter(text)): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false; // the current field was quoted (so an empty record `""` still counts as content)
  let inQuotes = false;
  let quoteLine = 0;
  let line = 1;
  let recordLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;

  const endRecord = () => {
    if (fields.length > 0 || field !== '' || quoted) {
      fields.push(field);
      records.push({ line: recordLine, fields });
    }
    fields = [];
    field = '';
    quoted = false;
  };

  while (i < n) {
    const c = text[i]!;
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else {
          inQuotes = false;
          i += 1;
        }
      } else if (c === '\r' || c === '\n') {
        field += '\n';
        line += 1;
        i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      } else {
        field += c;
        i += 1;
      }
      continue;
    }
    if (c === delimiter) {
      fields.push(field);
      field = '';
      quoted = false;
      i += 1;
    } else if (c === '\r' || c === '\n') {
      endRecord();
      line += 1;
      recordLine = line;
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else if (c === '"' && !quoted && field.trim() === '') {
      inQuotes = true;
      quoted = true;
      quoteLine = line;
      field = '';
      i += 1;
    } else {
      field += c;
      i += 1;
    }
  }
  if (inQuotes) throw new CsvError('A quoted field is not closed', quoteLine);
  endRecord();
  return records;
}
