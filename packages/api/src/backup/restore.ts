import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ObjectStore } from '../adapters/storage/index.ts';
import { type Database, type DatabaseOptions, openDatabase } from '../db/client.ts';
import { archivedRows, unpackArchive } from './archive-reader.ts';
import { listTables } from './catalog.ts';
import { BackupRefusedError } from './errors.ts';
import { loadTables, type TableCount } from './load.ts';
import { describeTables, nonEmptyTables } from './load-mode.ts';
import { fileEntry, type Manifest } from './manifest.ts';
import { appMigrationLevel, databaseMigrationLevel, migrationsUpTo } from './migration-level.ts';
import { listStoredFiles, removeStoredFiles, writeStoredFile } from './stored-files.ts';

export type DatabaseTarget = { databaseUrl: string } | { dataDir: string };

export interface RestoreOptions {
  file: string;
  /** Where the database goes: PostgreSQL at DATABASE_URL, or the embedded one in DATA_DIR. */
  target: DatabaseTarget;
  /** Where the stored files go: the object store the app runs with (DATA_DIR or the S3 bucket). */
  store: ObjectStore;
  /** Replace what the target holds instead of refusing a non-empty target. */
  force: boolean;
}

export interface RestoreReport {
  manifest: Manifest;
  tables: TableCount[];
  files: { path: string; size: number; sha256: string }[];
  /** The app's own level, migrated to after loading the archive's. */
  migrationLevel: number;
}

async function withDatabase<T>(
  options: DatabaseOptions,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(options);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Refuses a target that holds rows or stored files (unless forced), or is at a later level than the archive. */
async function checkTarget(options: RestoreOptions, manifest: Manifest): Promise<void> {
  const { tables, level } = await withDatabase(
    { ...options.target, migrationsFolder: null },
    async ({ db }) => {
      const names = (await listTables(db)).map((table) => table.name);
      return { tables: await nonEmptyTables(db, names), level: (await databaseMigrationLevel(db)).level };
    },
  );
  const files = await listStoredFiles(options.store);
  if ((tables.length > 0 || files.length > 0) && !options.force) {
    const what = [
      tables.length > 0 ? `rows in ${describeTables(tables)}` : '',
      files.length > 0 ? `${files.length} stored files in the ${options.store.description}` : '',
    ].filter(Boolean);
    throw new BackupRefusedError(
      `the target is not empty (${what.join('; ')}): restore into an empty database and file store, or pass --force to replace everything`,
    );
  }
  if (level > manifest.migrations.level) {
    throw new BackupRefusedError(
      `the target database is at migration ${level}, later than the archive's ${manifest.migrations.level}: restore into an empty database`,
    );
  }
}

/**
 * Restores an archive: checks it whole, refuses a non-empty target, migrates the target to the archive's
 * level, loads every row and sequence in one transaction (checked by count before it commits), writes every
 * stored file back into the store and reads each again against its checksum, then applies this version's
 * later migrations.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreReport> {
  const staging = await mkdtemp(join(tmpdir(), 'daftari-restore-'));
  try {
    const manifest = await unpackArchive(options.file, staging);
    await checkTarget(options, manifest);
    const migrations = await migrationsUpTo(manifest.migrations.level);
    const tables = await withDatabase({ ...options.target, migrationsFolder: migrations.folder }, ({ db }) =>
      db.transaction(async (tx) =>
        loadTables(
          tx,
          { ...manifest, rowsOf: (table) => archivedRows(staging, table) },
          await listTables(tx),
          { truncate: options.force },
        ),
      ),
    ).finally(migrations.remove);
    if (options.force) await removeStoredFiles(options.store);
    for (const file of manifest.files) {
      await writeStoredFile(options.store, file.path, join(staging, fileEntry(file.path)), file.sha256);
    }
    await withDatabase(options.target, async () => undefined);
    return { manifest, tables, files: manifest.files, migrationLevel: (await appMigrationLevel()).level };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
