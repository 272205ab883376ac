import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStore } from '../../src/adapters/storage/index.ts';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { createDemoAccountIfEmpty, DEMO_EMAIL, type DemoAccount } from '../../src/modules/auth/demo.ts';
import { backend, testApp, testDatabase, tokenOf } from '../helpers.ts';
import { LedgerDriver } from '../ledger-driver.ts';
import { receivablesByContact, trialBalance } from '../ledger-helpers.ts';
import { checkInvariants } from '../ledger-invariants-check.ts';

const NOW = new Date('2026-11-20T09:00:00Z');
const TODAY = '2026-11-20';
const SEED = 42;

/** How many rows of each kind the account holds, and its invoices by status and label. */
async function census(database: Database, accountId: number) {
  const count = async (table: string) => {
    const [row] = rowsOf<{ n: number | string }>(
      await database.db.execute(sql`select count(*) as n from ${sql.identifier(table)} where account_id = ${accountId}`),
    );
    return Number(row!.n);
  };
  const tables = [
    'contacts', 'invoices', 'payments', 'credit_notes', 'estimates', 'bills', 'bill_payments', 'expenses',
    'projects', 'time_entries', 'recurring_invoices', 'price_list_items', 'journal_entries', 'mpesa_receipts',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await count(table);
  return counts;
}

async function accountIdOf(database: Database): Promise<number> {
  const [row] = rowsOf<{ id: number }>(await database.db.execute(sql`select id from accounts`));
  return Number(row!.id);
}

describe(`the demo business on ${backend}`, () => {
  let database: Database;
  let app: FastifyInstance;
  let uploads: string;
  let demo: DemoAccount | null;
  let accountId: number;

  beforeAll(async () => {
    database = await testDatabase();
    uploads = await mkdtemp(join(tmpdir(), 'daftari-demo-'));
    demo = await createDemoAccountIfEmpty(database.db, { store: new FileStore(uploads), now: NOW, seed: SEED });
    accountId = await accountIdOf(database);
    app = await testApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('is created once, on the empty database, and signs in', async () => {
    expect(demo?.email).toBe(DEMO_EMAIL);
    expect(demo?.filledInMs).toBeGreaterThan(0);
    console.log(`[demo] ${backend}: created in ${demo?.filledInMs} ms`, await census(database, accountId));
    expect(await createDemoAccountIfEmpty(database.db, { store: new FileStore(uploads), now: NOW })).toBeNull();
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: demo! });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.account.name).toBe('Kazi Studio Design & Print Ltd');
  });

  it('holds a year of every kind of document, with receipts stored', async () => {
    const counts = await census(database, accountId);
    expect(counts.contacts).toBeGreaterThanOrEqual(55);
    expect(counts.invoices).toBeGreaterThanOrEqual(150);
    for (const table of Object.keys(counts)) expect(counts[table], table).toBeGreaterThan(0);
    const receipts = rowsOf<{ n: number | string }>(
      await database.db.execute(sql`select count(*) as n from expenses where attachment_stored_name is not null`),
    );
    expect(Number(receipts[0]!.n)).toBeGreaterThan(5);
    expect((await readdir(uploads)).filter((name) => !name.startsWith('.')).length).toBe(Number(receipts[0]!.n));
  });
});
