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

describe('the team migration (0038) on a database of one-person businesses', () => {
  it('makes every existing user the owner of their business, and the database refuses unknown roles', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm, btree_gin } });
    const db = drizzle({ client, schema });
    try {
      await migrate(db, { migrationsFolder: migrationsBefore('0038_team', 'daftari-team-') });
      const accounts = rowsOf<{ id: number }>(
        await db.execute(sql`insert into accounts (name) values ('One'), ('Two') returning id`),
      ).map((row) => row.id);
      await db.execute(sql`
        insert into users (account_id, email, name, password_hash) values
          (${accounts[0]}, 'one@example.com', 'One', 'x'), (${accounts[1]}, 'two@example.com', 'Two', 'x')`);
      await migrate(db, { migrationsFolder: migrationsFolder() });
      const rows = rowsOf<{ email: string; account_id: number; role: string; status: string }>(
        await db.execute(sql`
          select u.email, m.account_id, m.role, m.status from memberships m join users u on u.id = m.user_id
          order by u.email`),
      );
      expect(rows).toEqual([
        { email: 'one@example.com', account_id: accounts[0], role: 'owner', status: 'active' },
        { email: 'two@example.com', account_id: accounts[1], role: 'owner', status: 'active' },
      ]);
      await expect(
        db.execute(sql`update memberships set role = 'admin' where account_id = ${accounts[0]}`),
      ).rejects.toThrow();
    } finally {
      await client.close();
    }
  });
});
