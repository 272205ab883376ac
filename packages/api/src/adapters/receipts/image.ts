/**
 * What a file is (by its first bytes, not by the name or Content-Type a browser sent), image sizes read from
 * the headers, and the little preparation an image gets before OCR.
 */

export type ReceiptKind = 'pdf' | 'png' | 'jpeg' | 'webp' | 'unknown';

export function sniffKind(buffer: Buffer): ReceiptKind {
  if (buffer.length >= 5 && buffer.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (buffer.length >= 8 && buffer.readUInt32BE(0) === 0x89504e47 && buffer.readUInt32BE(4) === 0x0d0a1a0a) {
    return 'png';
  }
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (
    buffer.length >= 12 &&
    buffer.toString('latin1', 0, 4) === 'RIFF' &&
    buffer.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return 'unknown';
}

/** What the browser claimed, for the error message when the bytes are not what they say. */
export function claimedKind(contentType: string, fileName?: string): ReceiptKind {
  const type = contentType.toLowerCase();
  const name = (fileName ?? '').toLowerCase();
  if (type.includes('pdf') || name.endsWith('.pdf')) return 'pdf';
  if (type.includes('png') || name.endsWith('.png')) return 'png';
  if (type.includes('jpeg') || type.includes('jpg') || /\.jpe?g$/.test(name)) return 'jpeg';
  if (type.includes('webp') || name.endsWith('.webp')) return 'webp';
  return 'unknown';
}

export interface ImageInfo {
  width: number;
  height: number;
}

/** Width and height from the file header (no decoding), or null when the header is not readable. */
export function imageInfo(buffer: Buffer, kind: ReceiptKind): ImageInfo | null {
  try {
    if (kind === 'png') {
      if (buffer.length < 33 || buffer.toString('latin1', 12, 16) !== 'IHDR') return null;
      return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
    }
    if (kind === 'jpeg') {
      let offset = 2;
      while (offset + 9 < buffer.length) {
        if (buffer[offset] !== 0xff) return null;
        const marker = buffer[offset + 1] ?? 0;
        if (marker === 0xff) {
          offset += 1;
          continue;
        }
        const length = buffer.readUInt16BE(offset + 2);
        // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
        if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
          return {
            height: buffer.readUInt16BE(offset + 5),
            width: buffer.readUInt16BE(offset + 7),
          };
        }
        offset += 2 + length;
      }
      return null;
    }
    if (kind === 'webp') {
      const chunk = buffer.toString('latin1', 12, 16);
      if (chunk === 'VP8X') {
        return {
          width: buffer.readUIntLE(24, 3) + 1,
          height: buffer.readUIntLE(27, 3) + 1,
        };
      }
      if (chunk === 'VP8 ') {
        return {
          width: buffer.readUInt16LE(26) & 0x3fff,
          height: buffer.readUInt16LE(28) & 0x3fff,
        };
      }
      if (chunk === 'VP8L') {
        const bits = buffer.readUInt32LE(21);
        return {
          width: (bits & 0x3fff) + 1,
          height: ((bits >> 14) & 0x3fff) + 1,
        };
      }
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * Refuse images whose header claims more pixels than this (a decompression bomb; a 12 MP phone photo has 12M).
 * Images are otherwise handed to tesseract as they are: its WebAssembly build of leptonica decodes them in
 * the worker thread, where a malformed file is an error, not a crash. (Native decoders are avoided on purpose:
 * @napi-rs/canvas segfaults on a PNG signature followed by garbage.) Large photos need no scaling: a
 * 4032×3024 JPEG reads in under 2 s.
 */
export const MAX_PIXELS = 50_000_000;
