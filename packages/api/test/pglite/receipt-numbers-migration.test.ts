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

// Businesses with payments from before receipt numbers: the migration numbers them per business, in payment
// order, and sets each business's counter to continue after them.

describe('the receipt numbers migration on a database with payments', () => {
  it('numbers each business’s payments by date paid, then as recorded, and continues the count', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm, btree_gin } });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsBefore('0049_payment_receipt_numbers') });
    const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));
    const businesses: { account: number; invoice: string }[] = [];
    for (const name of ['Kamau Hardware', 'Achieng Juices']) {
      const [account] = await query<{ id: number }>(
        sql`insert into accounts (name) values (${name}) returning id`,
      );
      const [contact] = await query<{ id: number }>(
        sql`insert into contacts (account_id, company_name) values (${account!.id}, 'Baraka Stores') returning id`,
      );
      const [invoice] = await query<{ id: string }>(
        sql`insert into invoices (account_id, contact_id, invoice_number, sequence_scope, sequence_value, status,
              issue_date, due_date, currency, subtotal, total, paid_amount, balance)
            values (${account!.id}, ${contact!.id}, 'INV-0001', 'account', 1, 'sent', '2026-01-02', '2026-02-02',
              'KES', 900, 900, 0, 900) returning id`,
      );
      businesses.push({ account: account!.id, invoice: invoice!.id });
    }
    const [kamau, achieng] = businesses;
    for (const [owner, paidOn] of [
      [kamau, '2026-01-20'],
      [achieng, '2026-01-03'],
      [kamau, '2026-01-10'],
      [kamau, '2026-01-20'],
    ] as const) {
      await db.execute(sql`insert into payments (account_id, invoice_id, amount, paid_on, method)
        values (${owner!.account}, ${owner!.invoice}, 100, ${paidOn}, 'cash')`);
    }
    await migrate(db, { migrationsFolder: migrationsFolder() });

    const numbers = await query<{ account_id: number; paid_on: string; receipt_number: string }>(
      sql`select account_id, paid_on::text, receipt_number from payments order by id`,
    );
    expect(numbers.map((row) => [row.account_id, row.paid_on, row.receipt_number])).toEqual([
      [kamau!.account, '2026-01-20', 'RCT-0002'],
      [achieng!.account, '2026-01-03', 'RCT-0001'],
      [kamau!.account, '2026-01-10', 'RCT-0001'],
      [kamau!.account, '2026-01-20', 'RCT-0003'],
    ]);
    const counters = await query<{ account_id: number; prefix: string; next_value: number }>(
      sql`select account_id, prefix, next_value from invoice_sequences where scope = 'receipt' order by account_id`,
    );
    expect(counters).toEqual([
      { account_id: kamau!.account, prefix: 'RCT', next_value: 4 },
      { account_id: achieng!.account, prefix: 'RCT', next_value: 2 },
    ]);
    await client.close();
  });
});
