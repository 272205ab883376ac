import { inflateSync } from 'node:zlib';

// pdfkit decodes a PNG's pixels in a zlib callback, where a broken image throws past every handler and
// stops the process. So a PNG is checked whole here, synchronously, before it is ever stored or drawn.

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
/** Adam7: each pass's first column and row, and its steps. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface Header {
  width: number;
  height: number;
  bitsPerPixel: number;
  colorType: number;
  interlaced: boolean;
}

/** The passes' sizes (one pass, the whole image, without interlacing). */
function passes({ width, height, interlaced }: Header): [number, number][] {
  if (!interlaced) return [[width, height]];
  return ADAM7.map(([x, y, dx, dy]) => [Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)]);
}

/** Whether the filtered scanlines are exactly as long as the header says, each with a filter type 0–4. */
function scanlinesFit(header: Header, pixels: Buffer): boolean {
  let offset = 0;
  for (const [width, height] of passes(header)) {
    if (width <= 0 || height <= 0) continue;
    const rowBytes = Math.ceil((width * header.bitsPerPixel) / 8);
    for (let row = 0; row < height; row++) {
      if ((pixels[offset] ?? 255) > 4) return false;
      offset += 1 + rowBytes;
    }
  }
  return offset === pixels.length;
}

/**
 * Whether the bytes are a PNG that decodes: its chunks in order with their lengths, a valid header, a palette
 * where one is needed, and image data that inflates to exactly the scanlines the header describes. `maxPixels`
 * bounds the inflated size.
 */
export function isWholePng(bytes: Buffer, maxPixels: number): boolean {
  let offset = 8;
  let header: Header | null = null;
  let palette = false;
  const data: Buffer[] = [];
  let ended = false;
  while (offset + 8 <= bytes.length && !ended) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length || offset + 12 + length > bytes.length) return false;
    if (type === 'IHDR') {
      if (header || length !== 13) return false;
      const colorType = body[9] ?? -1;
      const depth = body[8] ?? -1;
      if (!DEPTHS[colorType]?.includes(depth) || body[10] !== 0 || body[11] !== 0 || (body[12] ?? 2) > 1)
        return false;
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bitsPerPixel: (CHANNELS[colorType] ?? 0) * depth,
        colorType,
        interlaced: body[12] === 1,
      };
    } else if (!header) return false;
    else if (type === 'PLTE') palette = length > 0 && length % 3 === 0;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') ended = true;
    offset += 12 + length;
  }
  if (!header || !ended || data.length === 0 || (header.colorType === 3 && !palette)) return false;
  if (header.width === 0 || header.height === 0 || header.width * header.height > maxPixels) return false;
  try {
    const limit = header.height * 8 + Math.ceil((header.width * header.height * header.bitsPerPixel) / 8) * 2;
    return scanlinesFit(header, inflateSync(Buffer.concat(data), { maxOutputLength: limit + 64 }));
  } catch {
    return false;
  }
}
