import { crc32, deflateSync } from 'node:zlib';
import type { Random } from './random.ts';

const WIDTH = 120;
const HEIGHT = 200;
const PAPER = 250;
const INK = 40;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small grey-scale PNG that looks like a till slip from afar: a heading, rows of item text and amounts, a
 * bold total line. Drawn pixel by pixel, so it needs no image library; the rows follow `random`.
 */
export function receiptPng(random: Random): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT, PAPER);
  const bar = (top: number, left: number, width: number, height: number) => {
    for (let y = top; y < Math.min(HEIGHT, top + height); y += 1) {
      pixels.fill(INK, y * WIDTH + left, y * WIDTH + Math.min(WIDTH, left + width));
    }
  };
  bar(10, 30, 60, 6);
  bar(20, 40, 40, 3);
  let y = 40;
  const rows = random.int(3, 8);
  for (let row = 0; row < rows; row += 1, y += 12) {
    bar(y, 8, random.int(30, 65), 4);
    bar(y, 92 - random.int(0, 10), 20 + random.int(0, 10), 4);
  }
  bar(y + 4, 8, 104, 1);
  bar(y + 10, 8, 40, 6);
  bar(y + 10, 80, 32, 6);
  // Each scan line starts with its filter type (0: none).
  const raw = Buffer.alloc((WIDTH + 1) * HEIGHT);
  for (let row = 0; row < HEIGHT; row += 1) {
    pixels.copy(raw, row * (WIDTH + 1) + 1, row * WIDTH, (row + 1) * WIDTH);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
