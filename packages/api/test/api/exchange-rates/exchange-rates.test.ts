import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';

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
  const { token } = await signUp(app);
  const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const importFile = (csv: string, query = '') => {
    const body = multipartBody([{ name: 'file', content: csv, filename: 'rates.csv' }]);
    return app.inject({
      method: 'POST',
      url: `/api/exchange_rates/import${query}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  return { inject, importFile };
}

/** The Central Bank of Kenya's export: title lines, then Date, Currency, Mean, Buy and Sell. */
const CBK_EXPORT = [
  'Forex Traded Rates',
  '',
  'Date,Currency,Mean,Buy,Sell',
  '02/03/2026,US DOLLAR,129.2500,129.1500,129.3500',
  '02/03/2026,STG POUND,163.4020,163.2500,163.5500',
  '02/03/2026,EURO,140.1100,139.9800,140.2400',
  '02/03/2026,JPY (100),86.4300,86.3400,86.5200',
  '02/03/2026,KES / USHS,28.5000,28.4500,28.5500',
  '03/03/2026,US DOLLAR,129.5000,129.4000,129.6000',
  '03/03/2026,KES,1,1,1',
].join('\n');

describe(`exchange rates on ${backend}`, () => {
  it('records a rate by hand, replaces the same day, lists newest first, and stays in its business', async () => {
    const owner = await business();
    const first = await owner.inject('POST', '/exchange_rates', {
      exchange_rate: { currency: 'usd', date: '2026-03-02', rate: 129.25 },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({
      id: expect.any(Number),
      currency: 'USD',
      date: '2026-03-02',
      rate: 129.25,
      source: 'manual',
    });
    const again = await owner.inject('POST', '/exchange_rates', {
      exchange_rate: { currency: 'USD', date: '2026-03-02', rate: 129.312345 },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: first.json().data.id, rate: 129.312345 });
    await owner.inject('POST', '/exchange_rates', {
      exchange_rate: { currency: 'GBP', date: '2026-03-05', rate: 163.5 },
    });

    const all = await owner.inject('GET', '/exchange_rates');
    expect(all.json().data.map((r: { currency: string }) => r.currency)).toEqual(['GBP', 'USD']);
    expect(all.json().meta).toEqual({ total_count: 2, current_page: 1, total_pages: 1, per_page: 50 });
    const usd = await owner.inject('GET', '/exchange_rates?currency=USD&from=2026-03-01&to=2026-03-03');
    expect(usd.json().data).toHaveLength(1);

    const other = await business();
    expect((await other.inject('GET', '/exchange_rates')).json().data).toEqual([]);
  });

  it('refuses bad rates with the field named, and the books’ own currency', async () => {
    const owner = await business();
    const cases: [object, string][] = [
      [{ currency: 'USD', date: '2026-03-02', rate: 0 }, 'rate'],
      [{ currency: 'USD', date: '2026-03-02', rate: 1.0000001 }, 'rate'],
      [{ currency: 'US', date: '2026-03-02', rate: 129 }, 'currency'],
      [{ currency: 'USD', date: '2026-02-30', rate: 129 }, 'date'],
      [{ currency: 'KES', date: '2026-03-02', rate: 2 }, 'currency'],
    ];
    for (const [exchange_rate, field] of cases) {
      const refused = await owner.inject('POST', '/exchange_rates', { exchange_rate });
      expect(refused.statusCode, JSON.stringify(exchange_rate)).toBe(422);
      expect(Object.keys(refused.json().details ?? {})).toContain(field);
    }
    expect((await owner.inject('GET', '/exchange_rates')).json().data).toEqual([]);
  });

  it("imports CBK's daily means: names, yen per 100 and the East African rates turned round", async () => {
    const owner = await business();
    const dry = await owner.importFile(CBK_EXPORT, '?dry_run=true');
    expect(dry.statusCode).toBe(200);
    expect(dry.json().data).toEqual({
      imported: 6,
      replaced: 0,
      currencies: ['EUR', 'GBP', 'JPY', 'UGX', 'USD'],
      from: '2026-03-02',
      to: '2026-03-03',
    });
    expect((await owner.inject('GET', '/exchange_rates')).json().data).toEqual([]);

    await owner.inject('POST', '/exchange_rates', {
      exchange_rate: { currency: 'USD', date: '2026-03-02', rate: 120 },
    });
    const imported = await owner.importFile(CBK_EXPORT);
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toMatchObject({ imported: 6, replaced: 1 });
    const rates = (await owner.inject('GET', '/exchange_rates?from=2026-03-02&to=2026-03-02')).json().data;
    const byCurrency = Object.fromEntries(
      rates.map((r: { currency: string; rate: number; source: string }) => [r.currency, [r.rate, r.source]]),
    );
    expect(byCurrency).toEqual({
      USD: [129.25, 'cbk'],
      GBP: [163.402, 'cbk'],
      EUR: [140.11, 'cbk'],
      // KES 86.43 for 100 yen; 28.5 Uganda shillings for one Kenyan shilling.
      JPY: [0.8643, 'cbk'],
      UGX: [0.035088, 'cbk'],
    });
  });

  it('imports nothing from a file with an unreadable line or without the columns', async () => {
    const owner = await business();
    const bad = await owner.importFile(
      'Date,Currency,Mean\n02/03/2026,US DOLLAR,129.25\n31/02/2026,EURO,140\n02/03/2026,MARTIAN CREDIT,1\n02/03/2026,EURO,-1\n',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.file).toEqual([
      'Line 3: "31/02/2026" is not a date like 31/01/2026',
      'Line 4: "MARTIAN CREDIT" is not a currency CBK lists or an ISO 4217 code',
      'Line 5: "-1" is not a rate',
    ]);
    const columns = await owner.importFile('Day,Rate\n02/03/2026,129\n');
    expect(columns.statusCode).toBe(422);
    expect(columns.json().error).toMatch(/Date, Currency and Mean/);
    expect((await owner.inject('GET', '/exchange_rates')).json().data).toEqual([]);
  });
});
