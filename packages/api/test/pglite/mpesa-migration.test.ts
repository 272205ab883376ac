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

// Existing businesses upgraded to M-Pesa (0019_mpesa): each gets its own C2B token and the system account 2300.

describe('the M-Pesa migration on existing accounts', () => {
  it('gives each account a token and 2300, moving an account the owner numbered 2300 out of the way', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm, btree_gin } });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsBefore('0019_mpesa') });
    await db.execute(sql`insert into accounts (name) values ('Old Duka'), ('Baraka Stores')`);
    await db.execute(sql`
      insert into ledger_accounts (account_id, number, name, account_type)
      select id, '2300', 'Director''s loan', 'liability' from accounts where name = 'Baraka Stores'`);

    await migrate(db, { migrationsFolder: migrationsFolder() });
    const accounts = rowsOf<{ name: string; token: string }>(
      await db.execute(sql`select name, mpesa_c2b_token as token from accounts order by id`),
    );
    expect(accounts.map((a) => a.token)).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
    expect(accounts[0]?.token).not.toBe(accounts[1]?.token);
    const chart = rowsOf<{ name: string; number: string; account: string; system: boolean; type: string }>(
      await db.execute(sql`
        select a.name as account, l.number, l.name, l.system, l.account_type as type
        from ledger_accounts l join accounts a on a.id = l.account_id
        where l.number like '23%' order by a.id, l.number`),
    );
    expect(chart).toEqual([
      {
        account: 'Old Duka',
        number: '2300',
        name: 'Unallocated M-Pesa receipts',
        system: true,
        type: 'liability',
      },
      {
        account: 'Baraka Stores',
        number: '2300',
        name: 'Unallocated M-Pesa receipts',
        system: true,
        type: 'liability',
      },
      { account: 'Baraka Stores', number: '2301', name: "Director's loan", system: false, type: 'liability' },
    ]);
    // A business signing up now gets both from the start.
    await db.execute(sql`insert into accounts (name) values ('New Duka')`);
    const [fresh] = rowsOf<{ n: number; token: string }>(
      await db.execute(sql`
        select a.mpesa_c2b_token as token, count(l.id)::int as n from accounts a
        join ledger_accounts l on l.account_id = a.id and l.number = '2300' and l.system
        where a.name = 'New Duka' group by a.id`),
    );
    expect(fresh).toEqual({ n: 1, token: expect.stringMatching(/^[0-9a-f]{64}$/) });
    await client.close();
  });
});
