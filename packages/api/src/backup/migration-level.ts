import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { migrationsFolder } from '../db/migrate.ts';
import { rowsOf } from '../db/rows.ts';
import type { Executor } from '../db/transaction.ts';

/**
 * A database's migration level: how many of the app's migrations (drizzle/meta/_journal.json, in order) it
 * has applied, named by the last one's tag. Drizzle records each applied migration by its journal time.
 */
export interface MigrationLevel {
  level: number;
  tag: string | null;
}

const journalSchema = z.object({
  entries: z.array(z.object({ idx: z.number(), when: z.number(), tag: z.string() }).passthrough()),
});
type Journal = z.infer<typeof journalSchema> & Record<string, unknown>;

async function readJournal(): Promise<Journal> {
  const raw = JSON.parse(await readFile(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
  return { ...raw, ...journalSchema.parse(raw) };
}

/** The app's own level: every migration it ships. */
export async function appMigrationLevel(): Promise<MigrationLevel> {
  const { entries } = await readJournal();
  return { level: entries.length, tag: entries.at(-1)?.tag ?? null };
}

/** The level a database is at (0 when it has never been migrated). */
export async function databaseMigrationLevel(db: Executor): Promise<MigrationLevel> {
  const [exists] = rowsOf<{ found: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`),
  );
  if (!exists?.found) return { level: 0, tag: null };
  const [last] = rowsOf<{ created_at: string | number }>(
    await db.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    ),
  );
  if (!last) return { level: 0, tag: null };
  const { entries } = await readJournal();
  const index = entries.findIndex((entry) => entry.when === Number(last.created_at));
  if (index < 0) {
    throw new Error('the database has a migration this version of Daftari does not know (it is newer)');
  }
  return { level: index + 1, tag: entries[index]?.tag ?? null };
}

/**
 * A temporary migrations folder holding the app's first `level` migrations only, for a restore that loads
 * rows of an earlier schema before the later migrations run. `remove` deletes it.
 */
export async function migrationsUpTo(
  level: number,
): Promise<{ folder: string; remove: () => Promise<void> }> {
  const journal = await readJournal();
  if (level > journal.entries.length) throw new Error(`no migration level ${level} in this version`);
  const entries = journal.entries.slice(0, level);
  const folder = await mkdtemp(join(tmpdir(), 'daftari-migrations-'));
  await mkdir(join(folder, 'meta'));
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries)
    await copyFile(join(migrationsFolder(), `${tag}.sql`), join(folder, `${tag}.sql`));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
