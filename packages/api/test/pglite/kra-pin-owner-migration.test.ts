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

// Migration 0026 makes one KRA PIN and branch one business's. Businesses that claimed one together before
// it: the one that initialised last (KRA holds its device key) keeps it, the others lose PIN and key. The
// table as it was is made again on today's schema (index dropped, the column a later migration removed put
// back), and the migration's statements run again.

function ownerStatements(): string[] {
  const text = readFileSync(join(migrationsFolder(), '0026_paybill_holds_kra_pin_owner.sql'), 'utf8');
  const start = text.indexOf('UPDATE "etims_settings"');
  expect(start).toBeGreaterThan(0);
  return text
    .slice(start)
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

describe('the KRA PIN owner migration on businesses that share a PIN and branch', () => {
  it('keeps the last initialised claim of each PIN and branch, clears the others, then indexes', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm, btree_gin } });
    const db = drizzle({ client, schema });
    try {
      await migrate(db, { migrationsFolder: migrationsFolder() });
      await db.execute(sql`drop index etims_settings_kra_pin_branch_unique`);
      await db.execute(
        sql`alter table etims_settings add column item_registered boolean not null default false`,
      );
      const ids = rowsOf<{ id: number }>(
        await db.execute(sql`
          insert into accounts (name) select 'Business ' || n from generate_series(1, 5) as n returning id`),
      ).map((row) => row.id);
      const [a, b, c, d, e] = ids as [number, number, number, number, number];
      await db.execute(sql`
        insert into etims_settings (account_id, enabled, kra_pin, branch_id, communication_key, initialized_at)
        values
          (${a}, true, 'P051234567X', '00', 'key-a', '2026-01-01T00:00:00Z'),
          (${b}, true, 'P051234567X', '00', 'key-b', '2026-02-01T00:00:00Z'),
          (${c}, true, 'P051234567X', '00', null, null),
          (${d}, true, 'P051234567X', '01', 'key-d', '2026-01-15T00:00:00Z'),
          (${e}, false, null, '00', null, null)`);
      for (const statement of ownerStatements()) await db.execute(sql.raw(statement));
      const rows = rowsOf<{ account_id: number; kra_pin: string | null; communication_key: string | null }>(
        await db.execute(
          sql`select account_id, kra_pin, communication_key from etims_settings order by account_id`,
        ),
      );
      expect(rows).toEqual([
        { account_id: a, kra_pin: null, communication_key: null },
        { account_id: b, kra_pin: 'P051234567X', communication_key: 'key-b' },
        { account_id: c, kra_pin: null, communication_key: null },
        { account_id: d, kra_pin: 'P051234567X', communication_key: 'key-d' },
        { account_id: e, kra_pin: null, communication_key: null },
      ]);
      await expect(
        db.execute(
          sql`update etims_settings set kra_pin = 'P051234567X', branch_id = '00' where account_id = ${e}`,
        ),
      ).rejects.toThrow();
    } finally {
      await client.close();
    }
  });
});
