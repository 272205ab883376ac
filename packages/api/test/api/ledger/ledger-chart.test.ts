import { chartAccountSchema, dataEnvelope, ledgerAccountSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../../src/db/client.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line, mpesaCode } from '../../support/invoice-helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';

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

const accountEnvelope = dataEnvelope(chartAccountSchema);

async function business() {
  const { token } = await signUp(app);
  return { token, ledger: ledgerClient(app, token), invoices: invoiceClient(app, token) };
}

describe(`the chart of accounts on ${backend}`, () => {
  it('lists number, system, archived and the balance on its side; filters by type; the old shape still parses', async () => {
    const { ledger, invoices } = await business();
    const invoice = await invoices.created({ contact_id: await invoices.contact() });
    await invoices.ok(invoices.addItems(invoice.id, [line({ unit_price: 1000, tax_rate: 16 })]));
    await invoices.ok(invoices.update(invoice.id, { status: 'sent' }));
    await invoices.ok(
      invoices.pay(invoice.id, {
        amount: 400,
        paid_on: '2026-01-12',
        method: 'mpesa',
        reference: mpesaCode(),
      }),
      201,
    );
    const chart = await ledger.chart('');
    expect(chart.get('1200')).toMatchObject({
      number: '1200',
      name: 'Accounts receivable',
      full_name: '1200 Accounts receivable',
      full_number: '1200',
      account_type: 'asset',
      system: true,
      archived: false,
      balance: 760,
    });
    expect([chart.get('1300')!.balance, chart.get('4000')!.balance, chart.get('2100')!.balance]).toEqual([
      400, 1000, 160,
    ]);
    expect(chart.get('6000')).toMatchObject({ system: false, balance: 0 });
    const response = await ledger.inject('GET', '/ledger_accounts?type=income');
    const old = dataEnvelope(z.array(ledgerAccountSchema)).parse(response.json()).data;
    expect(old.map((a) => a.full_number)).toEqual(['4000', '4100', '4900', '4950']);
    for (const query of ['type=cash', 'include_archived=yes']) {
      expect((await ledger.inject('GET', `/ledger_accounts?${query}`)).statusCode).toBe(422);
    }
  });

  it('adds an account (201); a number taken or a bad field is 422', async () => {
    const { ledger } = await business();
    const created = await ledger.inject('POST', '/ledger_accounts', {
      ledger_account: { number: '6150', name: ' Software ', account_type: 'expense' },
    });
    expect(created.statusCode).toBe(201);
    expect(accountEnvelope.parse(created.json()).data).toMatchObject({
      number: '6150',
      name: 'Software',
      full_name: '6150 Software',
      system: false,
      archived: false,
      balance: 0,
    });
    const taken = await ledger.inject('POST', '/ledger_accounts', {
      ledger_account: { number: '4000', name: 'Sales again', account_type: 'income' },
    });
    expect([taken.statusCode, taken.json()]).toEqual([
      422,
      { error: 'Number 4000 is already taken', details: { number: ['Number 4000 is already taken'] } },
    ]);
    const bad = await ledger.inject('POST', '/ledger_accounts', {
      ledger_account: { number: '61a', name: '', account_type: 'cash' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().details).sort()).toEqual(['account_type', 'name', 'number']);
  });

  it('renames, renumbers and archives; a system account keeps its number and is never archived; no retyping', async () => {
    const { ledger } = await business();
    const chart = await ledger.chart();
    const put = (id: number, change: object) =>
      ledger.inject('PUT', `/ledger_accounts/${id}`, { ledger_account: change });
    const bank = chart.get('1100')!.id;
    const renamed = await put(bank, { name: 'Equity Bank' });
    expect(accountEnvelope.parse(renamed.json()).data).toMatchObject({ name: 'Equity Bank', number: '1100' });
    expect((await put(bank, { number: '1101' })).json()).toMatchObject({
      error: 'A system account keeps its number',
    });
    expect((await put(bank, { archived: true })).json()).toMatchObject({
      error: 'A system account cannot be archived',
    });
    const travel = chart.get('6500')!.id;
    expect((await put(travel, { account_type: 'income' })).statusCode).toBe(422);
    expect((await put(travel, { number: '6000' })).json()).toMatchObject({
      error: 'Number 6000 is already taken',
    });
    const moved = await put(travel, { number: '6550', name: 'Travel & Transport', archived: true });
    expect(accountEnvelope.parse(moved.json()).data).toMatchObject({ number: '6550', archived: true });
    expect((await ledger.chart('')).has('6550')).toBe(false);
    expect((await ledger.chart()).get('6550')!.archived).toBe(true);
    expect(accountEnvelope.parse((await put(travel, { archived: false })).json()).data.archived).toBe(false);
  });

  it('deletes only an account nothing was posted to and no expense names; never a system account', async () => {
    const { ledger } = await business();
    const chart = await ledger.chart();
    expect((await ledger.inject('DELETE', `/ledger_accounts/${chart.get('4100')!.id}`)).statusCode).toBe(204);
    expect((await ledger.chart()).has('4100')).toBe(false);
    const system = await ledger.inject('DELETE', `/ledger_accounts/${chart.get('3100')!.id}`);
    expect([system.statusCode, system.json()]).toEqual([
      422,
      { error: 'A system account cannot be deleted' },
    ]);
    await ledger.postEntry({
      date: '2026-01-02',
      lines: [
        { ledger_account_id: chart.get('4900')!.id, credit: 1 },
        { ledger_account_id: chart.get('1000')!.id, debit: 1 },
      ],
    });
    const used = await ledger.inject('DELETE', `/ledger_accounts/${chart.get('4900')!.id}`);
    expect([used.statusCode, used.json()]).toEqual([
      422,
      { error: 'This account has been used; archive it instead' },
    ]);
  });

  it("answers 404 for another business's account, unknown and malformed ids", async () => {
    const a = await business();
    const b = await business();
    const foreign = (await b.ledger.chart()).get('6000')!.id;
    for (const id of [String(foreign), '999999999', '99999999999', 'abc', '1.5']) {
      for (const response of [
        await a.ledger.inject('PUT', `/ledger_accounts/${id}`, { ledger_account: { name: 'Mine' } }),
        await a.ledger.inject('DELETE', `/ledger_accounts/${id}`),
      ]) {
        expect([response.statusCode, response.json()]).toEqual([404, { error: 'Ledger account not found' }]);
      }
    }
    expect((await b.ledger.chart()).get('6000')!.name).toBe('Office Costs');
  });
});
