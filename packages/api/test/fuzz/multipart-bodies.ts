import fc from 'fast-check';
import { multipartBody } from '../support/helpers.ts';
import type { MultipartTemplate } from './templates.ts';
import {
  type Body,
  type BodyVariants,
  hostileDates,
  hostileStrings,
  idsFor,
  jsonText,
  type Labelled,
  lab,
  prototypeKeys,
  RawNumber,
  sweepValues,
} from './values.ts';

type Part = Parameters<typeof multipartBody>[0][number];
type FilePart = MultipartTemplate['file'];

/** Above every upload limit of the API (5 MB). */
let oversized: Buffer | undefined;
const sixMegabytes = () => {
  oversized ??= Buffer.alloc(6 * 1024 * 1024, 0x41);
  return oversized;
};

interface MultipartBody extends Body {
  payload: Buffer;
  contentType: string;
}

function encode(parts: Part[], labels: string[]): MultipartBody {
  const { payload, headers } = multipartBody(parts);
  return { payload, contentType: headers['content-type'] ?? '', labels };
}

const fileParts = (file: FilePart | undefined): Part[] =>
  file
    ? [{ name: file.field, content: file.content, filename: file.filename, contentType: file.contentType }]
    : [];

const fieldParts = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([name, content]) => ({ name, content }));

/** Text values for a form field: multipart has no types, so numbers and dates come as text too. */
const hostileText = fc.constantFrom<Labelled<string>>(
  ...hostileStrings,
  ...hostileDates,
  ...['0', '-1', '1e308', '2147483648', 'NaN', 'Infinity', '1.005', '99999999999999.99'].map((n) =>
    lab(n, n),
  ),
);

/** The sweep's values as form text. */
const sweepText: Labelled<string>[] = sweepValues
  .filter(
    (value) =>
      typeof value.value === 'string' || value.value instanceof RawNumber || typeof value.value === 'number',
  )
  .map((value) =>
    lab(value.label, value.value instanceof RawNumber ? value.value.text : String(value.value)),
  );

/** What can be wrong with the file: its bytes, size, name, type or field. */
function fileVariants(file: FilePart): Labelled<FilePart | undefined>[] {
  const csv = (cell: string) => Buffer.from(`first_name,last_name,email\n${cell},Njeri,a@example.com\n`);
  return [
    lab('no file', undefined),
    lab('empty file', { ...file, content: Buffer.alloc(0) }),
    lab('junk bytes', { ...file, content: Buffer.from('\u0000\u00ff junk \u0001'.repeat(8), 'latin1') }),
    lab('PNG header, junk body', { ...file, content: Buffer.from('\x89PNG\r\n\x1a\n garbage', 'latin1') }),
    lab('JPEG header, junk body', { ...file, content: Buffer.from('\xff\xd8\xff\xe0 garbage', 'latin1') }),
    lab('PDF header, junk body', { ...file, content: Buffer.from('%PDF-1.7\n1 0 obj <<>> garbage') }),
    lab('CSV with NUL', { ...file, content: csv('Amina\u0000') }),
    lab('CSV with control characters', { ...file, content: csv('Am\u0001ina\u001b') }),
    lab('CSV with a 300-character cell', { ...file, content: csv('x'.repeat(300)) }),
    lab('CSV with an unclosed quote', { ...file, content: Buffer.from('first_name\n"Amina\n') }),
    lab('CSV of header only', { ...file, content: Buffer.from('first_name,email\n') }),
    lab('UTF-16 CSV', { ...file, content: Buffer.from(`\ufeff${csv('Amina').toString()}`, 'utf16le') }),
    lab('6 MB file', { ...file, content: sixMegabytes() }),
    lab('file name ../..', { ...file, filename: '../../etc/passwd' }),
    lab('file name with NUL', { ...file, filename: 'slip\u0000.png' }),
    lab('300-character file name', { ...file, filename: `${'n'.repeat(300)}.png` }),
    lab('unicode file name', { ...file, filename: 'reçu 💸.png' }),
    lab('file type exe', { ...file, contentType: 'application/x-msdownload' }),
    lab('file in another field', { ...file, field: 'other' }),
  ];
}

/** Parts nobody asked for: unknown, repeated, oversized and prototype-named fields, a second file. */
function junkParts(fields: Record<string, string>, file: FilePart | undefined): Labelled<Part[]>[] {
  const first = Object.keys(fields)[0] ?? 'field';
  return [
    lab('unknown field', [{ name: 'unknown', content: 'x' }]),
    lab('repeated field', [{ name: first, content: 'again' }]),
    lab('2 KB field', [{ name: first, content: 'v'.repeat(2048) }]),
    lab(
      '30 extra fields',
      Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, content: String(i) })),
    ),
    ...prototypeKeys.map((key) => lab(`field ${key}`, [{ name: key, content: '{"polluted":true}' }])),
    lab('field without a value', [{ name: first, content: '' }]),
    lab('second file', file ? [{ ...fileParts(file)[0]!, filename: 'second.png' }] : []),
  ];
}

/** The valid form sent wrongly: without a boundary, cut short, under a wrong boundary, as JSON. */
function brokenForms(valid: MultipartBody, fields: Record<string, string>): Body[] {
  return [
    { ...valid, contentType: 'multipart/form-data', labels: ['multipart without a boundary'] },
    { ...valid, payload: valid.payload.subarray(0, -20), labels: ['multipart cut short'] },
    { ...valid, contentType: `${valid.contentType}x`, labels: ['multipart, wrong boundary'] },
    { payload: jsonText(fields), contentType: 'application/json', labels: ['the form as JSON'] },
  ];
}

/**
 * Bodies for a multipart route, built on its valid form. `sweep`: every field once with each sweep value,
 * every file variant, junk parts, the form broken. `random`: a field with any hostile text (mostly), or any
 * of the sweep's other shapes.
 */
export function multipartBodies(template: MultipartTemplate): BodyVariants {
  const { fields, file } = template;
  const valid = () => [...fieldParts(fields), ...fileParts(file)];
  const withField = (name: string, value: Labelled<string>) =>
    encode(
      [...fieldParts({ ...fields, [name]: value.value }), ...(name === file.field ? [] : fileParts(file))],
      [`field ${name}=${value.label}`],
    );
  const shapes = [
    encode(valid(), ['valid form']),
    ...fileVariants(file).map((variant) =>
      encode([...fieldParts(fields), ...fileParts(variant.value)], [variant.label]),
    ),
    ...junkParts(fields, file).map((extra) => encode([...valid(), ...extra.value], [extra.label])),
    ...brokenForms(encode(valid(), []), fields),
  ];
  const sweep = [
    ...Object.keys(fields).flatMap((name) => sweepText.map((value) => withField(name, value))),
    ...shapes,
  ];
  const names = [...Object.keys(fields), file.field, ...prototypeKeys];
  const random = fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(fc.constantFrom(...names), hostileText)
        .map(([name, value]) => withField(name, value)),
    },
    { weight: 3, arbitrary: fc.constantFrom(...shapes) },
  );
  const withIds = (ids: Record<string, Labelled<string>[]>) =>
    Object.keys(fields).flatMap((name) =>
      idsFor(name, ids).map((id) => ({ ...withField(name, id), foreign: true })),
    );
  return { sweep, random, withIds };
}

/** A multipart body of junk fields, for routes that take JSON. */
export const multipartJunk = (): Body =>
  encode(
    [
      { name: 'a', content: 'b' },
      { name: 'file', content: 'x', filename: 'x.txt' },
    ],
    ['multipart body'],
  );
