import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/migrate.ts';
import { rowsOf } from '../../src/db/rows.ts';
import * as schema from '../../src/db/schema.ts';
import { buildApp } from '../../src/server.ts';
import { signUp } from '../helpers.ts';
import { expectBalancesEqualScans, postRandomMix } from '../ledger-balances-helpers.ts';

// A database that has journal lines before the maintained sums exist: the migration adding them sums
// every line already posted.

const work = mkdtempSync(join(tmpdir(), 'daftari-ledger-balances-migration-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the migrations folder holding only the migrations before the one whose tag ends with `suffix`. */
function migrationsBefore(suffix: string): string {
  const source = migrationsFolder();
  const target = join(work, 'drizzle');
  mkdirSync(join(target, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(join(source, 'meta', '_journal.json'), 'utf8'));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag.endsWith(suffix));
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(join(target, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const file of readdirSync(source).filter((name) => name.endsWith('.sql'))) {
    copyFileSync(join(source, file), join(target, file));
  }
  return target;
}

describe('the ledger balances migration on a database with journal lines', () => {
  it('sums the lines already posted: every balance equals the scan of the lines', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm, btree_gin } });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsBefore('_ledger_balances') });
    const app = await buildApp({ db, appsDir: null, logLevel: 'silent', authRateLimitMax: 1000 });
    try {
      const owners = [];
      for (const seed of [3, 4]) {
        const { token, data } = await signUp(app);
        const owner = { token, accountId: data.account.id as number };
        await postRandomMix(app, db, owner, seed, 30);
        owners.push(owner);
      }
      await migrate(db, { migrationsFolder: migrationsFolder() });
      const [summed] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from ledger_daily_balances`),
      );
      expect(summed!.n).toBeGreaterThan(0);
      for (const owner of owners) {
        expect(await expectBalancesEqualScans(db, owner.accountId)).toBeGreaterThan(0);
      }
      // And the trigger keeps summing after the migration.
      await postRandomMix(app, db, owners[0]!, 5, 20);
      await expectBalancesEqualScans(db, owners[0]!.accountId);
    } finally {
      await app.close();
      await client.close();
    }
  }, 120_000);
});
