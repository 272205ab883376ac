import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './lock.ts';
import { migrateDatabase, migrationsFolder } from './migrate.ts';
import * as schema from './schema.ts';

/** The query builder both backends share; services take this, never a driver-specific type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Connections by state: a node-postgres pool's total, idle and waiting clients; PGlite has one. */
export type ConnectionStats = Record<string, number>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  connections: () => ConnectionStats;
  /** Closes the connection(s) and releases the data directory lock. Safe to call twice. */
  close(): Promise<void>;
}

export type DatabaseOptions =
  /** PostgreSQL through a node-postgres pool. */
  (
    | { databaseUrl: string; poolSize?: number }
    /**
     * Embedded PGlite persisted in `dataDir/pglite` (guarded by `dataDir/daftari.lock`), or in memory when null;
     * an in-memory one may start from a dumped data directory (`PGlite.dumpDataDir()`) instead of empty.
     */
    | { dataDir: string | null; loadDataDir?: Blob }
  ) & {
    /** The migrations to apply: the app's own by default; another folder (a restore's earlier level); null: none. */
    migrationsFolder?: string | null;
  };

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = options.migrationsFolder === undefined ? migrationsFolder() : options.migrationsFolder;
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, options.poolSize, folder);
  return openPglite(options.dataDir, folder, options.loadDataDir);
}

async function openPostgres(
  connectionString: string,
  poolSize: number | undefined,
  folder: string | null,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => process.stderr.write(`PostgreSQL: idle connection lost: ${error.message}\n`));
  const db = drizzlePg({ client: pool, schema });
  try {
    if (folder) await migrateDatabase({ kind: 'postgres', pool }, folder);
  } catch (error) {
    await pool.end();
    throw error;
  }
  let closed = false;
  return {
    db,
    kind: 'postgres',
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** The PostgreSQL extensions the migrations create (drizzle/0001_search_extensions.sql). */
export const pgliteOptions: PGliteOptions = { extensions: { pg_trgm, btree_gin } };

async function openPglite(
  dataDir: string | null,
  folder: string | null,
  loadDataDir?: Blob,
): Promise<Database> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  let client: PGlite | undefined;
  try {
    client = dataDir
      ? await PGlite.create(join(dataDir, 'pglite'), pgliteOptions)
      : await PGlite.create({ ...pgliteOptions, loadDataDir });
    const db = drizzlePglite({ client, schema });
    if (folder) await migrateDatabase({ kind: 'pglite', db }, folder);
    let closed = false;
    const pglite = client;
    return {
      db,
      kind: 'pglite',
      connections: () => ({ total: closed ? 0 : 1 }),
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    release();
    throw error;
  }
}
