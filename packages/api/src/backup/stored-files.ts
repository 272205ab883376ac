import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Every file the app stores beside its database, named by a path relative to DATA_DIR: `uploads/<name>`
 * (attachments of expenses and bills) and `outbox/<account>/<message>` (e-mails kept without SMTP). The one
 * place the backup lists, reads and writes them, so a storage adapter can take its place.
 */
export interface StoredFile {
  path: string;
  size: number;
}

const AREAS = ['uploads', 'outbox'] as const;
/** Uploads still being received (`uploads/.tmp/`) are not stored files yet. */
const SKIPPED = new Set(['uploads/.tmp']);
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** A path this module would write: under one of the areas, plain segments only (no `..`, no absolute path). */
export function isStoredFilePath(path: string): boolean {
  const [area, ...rest] = path.split('/');
  return (
    (AREAS as readonly string[]).includes(area ?? '') && rest.length > 0 && rest.every((s) => SEGMENT.test(s))
  );
}

async function walk(dataDir: string, relative: string, found: StoredFile[]): Promise<void> {
  if (SKIPPED.has(relative)) return;
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(join(dataDir, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const path = `${relative}/${entry.name}`;
    if (entry.isDirectory()) await walk(dataDir, path, found);
    else if (entry.isFile() && isStoredFilePath(path)) {
      found.push({ path, size: (await stat(join(dataDir, path))).size });
    }
  }
}

/** Every stored file, sorted by path. */
export async function listStoredFiles(dataDir: string): Promise<StoredFile[]> {
  const found: StoredFile[] = [];
  for (const area of AREAS) await walk(dataDir, area, found);
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export function readStoredFile(dataDir: string, path: string): Readable {
  return createReadStream(join(dataDir, path));
}

/** Writes a stored file from `source` (owner-only, as the app writes them); complete or not there at all. */
export async function writeStoredFile(dataDir: string, path: string, source: Readable): Promise<void> {
  if (!isStoredFilePath(path)) throw new Error(`not a stored file path: ${path}`);
  const target = join(dataDir, path);
  await mkdir(dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial`;
  await pipeline(source, createWriteStream(partial, { mode: 0o600 }));
  await rename(partial, target);
}

/** Removes every stored file (restore --force). */
export async function removeStoredFiles(dataDir: string): Promise<void> {
  for (const area of AREAS) await rm(join(dataDir, area), { recursive: true, force: true });
}
