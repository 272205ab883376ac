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
import { migrationsBefore } from './migrations-before.ts';

type Chart = { id: number; number: string; name: string; system: boolean }[];

describe('the currencies migration (0040) on existing charts', () => {
  it('moves Repairs & Maintenance off 6950, keeping its id, and adds the exchange accounts to every chart', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm, btree_gin } });
    const db = drizzle({ client, schema });
    try {
      await migrate(db, { migrationsFolder: migrationsBefore('0040_currencies', 'daftari-currencies-') });
      const [plain, crowded] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into accounts (name) values ('Plain'), ('Crowded') returning id`),
      ).map((row) => row.id);
      // The second business already uses 6940 for an account of its own.
      await db.execute(sql`
        insert into ledger_accounts (account_id, number, name, account_type)
        values (${crowded}, '6940', 'Security', 'expense')`);
      const chartOf = async (accountId: number) =>
        rowsOf<Chart[number]>(
          await db.execute(sql`
            select id, number, name, system from ledger_accounts
            where account_id = ${accountId} and number between '4900' and '6999' and number not in
              ('5000', '6000', '6100', '6200', '6300', '6400', '6500', '6600', '6700', '6800', '6900', '6990')
            order by number`),
        );
      const before = await chartOf(plain!);
      const repairs = before.find((account) => account.name === 'Repairs & Maintenance')!;

      await migrate(db, { migrationsFolder: migrationsFolder() });
      expect((await chartOf(plain!)).map(({ number, name, system }) => [number, name, system])).toEqual([
        ['4900', 'Other income', false],
        ['4950', 'Exchange gain', true],
        ['6940', 'Repairs & Maintenance', false],
        ['6950', 'Exchange loss', true],
      ]);
      expect((await chartOf(plain!)).find((a) => a.number === '6940')!.id).toBe(repairs.id);
      expect((await chartOf(crowded!)).map(({ number, name }) => `${number} ${name}`)).toEqual([
        '4900 Other income',
        '4950 Exchange gain',
        '6940 Security',
        '6941 Repairs & Maintenance',
        '6950 Exchange loss',
      ]);
      // A business created afterwards gets the new chart from the seed.
      const [later] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into accounts (name) values ('Later') returning id`),
      ).map((row) => row.id);
      expect((await chartOf(later!)).map(({ number }) => number)).toEqual(['4900', '4950', '6940', '6950']);
    } finally {
      await client.close();
    }
    // Two runs of every migration on an embedded database.
  }, 120_000);
});
