import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { recurringAccount } from '../../support/recurring-helpers.ts';
import { testClock } from '../../support/time-helpers.ts';

let database: Database;
let app: FastifyInstance;
const clock = testClock('2027-01-10T09:00:00Z');

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: clock.now });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function account() {
  const a = await recurringAccount(app, database);
  const rate = (currency: string, date: string, value: number) =>
    a.client.ok(
      a.client.inject('POST', '/exchange_rates', { exchange_rate: { currency, date, rate: value } }),
      201,
    );
  const invoicesOf = async (id: number) => {
    const series = await a.get(id);
    const all = await Promise.all(series.invoices.map((invoice) => a.invoice(invoice.id)));
    return all.sort((x, y) => x.issue_date.localeCompare(y.issue_date));
  };
  return { ...a, rate, invoicesOf };
}

describe(`recurring invoices in other currencies on ${backend}`, () => {
  it('issues each invoice in the series’ currency at the rate table’s rate on its issue date', async () => {
    const a = await account();
    await a.rate('USD', '2026-12-31', 128);
    await a.rate('USD', '2027-02-01', 131.25);
    const series = await a.created({
      frequency: 'monthly',
      start_date: '2027-01-12',
      currency: 'USD',
      auto_send: true,
    });
    expect(series).toMatchObject({ currency: 'USD', exchange_rate: null });
    await a.run('2027-02-13T04:00:00Z');
    const issued = await a.invoicesOf(series.id);
    expect(issued.map((invoice) => [invoice.issue_date, invoice.currency, invoice.exchange_rate])).toEqual([
      ['2027-01-12', 'USD', 128],
      ['2027-02-12', 'USD', 131.25],
    ]);
    // Sent as issued: posted in KES at each one's rate.
    expect(issued.map((invoice) => [invoice.status, invoice.total, invoice.total_in_books])).toEqual([
      ['sent', 2500, 320_000],
      ['sent', 2500, 328_125],
    ]);
  });

  it('a fixed rate goes on every invoice; null goes back to the table, KES is always 1', async () => {
    const a = await account();
    const fixed = await a.created({
      frequency: 'monthly',
      start_date: '2027-01-12',
      currency: 'EUR',
      exchange_rate: 140.5,
    });
    expect(fixed).toMatchObject({ currency: 'EUR', exchange_rate: 140.5 });
    await a.run('2027-01-12T04:00:00Z');
    expect((await a.invoicesOf(fixed.id)).map((invoice) => invoice.exchange_rate)).toEqual([140.5]);

    // Back to the table's rate: there is no EUR rate yet, so it is refused and the series keeps its own.
    const toTable = { recurring_invoice: { exchange_rate: null } };
    const refused = await a.call('PUT', `/recurring_invoices/${fixed.id}`, toTable);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.exchange_rate[0]).toMatch(/no EUR rate on or before 2027-02-12/);
    expect((await a.get(fixed.id)).exchange_rate).toBe(140.5);
    await a.rate('EUR', '2027-02-01', 142);
    const tabled = await a.call('PUT', `/recurring_invoices/${fixed.id}`, toTable);
    expect(tabled.json().data).toMatchObject({ currency: 'EUR', exchange_rate: null });
    await a.run('2027-02-12T04:00:00Z');
    expect((await a.invoicesOf(fixed.id)).map((invoice) => invoice.exchange_rate)).toEqual([140.5, 142]);

    const kes = await a.call('PUT', `/recurring_invoices/${fixed.id}`, {
      recurring_invoice: { currency: 'KES' },
    });
    expect(kes.json().data).toMatchObject({ currency: 'KES', exchange_rate: 1 });
    const plain = await a.created({ frequency: 'monthly', start_date: '2027-01-12' });
    expect(plain).toMatchObject({ currency: 'KES', exchange_rate: 1 });
    const kesRate = await a.create({ frequency: 'monthly', start_date: '2027-01-12', exchange_rate: 2 });
    expect(kesRate.statusCode).toBe(422);
  });

  it('a currency without a rate given or in the table is refused, and nothing is created', async () => {
    const a = await account();
    const refused = await a.create({ frequency: 'monthly', start_date: '2027-01-12', currency: 'GBP' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.exchange_rate[0]).toMatch(/no GBP rate on or before 2027-01-12/);
    const list = await a.client.inject('GET', '/recurring_invoices');
    expect(list.json().data).toEqual([]);
  });
});
