import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A small valid PNG logo: `width` × `height` pixels of one RGB colour (8-bit truecolour, one IDAT), as a
 * business would upload it.
 */
export function solidPng(width = 48, height = 24, rgb: [number, number, number] = [14, 116, 144]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // Each scanline: filter byte 0 (none), then the pixels.
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The images a PDF draws, as `width×height` in pixels, by poppler's `pdfimages -list` (after two header lines). */
export async function pdfImageSizes(file: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)('pdfimages', ['-list', file]);
  return stdout
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => {
      const [, , , width, height] = line.trim().split(/\s+/);
      return `${width}×${height}`;
    });
}
