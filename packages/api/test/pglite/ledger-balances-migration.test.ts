import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/migrate.ts';
import { rowsOf } from '../../src/db/rows.ts';
import * as schema from '../../src/db/schema.ts';
import { buildApp } from '../../src/server.ts';
import { onAnswerMismatch, signUp } from '../support/helpers.ts';
import { expectBalancesEqualScans, postRandomMix } from '../support/ledger-balances-helpers.ts';

// The migration that added the maintained sums summed every line already posted. Today's app cannot run on
// the schema before it (later migrations add columns it writes), so the books are posted on today's schema,
// the sums emptied as they were before that migration, and its summing statements run again.

/** The statements of the ledger balances migration that sum the lines already posted. */
function backfillStatements(): string[] {
  const text = readFileSync(join(migrationsFolder(), '0011_ledger_balances.sql'), 'utf8');
  const start = text.indexOf('-- The lines posted before these sums existed');
  const end = text.indexOf('DROP TABLE ledger_backfill_item_lines;');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return `${text.slice(start, end)}DROP TABLE ledger_backfill_item_lines;`
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

describe('the ledger balances migration on a database with journal lines', () => {
  it('sums the lines already posted: every balance equals the scan of the lines', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm, btree_gin } });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const app = await buildApp({
      db,
      appsDir: null,
      logLevel: 'silent',
      authRateLimitMax: 1000,
      onAnswerMismatch,
    });
    try {
      const owners = [];
      for (const seed of [3, 4]) {
        const { token, data } = await signUp(app);
        const owner = { token, accountId: data.account.id as number };
        await postRandomMix(app, db, owner, seed, 30);
        owners.push(owner);
      }
      await db.execute(sql`delete from ledger_open_item_movements`);
      await db.execute(sql`delete from ledger_open_items`);
      await db.execute(sql`delete from ledger_daily_balances`);
      for (const statement of backfillStatements()) await db.execute(sql.raw(statement));
      const [summed] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from ledger_daily_balances`),
      );
      expect(summed!.n).toBeGreaterThan(0);
      for (const owner of owners) {
        expect(await expectBalancesEqualScans(db, owner.accountId)).toBeGreaterThan(0);
      }
      // And the trigger keeps summing on top of them.
      await postRandomMix(app, db, owners[0]!, 5, 20);
      await expectBalancesEqualScans(db, owners[0]!.accountId);
    } finally {
      await app.close();
      await client.close();
    }
  }, 120_000);
});
