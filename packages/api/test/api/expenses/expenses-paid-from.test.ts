import { dataEnvelope, expenseDefaultsSchema, expenseSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { jobRunner, recordingMailer } from '../../support/job-helpers.ts';
import { describeEntry, ledgerClient } from '../../support/ledger-helpers.ts';

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

const expenseEnvelope = dataEnvelope(expenseSchema);
const defaultsEnvelope = dataEnvelope(expenseDefaultsSchema);

/** A business, its chart by number, the expense form as the UI sends it and GET /expenses/defaults. */
async function business() {
  const { token } = await signUp(app);
  const ledger = ledgerClient(app, token);
  const chart = await ledger.chart();
  const id = (number: string) => chart.get(number)!.id;
  const send = (fields: Record<string, string>, { method = 'POST', url = '/api/expenses' } = {}) => {
    const { payload, headers } = multipartBody(
      Object.entries({
        expenseType: 'Payment',
        ledger_account_id: String(id('6000')),
        dated: '2026-03-10',
        totalValue: '580.00',
        vat: 'Standard',
        description: 'Airtime',
        recurrence: '-- Does Not Recur --',
        ...fields,
      }).map(([name, content]) => ({ name, content })),
    );
    return app.inject({
      method: method as 'POST' | 'PUT',
      url,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  };
  const created = async (fields: Record<string, string> = {}) => {
    const response = await send(fields);
    expect(response.statusCode, response.body).toBe(201);
    return expenseEnvelope.parse(response.json()).data;
  };
  const defaults = async () => {
    const response = await app.inject({ url: '/api/expenses/defaults', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return defaultsEnvelope.parse(response.json()).data.paid_from_account_id;
  };
  return { token, ledger, id, send, created, defaults };
}

describe(`an expense's "paid from" on ${backend}`, () => {
  it('credits the chosen money account, not Bank', async () => {
    const { ledger, id, created } = await business();
    const expense = await created({ paid_from_account_id: String(id('1300')) });
    expect(expense.paid_from_account_id).toBe(id('1300'));
    const [entry] = await ledger.entries();
    expect(describeEntry(entry!)).toEqual(['6000 Dr 500', '1400 Dr 80', '1300 Cr 580']);
  });

  it('defaults to the account the business last paid from (Bank before any), for the form and the API', async () => {
    const { ledger, id, created, defaults } = await business();
    expect(await defaults()).toBe(id('1100'));
    await created({ paid_from_account_id: String(id('1000')) });
    await created({ paid_from_account_id: String(id('1300')) });
    expect(await defaults()).toBe(id('1300'));
    const unchosen = await created({ paid_from_account_id: '' });
    expect(unchosen.paid_from_account_id).toBe(id('1300'));
    const [entry] = await ledger.entries();
    expect(describeEntry(entry!)).toContain('1300 Cr 580');
    // Another business's choices are its own.
    expect(await (await business()).defaults()).not.toBe(id('1300'));
  });

  it('an archived last account falls back to Bank', async () => {
    const { ledger, id, created, defaults } = await business();
    const added = await ledger.inject('POST', '/ledger_accounts', {
      ledger_account: { number: '1120', name: 'Equity Bank', account_type: 'asset' },
    });
    const equity = (added.json() as { data: { id: number } }).data.id;
    await created({ paid_from_account_id: String(equity) });
    expect(await defaults()).toBe(equity);
    await ledger.inject('PUT', `/ledger_accounts/${equity}`, { ledger_account: { archived: true } });
    expect(await defaults()).toBe(id('1100'));
  });

  it("refuses another business's account (422) and changes nothing", async () => {
    const { ledger, send, defaults } = await business();
    const other = await business();
    const response = await send({ paid_from_account_id: String(other.id('1300')) });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({
      paid_from_account_id: ['Choose an asset or liability account to pay from'],
    });
    expect(await ledger.entries()).toEqual([]);
    expect(await defaults()).not.toBe(other.id('1300'));
  });

  it('an edit that does not name the account keeps the one the expense was paid from', async () => {
    const { ledger, id, send, created } = await business();
    const expense = await created({ paid_from_account_id: String(id('1300')) });
    await created({ paid_from_account_id: String(id('1000')) });
    const edited = await send(
      { totalValue: '1160.00' },
      { method: 'PUT', url: `/api/expenses/${expense.id}` },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(expenseEnvelope.parse(edited.json()).data.paid_from_account_id).toBe(id('1300'));
    const [latest] = await ledger.entries();
    expect(describeEntry(latest!)).toEqual(['6000 Dr 1000', '1400 Dr 160', '1300 Cr 1160']);
  });

  it("a recurring expense's copies keep its account and do not become the default", async () => {
    const { ledger, id, created, defaults } = await business();
    await created({ dated: '2026-09-10', recurrence: 'Monthly', paid_from_account_id: String(id('1300')) });
    await created({ dated: '2026-09-11', paid_from_account_id: String(id('1000')) });
    await jobRunner(database.db, recordingMailer().mailer)('2026-10-20T12:00:00Z');
    const entries = await ledger.entries();
    expect(entries.map((entry) => [entry.date, describeEntry(entry).at(-1)])).toEqual([
      ['2026-10-10', '1300 Cr 580'],
      ['2026-09-11', '1000 Cr 580'],
      ['2026-09-10', '1300 Cr 580'],
    ]);
    expect(await defaults()).toBe(id('1000'));
  });
});
