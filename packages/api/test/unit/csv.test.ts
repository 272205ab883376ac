import { describe, expect, it } from 'vitest';
import { CsvError, decodeText, detectDelimiter, parseCsv } from '../../src/http/csv-import/csv.ts';

const fields = (text: string, delimiter?: Parameters<typeof parseCsv>[1]) =>
  parseCsv(text, delimiter).map((record) => record.fields);
const lines = (text: string) => parseCsv(text).map((record) => record.line);

describe('parseCsv', () => {
  it('splits records and fields; LF, CRLF and CR line ends; with or without a final line end', () => {
    const expected = [
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ];
    expect(fields('a,b,c\n1,2,3')).toEqual(expected);
    expect(fields('a,b,c\n1,2,3\n')).toEqual(expected);
    expect(fields('a,b,c\r\n1,2,3\r\n')).toEqual(expected);
    expect(fields('a,b,c\r1,2,3\r')).toEqual(expected);
  });

  it('keeps empty fields, leading and trailing', () => {
    expect(fields(',a,,b,\n')).toEqual([['', 'a', '', 'b', '']]);
    expect(fields('a\n\n')).toEqual([['a']]);
  });

  it('reads quoted fields: delimiters, escaped quotes and line breaks inside, empty quoted fields', () => {
    expect(fields('"a,b","say ""hi""",""\n')).toEqual([['a,b', 'say "hi"', '']]);
    expect(fields('"line one\r\nline two",x\n"a\rb",y')).toEqual([
      ['line one\nline two', 'x'],
      ['a\nb', 'y'],
    ]);
    expect(fields('""\n')).toEqual([['']]);
  });

  it('is lenient with stray quotes: inside an unquoted field, after a closing quote, after spaces', () => {
    expect(fields('5" pipe,a"b\n')).toEqual([['5" pipe', 'a"b']]);
    expect(fields('"ab"c,d\n')).toEqual([['abc', 'd']]);
    expect(fields('a, "b, c"\n')).toEqual([['a', 'b, c']]);
  });

  it('numbers records by the line they start on, counting line breaks inside quotes and blank lines', () => {
    expect(lines('h\n"a\nb"\n\nc\r\n"d\r\n\r\ne"\nf')).toEqual([1, 2, 5, 6, 9]);
  });

  it('skips blank lines but keeps lines of empty fields (the importer drops those)', () => {
    expect(parseCsv('a\n\n\r\n,\nb\n')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 4, fields: ['', ''] },
      { line: 5, fields: ['b'] },
    ]);
  });

  it('drops a byte-order mark; an empty text has no records', () => {
    expect(fields('\uFEFFemail\nx@y.co')).toEqual([['email'], ['x@y.co']]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\n\r\n')).toEqual([]);
  });

  it('throws a CsvError naming the line where an unclosed quote opened', () => {
    let error: unknown;
    try {
      parseCsv('a,b\n1,2\n3,"open\n4,5\n');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CsvError);
    expect(error).toMatchObject({ message: 'A quoted field is not closed', line: 3 });
  });

  it('detects comma, semicolon and tab delimiters from the header line', () => {
    expect(detectDelimiter('first_name,last_name;x\n')).toBe(',');
    expect(detectDelimiter('first_name;last_name;email\r\na,b;c')).toBe(';');
    expect(detectDelimiter('first_name\tlast_name\n')).toBe('\t');
    expect(detectDelimiter('email')).toBe(',');
    expect(fields('name;email\n"Doe; John";j@d.co\n')).toEqual([
      ['name', 'email'],
      ['Doe; John', 'j@d.co'],
    ]);
    expect(fields('a,b\tc', '\t')).toEqual([['a,b', 'c']]);
  });
});

describe('decodeText', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);

  it('reads UTF-8 with and without a BOM', () => {
    expect(decodeText(Buffer.from('name\nÉmile Ndung’u\n'))).toBe('name\nÉmile Ndung’u\n');
    expect(decodeText(Buffer.from('\uFEFFname\n'))).toBe('name\n');
  });

  it('reads UTF-16 with a BOM', () => {
    expect(decodeText(Buffer.from('\uFEFFname,é\n', 'utf16le'))).toBe('name,é\n');
    const be = Buffer.from('\uFEFFok', 'utf16le').swap16();
    expect(decodeText(be)).toBe('ok');
  });

  it('reads bytes that are not UTF-8 as Windows-1252 (Excel "CSV" on Windows)', () => {
    // "Café – Ltd" in Windows-1252: é = 0xE9, en dash = 0x96.
    expect(decodeText(bytes(0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x4c, 0x74, 0x64))).toBe('Café – Ltd');
  });

  it('refuses binary files', () => {
    expect(decodeText(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00))).toBeNull();
    expect(decodeText(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00))).toBeNull(); // .xlsx (zip)
    expect(decodeText(Buffer.from('name\n\u0001\u0002'))).toBeNull();
    expect(decodeText(Buffer.from('a\tb\fc\r\n'))).toBe('a\tb\fc\r\n');
  });
});
