import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { migrationsFolder } from '../../src/db/migrate.ts';
import { rowsOf } from '../../src/db/rows.ts';
import * as schema from '../../src/db/schema.ts';
import { backfillLedger } from '../../src/modules/ledger/backfill.ts';
import { migrationsBefore } from './migrations-before.ts';

// An existing business upgraded to the ledger: the database as the migrations before 0009_ledger left it,
// with documents in it, then the ledger's migration and the backfill that runs at start.

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

describe('the ledger migration on a database with documents', () => {
  it('adds the system accounts, pays old expenses from 1100, and the backfill opens the books balanced', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm, btree_gin } });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsBefore('0009_ledger') });
    const [account] = await rows<{ id: number }>(
      db,
      sql`insert into accounts (name) values ('Old Duka') returning id`,
    );
    const accountId = account!.id;
    const [contact] = await rows<{ id: number }>(
      db,
      sql`insert into contacts (account_id, company_name) values (${accountId}, 'Baraka Stores') returning id`,
    );
    const [invoice] = await rows<{ id: string }>(
      db,
      sql`insert into invoices (account_id, contact_id, invoice_number, sequence_scope, sequence_value, status,
            issue_date, due_date, currency, subtotal, tax_total, total, paid_amount, balance)
          values (${accountId}, ${contact!.id}, 'INV-0001', 'account', 1, 'sent', '2025-11-02', '2025-12-02', 'KES',
            100, 16, 116, 50, 66) returning id`,
    );
    await db.execute(sql`
      insert into invoice_items (account_id, invoice_id, position, description, quantity, unit, unit_price, tax_rate,
        subtotal, tax_amount, total)
      values (${accountId}, ${invoice!.id}, 1, 'Cement', 1, 'items', 100, 16, 100, 16, 116)`);
    await db.execute(sql`
      insert into payments (account_id, invoice_id, amount, paid_on, method)
      values (${accountId}, ${invoice!.id}, 50, '2025-11-20', 'cash')`);
    await db.execute(sql`
      insert into expenses (account_id, expense_type, ledger_account_id, dated, total_value, currency, vat, vat_rate,
        vat_amount, description)
      select ${accountId}, 'Payment', id, '2025-11-05', 232, 'KES', 'Standard', 16, 32, 'Diesel'
      from ledger_accounts where account_id = ${accountId} and number = '6400'`);

    await migrate(db, { migrationsFolder: migrationsFolder() });
    const chart = await rows<{ number: string; name: string; system: boolean }>(
      db,
      sql`select number, name, system from ledger_accounts where account_id = ${accountId} order by number`,
    );
    expect(chart).toHaveLength(30);
    expect(chart.filter((a) => a.system).map((a) => a.number)).toEqual([
      '1000',
      '1100',
      '1200',
      '1300',
      '1310',
      '1400',
      '2000',
      '2100',
      '2200',
      '2300',
      '3000',
      '3100',
      '4000',
      '4950',
      '6800',
      '6950',
    ]);
    expect(chart.find((a) => a.number === '2100')?.name).toBe('VAT payable (output)');
    const [paidFrom] = await rows<{ number: string }>(
      db,
      sql`select l.number from expenses e join ledger_accounts l on l.id = e.paid_from_account_id`,
    );
    expect(paidFrom?.number).toBe('1100');

    expect(await backfillLedger(db)).toBe(3);
    const lines = await rows<{ date: string; number: string; debit: string; credit: string }>(
      db,
      sql`select to_char(l.date, 'YYYY-MM-DD') as date, a.number, l.debit::text as debit, l.credit::text as credit
          from journal_lines l join ledger_accounts a on a.id = l.ledger_account_id order by l.id`,
    );
    expect(lines.map((l) => `${l.date} ${l.number} ${l.debit}/${l.credit}`)).toEqual([
      '2025-11-02 1200 116.00/0.00',
      '2025-11-02 4000 0.00/100.00',
      '2025-11-02 2100 0.00/16.00',
      '2025-11-05 6400 200.00/0.00',
      '2025-11-05 1400 32.00/0.00',
      '2025-11-05 1100 0.00/232.00',
      '2025-11-20 1000 50.00/0.00',
      '2025-11-20 1200 0.00/50.00',
    ]);
    expect(await backfillLedger(db)).toBe(0);
    await client.close();
  });
});
