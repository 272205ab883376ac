import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import packageJson from '../../package.json' with { type: 'json' };
import type { ObjectStore } from '../adapters/storage/index.ts';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/transaction.ts';
import { listTables, readSequences, setPortableOutput, type Table } from './catalog.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  fileEntry,
  MANIFEST_ENTRY,
  type Manifest,
  tableEntry,
} from './manifest.ts';
import { databaseMigrationLevel } from './migration-level.ts';
import { listStoredFiles } from './stored-files.ts';
import { readRows } from './table-rows.ts';
import { TarWriter } from './tar.ts';

type TableSummary = Manifest['tables'][number];

/** Writes one table as NDJSON into `path`, hashing and counting as it goes. */
async function dumpTable(db: Executor, table: Table, path: string): Promise<TableSummary> {
  const hash = createHash('sha256');
  let rows = 0;
  let size = 0;
  async function* lines() {
    for await (const batch of readRows(db, table)) {
      const text = Buffer.from(batch.map((row) => `${JSON.stringify(row)}\n`).join(''));
      hash.update(text);
      rows += batch.length;
      size += text.length;
      yield text;
    }
  }
  await pipeline(Readable.from(lines()), createWriteStream(path, { mode: 0o600 }));
  return { name: table.name, columns: table.columns, rows, size, sha256: hash.digest('hex') };
}

/**
 * Reads every table and sequence in ONE repeatable-read, read-only transaction: a consistent snapshot on
 * PostgreSQL even while the app writes; on PGlite the caller holds the data directory's lock, so nothing else
 * writes at all. The tables land as files in `dir`.
 */
async function dumpDatabase(database: Database, dir: string) {
  return database.db.transaction(
    async (tx) => {
      await setPortableOutput(tx);
      const migrations = await databaseMigrationLevel(tx);
      if (migrations.level === 0 || !migrations.tag) throw new Error('the database has never been migrated');
      const tables: TableSummary[] = [];
      for (const table of await listTables(tx))
        tables.push(await dumpTable(tx, table, join(dir, table.name)));
      const sequences = await readSequences(tx);
      return { migrations: { level: migrations.level, tag: migrations.tag }, tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Writes a backup archive (tar.gz) to `out`: every table, every sequence and every file in `store` (the
 * app's object store: a directory under DATA_DIR or an S3 bucket), with the manifest last (its checksums are
 * those of the entries written before it). The archive appears only once complete. Stored files are read
 * after the snapshot; they are never changed once written, so the only difference possible is a file
 * uploaded (not in the snapshot, harmless) or deleted during the backup (left out of the archive; its row was
 * deleted with it or soon will be).
 */
export async function writeBackup(options: {
  database: Database;
  store: ObjectStore;
  out: string;
  now?: Date;
}): Promise<Manifest> {
  const { database, store, out } = options;
  await mkdir(dirname(out), { recursive: true });
  const staging = await mkdtemp(join(dirname(out), '.daftari-backup-'));
  const partial = `${out}.partial`;
  try {
    const dump = await dumpDatabase(database, staging);
    const output = createWriteStream(partial, { mode: 0o600 });
    const gzip = createGzip();
    const written = pipeline(gzip, output);
    // Awaited below; this only keeps an early failure from being reported as unhandled.
    written.catch(() => undefined);
    const tar = new TarWriter(gzip);
    for (const table of dump.tables) {
      await tar.add(tableEntry(table.name), table.size, createReadStream(join(staging, table.name)));
    }
    const files: Manifest['files'] = [];
    for (const { key } of await listStoredFiles(store)) {
      const object = await store.open(key);
      if (!object) continue;
      const sha256 = await tar.add(fileEntry(key), object.size, object.stream);
      files.push({ path: key, size: object.size, sha256 });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      app_version: packageJson.version,
      created_at: (options.now ?? new Date()).toISOString(),
      database: database.kind,
      ...dump,
      files,
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await tar.add(MANIFEST_ENTRY, manifestBytes.length, Readable.from([manifestBytes]));
    await tar.finish();
    gzip.end();
    await written;
    await rename(partial, out);
    return manifest;
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}
