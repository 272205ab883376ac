import { Inflate } from 'fflate';
import { StatementError } from './line.ts';

/**
 * The entries of a ZIP archive (an XLSX workbook) read from its central directory, and one entry inflated with
 * its declared size as the limit: an entry inflating past what it declares (a zip bomb) stops at once, and
 * what all entries read may declare is capped by the caller's budget.
 */

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const MAX_ENTRIES = 10_000;
/** Compressed bytes pushed at a time: a deflate block expands at most ~1032 times, so a push stays small. */
const PUSH = 4096;

const damaged = () => new StatementError('The spreadsheet cannot be read: it is damaged or incomplete');
export const tooLarge = () =>
  new StatementError('The spreadsheet is too large once unpacked: import at most 50 MB of sheet data');

/** The archive's entries by name, or null when the bytes are not a ZIP archive. */
export function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  const floor = Math.max(0, bytes.length - 22 - 65_535);
  while (end >= floor && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < floor) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count > MAX_ENTRIES) throw damaged();
  const entries = new Map<string, ZipEntry>();
  const decoder = new TextDecoder();
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.set(name, {
      name,
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** An entry's bytes: stored or deflated, never more than it declares. */
export function unzipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const local = entry.localOffset;
  if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) throw damaged();
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  if (start + entry.compressedSize > bytes.length) throw damaged();
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (entry.size !== entry.compressedSize) throw damaged();
    return data;
  }
  if (entry.method !== 8) throw damaged();
  const out = new Uint8Array(entry.size);
  let written = 0;
  let finished = false;
  const inflater = new Inflate((chunk, final) => {
    if (written + chunk.length > out.length) throw tooLarge();
    out.set(chunk, written);
    written += chunk.length;
    finished ||= final;
  });
  try {
    for (let offset = 0; offset < data.length; offset += PUSH) {
      inflater.push(data.subarray(offset, offset + PUSH), offset + PUSH >= data.length);
    }
  } catch (error) {
    if (error instanceof StatementError) throw error;
    throw damaged();
  }
  if (!finished || written !== out.length) throw damaged();
  return out;
}
