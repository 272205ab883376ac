import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';

/**
 * The drizzle-kit migrations folder: `packages/api/drizzle` when running from src/ (tsx, vitest), and
 * `dist/drizzle` (copied there by build.mjs) when running the bundle.
 */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 4; up++, dir = dirname(dir)) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error(`No drizzle migrations folder found above ${fileURLToPath(import.meta.url)}`);
}

/** An arbitrary constant: the advisory lock key that serialises migrations across API instances. */
const MIGRATION_LOCK_KEY = 4_711_2025;

type Target =
  | { kind: 'pglite'; db: PgliteDatabase<Record<string, unknown>> }
  | { kind: 'postgres'; pool: pg.Pool };

/** Applies pending migrations. On PostgreSQL, instances starting together take turns (advisory lock). */
export async function migrateDatabase(
  target: Target,
  migrationsFolderPath = migrationsFolder(),
): Promise<void> {
  if (target.kind === 'pglite') {
    await migratePglite(target.db, { migrationsFolder: migrationsFolderPath });
    return;
  }
  const client = await target.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: migrationsFolderPath });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
