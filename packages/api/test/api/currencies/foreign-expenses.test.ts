import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { ledgerBalances, trialDifference } from '../../support/currency-helpers.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { jobRunner, recordingMailer } from '../../support/job-helpers.ts';
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

async function business() {
  const { token, data } = await signUp(app);
  const chart = await ledgerClient(app, token).chart();
  const office = String(chart.get('6000')!.id);
  /** The expense form as the UI sends it, every field as text, POSTed (or PUT to `url`). */
  const send = (fields: Record<string, string>, method: 'POST' | 'PUT' = 'POST', url = '/api/expenses') => {
    const { payload, headers } = multipartBody(
      Object.entries({
        expenseType: 'Payment',
        recurrence: '-- Does Not Recur --',
        ledger_account_id: office,
        dated: '2026-03-10',
        totalValue: '116.00',
        vat: 'Standard',
        description: 'Software licence',
        ...fields,
      }).map(([name, content]) => ({ name, content })),
    );
    return app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) } });
  };
  const rate = (currency: string, date: string, value: number) =>
    app.inject({
      method: 'POST',
      url: '/api/exchange_rates',
      headers: bearer(token),
      payload: { exchange_rate: { currency, date, rate: value } },
    });
  const accountId = data.account.id as number;
  const list = async () =>
    (await app.inject({ url: '/api/expenses', headers: bearer(token) })).json().data as {
      dated: string;
      exchange_rate: number;
    }[];
  return { send, rate, list, balances: () => ledgerBalances(database.db, accountId) };
}

describe(`expenses in other currencies on ${backend}`, () => {
  it('posts at its rate: the account paid from carries the total rounded once, the expense line the cents left', async () => {
    const { send, balances } = await business();
    const created = await send({ currency: 'USD', exchange_rate: '129.123456' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      currency: 'USD',
      exchange_rate: 129.123456,
      total_value: 116,
      vat_amount: 16,
      total_in_books: 14_978.32,
    });
    const { kes, foreign } = await balances();
    // 116.00 × 129.123456 = 14,978.32; VAT 16.00 × it = 2,065.98; the expense line takes the rest.
    expect(kes).toMatchObject({ '1100': -1_497_832n, '1400': 206_598n, '6000': 1_291_234n });
    expect(foreign).toMatchObject({ '1100 USD': -11_600n, '1400 USD': 1_600n, '6000 USD': 10_000n });
    expect(trialDifference(kes)).toBe(0n);
  });

  it('takes the table’s rate for its date, keeps it on an edit, re-resolves it on a new currency; no rate is 422', async () => {
    const { send, rate, balances } = await business();
    const refused = await send({ currency: 'EUR' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.exchange_rate[0]).toMatch(/no EUR rate on or before 2026-03-10/);
    expect((await balances()).kes).toEqual({});

    await rate('EUR', '2026-03-01', 140);
    await rate('GBP', '2026-03-01', 160);
    const created = (await send({ currency: 'EUR', vat: 'Exempt', totalValue: '10.00' })).json().data;
    expect(created.exchange_rate).toBe(140);
    await rate('EUR', '2026-03-05', 150);
    const url = `/api/expenses/${created.id}`;
    const edited = await send({ vat: 'Exempt', totalValue: '10.00', description: 'Renamed' }, 'PUT', url);
    expect(edited.json().data).toMatchObject({ currency: 'EUR', exchange_rate: 140 });
    const moved = await send({ currency: 'GBP', vat: 'Exempt', totalValue: '10.00' }, 'PUT', url);
    expect(moved.json().data).toMatchObject({ currency: 'GBP', exchange_rate: 160 });
    const { kes, foreign } = await balances();
    expect(kes['1100']).toBe(-160_000n);
    expect(foreign['1100 GBP']).toBe(-1_000n);
    expect(foreign['1100 EUR'] ?? 0n).toBe(0n);
    expect((await send({ exchange_rate: 'abc' }, 'PUT', url)).statusCode).toBe(422);
  });

  it('each copy of a recurring expense takes the table’s rate of its own day, else the original’s', async () => {
    const { send, rate, list, balances } = await business();
    const created = await send({
      currency: 'USD',
      exchange_rate: '129.5',
      vat: 'Exempt',
      recurrence: 'Monthly',
    });
    expect(created.statusCode).toBe(201);
    await jobRunner(database.db, recordingMailer().mailer)('2026-04-12T12:00:00Z');
    await rate('USD', '2026-05-01', 131);
    await jobRunner(database.db, recordingMailer().mailer)('2026-05-12T12:00:00Z');
    const rates = Object.fromEntries((await list()).map((expense) => [expense.dated, expense.exchange_rate]));
    expect(rates).toEqual({ '2026-03-10': 129.5, '2026-04-10': 129.5, '2026-05-10': 131 });
    expect((await balances()).kes['1100']).toBe(-(1_502_200n * 2n + 1_519_600n));
  });

  it('a KES expense stays as it was, and refuses a rate other than 1', async () => {
    const { send, balances } = await business();
    const created = await send({});
    expect(created.json().data).toMatchObject({ currency: 'KES', exchange_rate: 1, total_in_books: 116 });
    expect((await balances()).foreign).toEqual({});
    expect((await send({ exchange_rate: '2' })).statusCode).toBe(422);
  });
});
