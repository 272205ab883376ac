import { agingSchema, dataEnvelope } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
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

const agingAnswer = dataEnvelope(agingSchema);

describe(`the agings per currency on ${backend}`, () => {
  it('shows one currency’s documents in its amounts; without it, every document in KES as before', async () => {
    const { token } = await signUp(app);
    const invoices = invoiceClient(app, token);
    const customer = await invoices.contact();
    const sent = async (fields: Record<string, unknown>, amount: number) => {
      const draft = await invoices.created({ contact_id: customer, ...fields });
      await invoices.ok(invoices.addItems(draft.id, [line({ unit_price: amount, quantity: 1 })]));
      return invoices.ok(invoices.update(draft.id, { status: 'sent' }));
    };
    const usd = await sent({ currency: 'USD', exchange_rate: 129.5 }, 1000);
    await sent({ currency: 'EUR', exchange_rate: 140 }, 50);
    await sent({}, 2000);
    await invoices.ok(
      invoices.pay(usd.id, { amount: 300, paid_on: '2026-01-20', method: 'cash', exchange_rate: 130 }),
      201,
    );
    const vendor = await invoices.contact({ company_name: 'Acme Imports' });
    const rent = (await ledgerClient(app, token).chart()).get('6100')!.id;
    await billClient(app, token).created({
      contact_id: vendor,
      currency: 'USD',
      exchange_rate: 129.5,
      lines: [billLine(rent, { unit_price: 500 })],
    });

    const report = async (side: string, query: string) => {
      const response = await app.inject({
        url: `/api/reports/${side}_aging?as_of=2026-03-15${query}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      return agingAnswer.parse(response.json()).data;
    };
    const inUsd = await report('receivables', '&currency=usd');
    expect(inUsd.currency).toBe('USD');
    // Due 2026-02-09: 34 days past due on 2026-03-15.
    expect(inUsd.rows).toEqual([
      expect.objectContaining({ contact_id: customer, days_31_60: 700, total: 700, current: 0 }),
    ]);
    expect(inUsd.totals.total).toBe(700);
    expect((await report('receivables', '&currency=EUR')).totals.total).toBe(50);
    expect((await report('receivables', '&currency=KES')).totals.total).toBe(2000);
    expect((await report('receivables', '&currency=GBP')).rows).toEqual([]);
    expect((await report('payables', '&currency=USD')).totals.total).toBe(500);

    const inBooks = await report('receivables', '');
    expect(inBooks.currency).toBeUndefined();
    // 129,500.00 − 300 × 129.50 + 50 × 140 + 2,000.
    expect(inBooks.totals.total).toBe(90_650 + 7_000 + 2_000);
    const refused = await app.inject({
      url: '/api/reports/receivables_aging?currency=dollars',
      headers: bearer(token),
    });
    expect(refused.statusCode).toBe(422);
  });
});
