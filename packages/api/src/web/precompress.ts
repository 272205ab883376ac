import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ENCODED_SUFFIX, ENCODINGS, encode, isCompressibleFile, MIN_COMPRESSED_BYTES } from './encodings.ts';

export interface PrecompressTotals {
  files: number;
  bytes: number;
  br: number;
  gzip: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every text file of at least a kilobyte under
 * `dir`, as the server serves them (it checks each copy against its file before using it). A copy that would
 * not be smaller is not written.
 */
export async function precompressDir(dir: string): Promise<PrecompressTotals> {
  const totals: PrecompressTotals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const queue: string[] = [];
  for (const path of await filesUnder(dir)) {
    if (isCompressibleFile(path) && (await stat(path)).size >= MIN_COMPRESSED_BYTES) queue.push(path);
  }
  const worker = async () => {
    for (let path = queue.pop(); path; path = queue.pop()) {
      const body = await readFile(path);
      totals.files += 1;
      totals.bytes += body.length;
      for (const encoding of ENCODINGS) {
        const encoded = await encode(body, encoding, 'best');
        const kept = encoded.length < body.length ? encoded : body;
        totals[encoding] += kept.length;
        if (kept === encoded) await writeFile(path + ENCODED_SUFFIX[encoding], encoded);
      }
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return totals;
}
