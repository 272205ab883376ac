import type { Database } from '../db/client.ts';
import { countRows, listTables, readSequences, setPortableOutput } from './catalog.ts';
import { BackupRefusedError } from './errors.ts';
import { loadTables, type TableCount } from './load.ts';
import { describeTables, nonEmptyTables } from './load-mode.ts';
import { databaseMigrationLevel } from './migration-level.ts';
import { readRows } from './table-rows.ts';

/** Refuses a PostgreSQL database that holds any row (opened without migrating, so nothing changes). */
export async function assertEmptyTarget(target: Database): Promise<void> {
  const names = (await listTables(target.db)).map((table) => table.name);
  const filled = await nonEmptyTables(target.db, names);
  if (filled.length > 0) {
    throw new BackupRefusedError(
      `the PostgreSQL database is not empty (rows in ${describeTables(filled)}): copy into a new, empty database`,
    );
  }
}

/**
 * Copies every row and sequence of the embedded database into PostgreSQL (both migrated to this version):
 * read in one repeatable-read transaction of the source, written in one transaction of the target that
 * commits only if every table's count matches. Stored files are not part of the database: they stay in
 * DATA_DIR, or `copy-files.ts` copies them into the bucket when one is configured.
 */
export async function copyDatabase(source: Database, target: Database): Promise<TableCount[]> {
  return source.db.transaction(
    async (read) => {
      await setPortableOutput(read);
      const [from, to] = [await databaseMigrationLevel(read), await databaseMigrationLevel(target.db)];
      if (from.level !== to.level) {
        throw new BackupRefusedError(`the databases are at different migrations (${from.tag} and ${to.tag})`);
      }
      const tables = await listTables(read);
      const counts = await countRows(
        read,
        tables.map((table) => table.name),
      );
      const sequences = await readSequences(read);
      return target.db.transaction(async (write) =>
        loadTables(
          write,
          {
            tables: tables.map((table) => ({ ...table, rows: counts[table.name] ?? 0 })),
            sequences,
            rowsOf: (table) => readRows(read, table),
          },
          await listTables(write),
          { truncate: false },
        ),
      );
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
