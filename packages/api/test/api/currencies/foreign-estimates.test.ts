import type { Estimate, Invoice } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { currencyBusiness } from '../../support/currency-helpers.ts';
import { estimateClient, line } from '../../support/estimate-helpers.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  // The converted invoice is issued on 15 April (Nairobi), when the rate table has moved on.
  app = await testApp(database, { now: () => new Date('2026-04-15T09:00:00Z') });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function business() {
  const b = await currencyBusiness(app);
  return { ...b, estimates: estimateClient(app, b.token) };
}

const dates = { issue_date: '2026-03-02', expiry_date: '2026-03-31' };

describe(`estimates in other currencies on ${backend}`, () => {
  it('takes the rate given or the table’s; converted, the invoice keeps its currency and rate', async () => {
    const { estimates, rate, contactId } = await business();
    await rate('USD', '2026-02-27', 129.5);
    await rate('USD', '2026-04-14', 131.75);
    const estimate = await estimates.created({ contact_id: contactId, currency: 'USD', ...dates });
    expect(estimate).toMatchObject({ currency: 'USD', exchange_rate: 129.5 });
    const own = await estimates.created({
      contact_id: contactId,
      currency: 'USD',
      exchange_rate: 130,
      ...dates,
    });
    expect(own.exchange_rate).toBe(130);
    await estimates.ok(
      estimates.addItems(estimate.id, [line({ unit_price: 333.33, quantity: 3, tax_rate: 16 })]),
    );

    const invoice = await estimates.ok<Invoice>(estimates.convert(estimate.id), 201);
    expect(invoice).toMatchObject({
      issue_date: '2026-04-15',
      currency: 'USD',
      exchange_rate: 129.5,
      total: 1159.99,
      estimate_id: estimate.id,
    });
    const sent = await estimates.invoices.ok<Invoice>(
      estimates.invoices.update(invoice.id, { status: 'sent' }),
    );
    expect(sent.total_in_books).toBe(150_218.71);
  });

  it('a new currency or rate on a draft is resolved as on create; none in the table is 422', async () => {
    const { estimates, rate, contactId } = await business();
    const refused = await estimates.create({ contact_id: contactId, currency: 'EUR', ...dates });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.exchange_rate[0]).toMatch(/no EUR rate on or before 2026-03-02/);
    expect((await estimates.list()).json().data).toEqual([]);

    const plain = await estimates.created({ contact_id: contactId, ...dates });
    expect(plain).toMatchObject({ currency: 'KES', exchange_rate: 1 });
    const kesRate = await estimates.update(plain.id, { exchange_rate: 2 });
    expect(kesRate.statusCode).toBe(422);
    const noEuro = await estimates.update(plain.id, { currency: 'EUR' });
    expect(noEuro.statusCode).toBe(422);
    await rate('EUR', '2026-03-01', 140.11);
    const euro = await estimates.ok<Estimate>(estimates.update(plain.id, { currency: 'EUR' }));
    expect(euro).toMatchObject({ currency: 'EUR', exchange_rate: 140.11 });
    const typed = await estimates.ok<Estimate>(estimates.update(plain.id, { exchange_rate: 141.5 }));
    expect(typed).toMatchObject({ currency: 'EUR', exchange_rate: 141.5 });
    const back = await estimates.ok<Estimate>(estimates.update(plain.id, { currency: 'KES' }));
    expect(back).toMatchObject({ currency: 'KES', exchange_rate: 1 });
  });
});
