import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';
import { rowsOf } from '../db/rows.ts';
import { PublicReason, type ReadinessCheck } from './readiness.ts';

const journalSchema = z.object({ entries: z.array(z.object({ when: z.number(), tag: z.string() })) });

/**
 * Readiness of the schema: every migration of this build is applied. Drizzle records each applied
 * migration with its folder time (`when` in the journal) and applies those newer than the last one it
 * recorded, so a migration counts as pending when its time is after the newest recorded.
 */
export function migrationsCheck(db: Db, folder: string = migrationsFolder()): ReadinessCheck {
  const journal = journalSchema.parse(
    JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')),
  );
  const times = journal.entries.map((entry) => entry.when);
  return async () => {
    const result = await db.execute(
      sql`select coalesce(max(created_at), 0) as last from drizzle.__drizzle_migrations`,
    );
    const last = Number(rowsOf<{ last: number | string }>(result)[0]?.last ?? 0);
    const pending = times.filter((time) => time > last).length;
    if (pending > 0) throw new PublicReason(`${pending} pending`);
  };
}
