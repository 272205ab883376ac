import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * The smallest part of the POSIX ustar format the backup archive needs: regular files only, names of at most
 * 100 bytes, written and read as streams. Entries are 512-byte blocks: a header, the data, zero padding; the
 * archive ends with two zero blocks.
 */
const BLOCK = 512;
const MAX_NAME = 100;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mtime: Date): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > MAX_NAME) throw new Error(`archive entry name too long: ${name}`);
  const block = Buffer.alloc(BLOCK);
  nameBytes.copy(block, 0);
  block.write(octal(0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Writes tar entries into `out` (not ended: the caller ends it after `finish`). */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  /**
   * One entry of exactly `size` bytes read from `source`; a source of another length fails the archive.
   * Answers the entry's sha256 (hex).
   */
  async add(name: string, size: number, source: Readable, mtime = new Date()): Promise<string> {
    await write(this.out, header(name, size, mtime));
    const hash = createHash('sha256');
    let written = 0;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      written += chunk.length;
      if (written > size) break;
      hash.update(chunk);
      await write(this.out, chunk);
    }
    if (written !== size)
      throw new Error(`${name} changed while it was archived (${written} bytes, expected ${size})`);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding > 0) await write(this.out, Buffer.alloc(padding));
    return hash.digest('hex');
  }

  async finish(): Promise<void> {
    await write(this.out, Buffer.alloc(BLOCK * 2));
  }
}

function parseHeader(block: Buffer): { name: string; size: number; type: string } | null {
  if (block.every((byte) => byte === 0)) return null;
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] as number);
  const field = (start: number, length: number) =>
    block
      .toString('ascii', start, start + length)
      .replace(/\0.*$/s, '')
      .trim();
  if (Number.parseInt(field(148, 8), 8) !== sum) throw new Error('not a Daftari backup (bad tar header)');
  const name = block.toString('utf8', 0, MAX_NAME).replace(/\0.*$/s, '');
  return { name, size: Number.parseInt(field(124, 12), 8), type: field(156, 1) };
}

/**
 * Extracts every regular file of the tar stream `source` into `dir`, under names `accept` allows (others are an
 * error: this reads only archives it wrote). Answers the extracted names.
 */
export async function extractTar(
  source: AsyncIterable<Buffer>,
  dir: string,
  accept: (name: string) => boolean,
): Promise<string[]> {
  const names: string[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let entry: { out: Writable; left: number; padding: number } | null = null;
  let ended = false;
  for await (const chunk of source) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (!ended) {
      if (entry) {
        if (entry.left > 0) {
          if (pending.length === 0) break;
          const part = pending.subarray(0, entry.left);
          pending = pending.subarray(part.length);
          entry.left -= part.length;
          await write(entry.out, part);
          if (entry.left > 0) break;
          entry.out.end();
          await once(entry.out, 'close');
        }
        if (pending.length < entry.padding) break;
        pending = pending.subarray(entry.padding);
        entry = null;
      }
      if (pending.length < BLOCK) break;
      const parsed = parseHeader(pending.subarray(0, BLOCK));
      pending = pending.subarray(BLOCK);
      if (!parsed) {
        ended = true;
        break;
      }
      if (parsed.type !== '0' && parsed.type !== '')
        throw new Error(`unexpected archive entry ${parsed.name}`);
      if (!accept(parsed.name)) throw new Error(`unexpected archive entry ${parsed.name}`);
      const path = join(dir, parsed.name);
      await mkdir(dirname(path), { recursive: true });
      const out = createWriteStream(path, { mode: 0o600 });
      names.push(parsed.name);
      entry = { out, left: parsed.size, padding: (BLOCK - (parsed.size % BLOCK)) % BLOCK };
      if (parsed.size === 0) {
        entry.out.end();
        await once(entry.out, 'close');
      }
    }
  }
  if (!ended) throw new Error('the archive is truncated');
  return names;
}
