import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Table } from './catalog.ts';
import { BackupRefusedError } from './errors.ts';
import {
  BACKUP_FORMAT_VERSION,
  fileEntry,
  MANIFEST_ENTRY,
  type Manifest,
  manifestSchema,
  tableEntry,
} from './manifest.ts';
import { appMigrationLevel } from './migration-level.ts';
import { isStoredFilePath } from './stored-files.ts';
import type { Row } from './table-rows.ts';
import { extractTar } from './tar.ts';

const ENTRY = /^(manifest\.json|db\/[a-z_][a-z0-9_]*\.ndjson|files\/.+)$/;
const acceptEntry = (name: string) =>
  ENTRY.test(name) && (!name.startsWith('files/') || isStoredFilePath(name.slice('files/'.length)));

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Unpacks an archive into `dir` and checks it whole before anything is restored: a readable manifest of this
 * format, a migration level this version has, and every entry present with its size and sha256, nothing more.
 */
export async function unpackArchive(file: string, dir: string): Promise<Manifest> {
  let names: string[];
  try {
    const input = createReadStream(file);
    const gunzip = createGunzip();
    input.on('error', (error) => gunzip.destroy(error));
    names = await extractTar(input.pipe(gunzip), dir, acceptEntry);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new BackupRefusedError(`${file} is not a readable Daftari backup: ${reason}`);
  }
  if (!names.includes(MANIFEST_ENTRY)) throw new BackupRefusedError(`${file} has no manifest`);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(join(dir, MANIFEST_ENTRY), 'utf8')));
  } catch {
    throw new BackupRefusedError(`${file} has an unreadable manifest`);
  }
  if (manifest.format_version !== BACKUP_FORMAT_VERSION) {
    throw new BackupRefusedError(
      `${file} is in backup format ${manifest.format_version}; this version of Daftari reads format ${BACKUP_FORMAT_VERSION}`,
    );
  }
  const app = await appMigrationLevel();
  if (manifest.migrations.level > app.level) {
    throw new BackupRefusedError(
      `${file} was made by a newer Daftari (${manifest.app_version}, migration ${manifest.migrations.tag}); update first`,
    );
  }
  const expected = [
    ...manifest.tables.map((table) => ({
      entry: tableEntry(table.name),
      size: table.size,
      sha256: table.sha256,
    })),
    ...manifest.files.map((f) => ({ entry: fileEntry(f.path), size: f.size, sha256: f.sha256 })),
  ];
  const extra = names.filter((name) => name !== MANIFEST_ENTRY && !expected.some((e) => e.entry === name));
  if (extra.length > 0)
    throw new BackupRefusedError(`${file} holds entries its manifest does not list: ${extra.join(', ')}`);
  for (const { entry, size, sha256 } of expected) {
    const path = join(dir, entry);
    const found = await stat(path).then(
      (info) => info.size,
      () => null,
    );
    if (found === null) throw new BackupRefusedError(`${file} is missing ${entry}`);
    if (found !== size || (await sha256Of(path)) !== sha256) {
      throw new BackupRefusedError(
        `${file} is corrupted: ${entry} does not match its checksum in the manifest`,
      );
    }
  }
  return manifest;
}

const BATCH_ROWS = 2000;

/** A table's rows from its unpacked NDJSON entry, a batch at a time. */
export async function* archivedRows(dir: string, table: Table): AsyncGenerator<Row[]> {
  const lines = createInterface({
    input: createReadStream(join(dir, tableEntry(table.name))),
    crlfDelay: Infinity,
  });
  let batch: Row[] = [];
  for await (const line of lines) {
    const row: unknown = JSON.parse(line);
    if (!Array.isArray(row) || row.some((value) => value !== null && typeof value !== 'string')) {
      throw new BackupRefusedError(`a row of ${table.name} is malformed`);
    }
    batch.push(row as Row);
    if (batch.length === BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
