import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStore, openObjectStore, uploadStagingDir } from '../../../src/adapters/storage/index.ts';
import { loadConfig } from '../../../src/config.ts';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import {
  createDemoAccountIfEmpty,
  DEMO_EMAIL,
  type DemoAccount,
  demoWanted,
} from '../../../src/modules/auth/demo.ts';
import { backend, testApp, testDatabase, tokenOf } from '../../support/helpers.ts';
import { LedgerDriver } from '../../support/ledger-driver.ts';
import { receivablesByContact, trialBalance } from '../../support/ledger-helpers.ts';
import { checkInvariants } from '../../support/ledger-invariants-check.ts';

const NOW = new Date('2026-11-20T09:00:00Z');
const TODAY = '2026-11-20';
const SEED = 42;
/** A generation takes seconds; on a busy CI machine several times that. */
const GENERATION_MS = 240_000;

/** The upload store of a data directory, as the server makes it without S3. */
const uploadsIn = (dataDir: string) => new FileStore(openObjectStore({ dataDir }), uploadStagingDir(dataDir));

/** How many rows of each kind of document the account holds. */
async function census(database: Database, accountId: number) {
  const count = async (table: string) => {
    const [row] = rowsOf<{ n: number | string }>(
      await database.db.execute(
        sql`select count(*) as n from ${sql.identifier(table)} where account_id = ${accountId}`,
      ),
    );
    return Number(row!.n);
  };
  const tables = [
    'contacts',
    'invoices',
    'payments',
    'credit_notes',
    'estimates',
    'bills',
    'bill_payments',
    'expenses',
    'projects',
    'time_entries',
    'recurring_invoices',
    'price_list_items',
    'journal_entries',
    'mpesa_receipts',
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
  let dataDir: string;
  let demo: DemoAccount | null;
  let accountId: number;

  beforeAll(async () => {
    database = await testDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'daftari-demo-'));
    demo = await createDemoAccountIfEmpty(database.db, {
      store: uploadsIn(dataDir),
      now: NOW,
      seed: SEED,
    });
    accountId = await accountIdOf(database);
    app = await testApp(database);
  }, GENERATION_MS);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is created once, on the empty database, and signs in', async () => {
    expect(demo?.email).toBe(DEMO_EMAIL);
    expect(demo?.filledInMs).toBeGreaterThan(0);
    console.log(`[demo] ${backend}: created in ${demo?.filledInMs} ms`, await census(database, accountId));
    expect(await createDemoAccountIfEmpty(database.db, { store: uploadsIn(dataDir), now: NOW })).toBeNull();
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
      await database.db.execute(
        sql`select count(*) as n from expenses where attachment_stored_name is not null`,
      ),
    );
    expect(Number(receipts[0]!.n)).toBeGreaterThan(5);
    expect((await readdir(join(dataDir, 'uploads'))).filter((name) => !name.startsWith('.')).length).toBe(
      Number(receipts[0]!.n),
    );
  });

  it('has invoices in every state and M-Pesa payments of both paths', async () => {
    const rows = rowsOf<{ label: string; n: number | string }>(
      await database.db.execute(sql`
        select case when status = 'sent' and balance < total and balance > 0 then 'part_paid'
                    when status = 'sent' and due_date < ${TODAY} then 'overdue'
                    when status = 'paid' and credited_amount > 0 then 'credited'
                    else status::text end as label, count(*) as n
        from invoices where account_id = ${accountId} group by 1`),
    );
    const labels = Object.fromEntries(rows.map((row) => [row.label, Number(row.n)]));
    for (const label of ['draft', 'sent', 'paid', 'part_paid', 'overdue', 'credited', 'void']) {
      expect(labels[label], label).toBeGreaterThan(0);
    }
    const byMethod = rowsOf<{ method: string; n: number | string }>(
      await database.db.execute(sql`
        select method, count(*) as n from payments where account_id = ${accountId} group by 1`),
    );
    const payments = Object.fromEntries(byMethod.map((row) => [row.method, Number(row.n)]));
    expect(payments.mpesa).toBeGreaterThan(30);
    expect(payments.bank_transfer).toBeGreaterThan(10);
    expect(payments.paystack, 'card payments through the Paystack service').toBeGreaterThan(5);
    // Paystack paid each day's card payments (less fees) out the next day: 1310 holds only today's.
    const [clearing] = rowsOf<{ held: string; today: string; payouts: number | string }>(
      await database.db.execute(sql`
        select coalesce(sum(l.debit - l.credit), 0)::text as held,
          coalesce(sum(l.debit - l.credit) filter (where l.date = ${TODAY}::date
            and e.source_type in ('payment', 'paystack_fee')), 0)::text as today,
          (select count(*) from paystack_payouts p where p.account_id = ${accountId}) as payouts
        from journal_lines l join journal_entries e on e.id = l.journal_entry_id
        join ledger_accounts la on la.id = l.ledger_account_id and la.number = '1310'
        where l.account_id = ${accountId}`),
    );
    expect(Number(clearing!.payouts), 'Paystack payouts').toBeGreaterThan(5);
    expect(Number(clearing!.held)).toBe(Number(clearing!.today));
    const receipts = rowsOf<{ status: string; n: number | string }>(
      await database.db.execute(sql`
        select status, count(*) as n from mpesa_receipts where account_id = ${accountId} group by 1`),
    );
    const paybill = Object.fromEntries(receipts.map((row) => [row.status, Number(row.n)]));
    expect(paybill.matched, 'paybill payments matched to their invoice').toBeGreaterThan(10);
    expect(paybill.unmatched, 'paybill payments in the unmatched queue').toBeGreaterThanOrEqual(5);
  });

  it('keeps books that balance and agree with the documents and the reports', async () => {
    const total = await trialBalance(database.db, accountId);
    expect(total.debit).toBe(total.credit);
    const receivables = await receivablesByContact(database.db, accountId);
    expect(receivables.ledger).toEqual(receivables.documents);
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: demo! });
    const chart = rowsOf<{ id: number; number: string }>(
      await database.db.execute(sql`select id, number from ledger_accounts where account_id = ${accountId}`),
    );
    const ledgerIds = new Map(chart.map((row) => [row.number, Number(row.id)]));
    // A void is dated the real day it is made (voidInvoice's own clock), which may be after TODAY.
    const realToday = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
    const asOf = realToday > TODAY ? realToday : TODAY;
    const token = tokenOf(login.headers.authorization);
    const driver = new LedgerDriver(app, database.db, token, accountId, ledgerIds, asOf);
    await checkInvariants(database.db, driver, '2025-11-01', asOf);
  });

  // The generator draws every choice from its seed, not from the database, so one backend proves it: a second
  // generation on PostgreSQL would add a minute to CI and nothing to what is known.
  if (backend === 'pglite') {
    it(
      'is the same business for the same seed and day',
      async () => {
        const other = await testDatabase();
        const otherDataDir = await mkdtemp(join(tmpdir(), 'daftari-demo-'));
        try {
          await createDemoAccountIfEmpty(other.db, {
            store: uploadsIn(otherDataDir),
            now: NOW,
            seed: SEED,
          });
          const otherAccount = await accountIdOf(other);
          expect(await census(other, otherAccount)).toEqual(await census(database, accountId));
          expect(await trialBalance(other.db, otherAccount)).toEqual(
            await trialBalance(database.db, accountId),
          );
          const numbers = async (db: Database, id: number) =>
            rowsOf<{ invoice_number: string; total: string; balance: string; status: string }>(
              await db.db.execute(sql`
            select invoice_number, total::text, balance::text, status::text from invoices
            where account_id = ${id} order by invoice_number`),
            );
          expect(await numbers(other, otherAccount)).toEqual(await numbers(database, accountId));
        } finally {
          await other.close();
          await rm(otherDataDir, { recursive: true, force: true });
        }
      },
      GENERATION_MS,
    );
  }
});

describe(`the demo account without demo data on ${backend}`, () => {
  it('is empty with DEMO_DATA=0, and absent on PostgreSQL unless DEMO_DATA=1', async () => {
    expect(demoWanted('pglite', undefined)).toBe('filled');
    expect(demoWanted('pglite', true)).toBe('filled');
    expect(demoWanted('pglite', false)).toBe('empty');
    expect(demoWanted('postgres', undefined)).toBe('none');
    expect(demoWanted('postgres', false)).toBe('none');
    expect(demoWanted('postgres', true)).toBe('filled');
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({}).demoData).toBeUndefined();
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
    const empty = await testDatabase();
    try {
      const demo = await createDemoAccountIfEmpty(empty.db, null);
      expect(demo).toMatchObject({ email: DEMO_EMAIL, filledInMs: null });
      const accountId = await accountIdOf(empty);
      const counts = await census(empty, accountId);
      expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    } finally {
      await empty.close();
    }
  });
});
