import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';

// books-contract.md sections 1 (chart of accounts) and 2 (journal): the routes, names and statuses as written.
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Ledger = { id: number; number: string; system: boolean; account_type: string };

async function account() {
  const c = invoiceClient(app, (await signUp(app)).token);
  const chart = await c.ok<Ledger[]>(c.inject('GET', '/ledger_accounts'));
  const id = (number: string) => chart.find((row) => row.number === number)!.id;
  return { c, chart, id };
}

const SYSTEM = {
  '1000': 'asset',
  '1100': 'asset',
  '1200': 'asset',
  '1300': 'asset',
  '1310': 'asset',
  '1400': 'asset',
  '2000': 'liability',
  '2100': 'liability',
  '2200': 'liability',
  '3000': 'equity',
  '3100': 'equity',
  '4000': 'income',
  '6800': 'expense',
};

describe(`books-contract section 1, chart of accounts, on ${backend}`, () => {
  it('GET /ledger_accounts: every system account with {id, number, name, full_name, full_number, account_type, system, archived, balance}', async () => {
    const { chart } = await account();
    for (const [number, type] of Object.entries(SYSTEM)) {
      const row = chart.find((entry) => entry.number === number);
      expect(row, number).toMatchObject({
        id: expect.any(Number),
        number,
        name: expect.any(String),
        full_name: expect.any(String),
        full_number: number,
        account_type: type,
        system: true,
        archived: false,
        balance: 0,
      });
    }
  });

  it('POST 201; a taken number 422; PUT renames; archiving a system account 422; DELETE 204 when unused', async () => {
    const { c, id } = await account();
    const body = { ledger_account: { number: '6150', name: 'Software', account_type: 'expense' } };
    const made = await c.ok<Ledger>(c.inject('POST', '/ledger_accounts', body), 201);
    expect((await c.inject('POST', '/ledger_accounts', body)).statusCode).toBe(422);
    const renamed = await c.ok(
      c.inject('PUT', `/ledger_accounts/${made.id}`, { ledger_account: { name: 'Software subscriptions' } }),
    );
    expect(renamed).toMatchObject({ name: 'Software subscriptions', number: '6150' });
    const archive = await c.inject('PUT', `/ledger_accounts/${id('1000')}`, {
      ledger_account: { archived: true },
    });
    expect(archive.statusCode).toBe(422);
    expect((await c.inject('DELETE', `/ledger_accounts/${made.id}`)).statusCode).toBe(204);
    expect((await c.inject('DELETE', `/ledger_accounts/${id('1000')}`)).statusCode).toBe(422);
  });
});

describe(`books-contract section 2, journal, on ${backend}`, () => {
  it('an invoice leaving draft posts an entry with the contract names; source_type invoice', async () => {
    const { c } = await account();
    const draft = await c.created({ contact_id: await c.contact() });
    await c.ok(c.addItems(draft.id, [line({ unit_price: 100, tax_rate: 16 })]));
    await c.ok(c.update(draft.id, { status: 'sent' }));
    const list = (await c.inject('GET', '/journal_entries?source_type=invoice')).json();
    expect(list.meta).toMatchObject({ total_count: 1, current_page: 1 });
    const [entry] = list.data;
    expect(entry).toMatchObject({
      id: expect.any(Number),
      number: 'JE-000001',
      date: '2026-01-10',
      source_type: 'invoice',
      source_id: draft.id,
      reversal_of: null,
      reversed_by: null,
      total: 116,
      created_at: expect.any(String),
    });
    expect(entry.lines[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        ledger_account_id: expect.any(Number),
        account_number: '1200',
        account_name: expect.any(String),
        contact_id: draft.contact_id,
        debit: 116,
        credit: 0,
      }),
    );
    expect(entry.lines[0]).toHaveProperty('description');
    expect((await c.inject('GET', `/journal_entries/${entry.id}`)).statusCode).toBe(200);
    const reverse = await c.inject('POST', `/journal_entries/${entry.id}/reverse`, {});
    expect(reverse.statusCode).toBe(422);
  });

  it('POST /journal_entries: 201 manual; unequal sides 422 as written; reverse 201, twice 409', async () => {
    const { c, id } = await account();
    const lines = (credit: number) => [
      { ledger_account_id: id('1100'), debit: 500 },
      { ledger_account_id: id('3000'), credit },
    ];
    const unequal = await c.inject('POST', '/journal_entries', {
      journal_entry: { date: '2026-02-01', memo: 'Capital', lines: lines(400) },
    });
    expect(unequal.statusCode).toBe(422);
    expect(unequal.json().error).toBe('Debits and credits must be equal');
    const made = await c.ok<{ id: number; source_type: string }>(
      c.inject('POST', '/journal_entries', {
        journal_entry: { date: '2026-02-01', memo: 'Capital', lines: lines(500) },
      }),
      201,
    );
    expect(made.source_type).toBe('manual');
    const reversed = await c.ok<{ reversal_of: number }>(
      c.inject('POST', `/journal_entries/${made.id}/reverse`, {}),
      201,
    );
    expect(reversed.reversal_of).toBe(made.id);
    expect((await c.inject('POST', `/journal_entries/${made.id}/reverse`, {})).statusCode).toBe(409);
  });

  it('lock_date: nothing posts on or before it (422 naming the date)', async () => {
    const { c, id } = await account();
    await c.ok(c.inject('PUT', '/account', { account: { lock_date: '2026-01-31' } }));
    const locked = await c.inject('POST', '/journal_entries', {
      journal_entry: {
        date: '2026-01-15',
        memo: 'Late',
        lines: [
          { ledger_account_id: id('1100'), debit: 1 },
          { ledger_account_id: id('3000'), credit: 1 },
        ],
      },
    });
    expect(locked.statusCode).toBe(422);
    expect(locked.body).toMatch(/2026-01-31|31/);
  });
});
