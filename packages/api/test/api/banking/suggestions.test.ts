import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { bankingBusiness, portal } from '../../support/banking-helpers.ts';
import { expectStatementLinesAgree } from '../../support/banking-invariants.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  if (database) await expectStatementLinesAgree(database.db);
  await app?.close();
  await database?.close();
});

async function withInvoices() {
  const business = await bankingBusiness(app);
  const jane = await business.client.contact({
    first_name: 'Jane',
    last_name: 'Wanjiru',
    phone: '0712345678',
  });
  const otieno = await business.client.contact({ first_name: 'Otieno', last_name: 'Kamau' });
  const invoices = {
    a: await business.sent(jane, 2500),
    b: await business.sent(jane, 1000),
    c: await business.sent(jane, 800),
    d: await business.sent(otieno, 700),
    e: await business.sent(otieno, 900),
  };
  const mpesa = await business.accountId('1300');
  await business.upload(
    mpesa,
    portal([
      {
        receipt: 'SC5',
        day: '07-03-2026',
        details: 'Pay Bill from O KAMAU',
        amount: 900,
        party: '254799999999 - O KAMAU',
      },
      {
        receipt: 'SC4',
        day: '06-03-2026',
        details: 'Pay Bill to 500 - NAIVAS',
        amount: -1160,
        party: '500 - NAIVAS',
      },
      {
        receipt: 'SC3',
        day: '05-03-2026',
        details: 'Pay Bill from PETER',
        amount: 700,
        party: '254700000000 - PETER',
      },
      { receipt: 'SC2', day: '04-03-2026', details: 'Pay Bill from JANE', amount: 1800 },
      { receipt: 'SC1', day: '03-03-2026', details: 'Pay Bill from JANE', amount: 2500 },
    ]),
  );
  return { ...business, invoices };
}

describe(`suggestions on ${backend}`, () => {
  it('match by themselves only when sure, suggest the rest with reasons, and leave what fits nothing', async () => {
    const business = await withInvoices();
    const { invoices } = business;
    expect(await business.lineByReference('SC1')).toMatchObject({
      status: 'matched',
      match: { kind: 'invoice_payment', ids: [invoices.a.id], auto: true },
      suggestions: [],
    });
    // Two of Jane's invoices add up to the line, from her phone: sure enough.
    const both = await business.lineByReference('SC2');
    expect(both).toMatchObject({ status: 'matched', match: { kind: 'invoice_payment', auto: true } });
    expect([...(both.match as { ids: string[] }).ids].sort()).toEqual([invoices.b.id, invoices.c.id].sort());
    expect((await business.client.ok(business.client.get(invoices.c.id))).status).toBe('paid');
    const peter = await business.lineByReference('SC3');
    expect(peter).toMatchObject({
      status: 'suggested',
      suggestions: [{ kind: 'invoice_payment', ids: [invoices.d.id], amount: 700, confidence: 0.6 }],
    });
    expect((peter.suggestions as { reasons: string[] }[])[0]!.reasons[0]).toMatch(/balance of invoice/);
    const otieno = await business.lineByReference('SC5');
    expect(otieno).toMatchObject({
      status: 'suggested',
      suggestions: [{ ids: [invoices.e.id], confidence: 0.85 }],
    });
    expect(await business.lineByReference('SC4')).toMatchObject({ status: 'unmatched', suggestions: [] });
    expect((await business.lines()).summary).toEqual({ unmatched: 1, suggested: 2, matched: 2, excluded: 0 });
  });

  it('remember a declined pair; bulk accepts the best suggestion and excludes, skipping what cannot change', async () => {
    const business = await withInvoices();
    const { client, invoices } = business;
    const peter = await business.lineByReference('SC3');
    const declined = await client.ok(
      client.inject('POST', `/bank_lines/${peter.id}/decline`, {
        kind: 'invoice_payment',
        ids: [invoices.d.id],
      }),
    );
    expect(declined).toMatchObject({ status: 'unmatched', suggestions: [] });
    const bad = await client.inject('POST', `/bank_lines/${peter.id}/decline`, { kind: 'nothing', ids: [] });
    expect(bad.statusCode).toBe(422);

    const [otieno, naivas, jane] = await Promise.all(['SC5', 'SC4', 'SC1'].map(business.lineByReference));
    const accepted = await client.ok(
      client.inject('POST', '/bank_lines/bulk', {
        ids: [otieno!.id, naivas!.id, 2147483647],
        action: 'accept',
      }),
    );
    expect(accepted).toEqual({ changed: 1 });
    expect(await business.lineByReference('SC5')).toMatchObject({
      status: 'matched',
      match: { kind: 'invoice_payment', ids: [invoices.e.id], auto: false },
    });
    expect((await client.ok(client.get(invoices.e.id))).status).toBe('paid');
    const excluded = await client.ok(
      client.inject('POST', '/bank_lines/bulk', { ids: [naivas!.id, jane!.id], action: 'exclude' }),
    );
    expect(excluded).toEqual({ changed: 1 });
    expect(await business.lineByReference('SC4')).toMatchObject({ status: 'excluded' });
    const refused = await client.inject('POST', '/bank_lines/bulk', { ids: [], action: 'accept' });
    expect(refused.statusCode).toBe(422);
  });

  it('take a match of something else as declining the other suggestions, and suggest again on unmatch what is left', async () => {
    const business = await withInvoices();
    const { client, invoices } = business;
    const [peter, otieno] = await Promise.all(['SC3', 'SC5'].map(business.lineByReference));
    const income = await business.accountId('4900');
    // Peter's 700 was other income: booked so, then let go; Otieno's invoice is not suggested for it again.
    expect(
      (
        await client.inject('POST', `/bank_lines/${peter!.id}/create`, {
          kind: 'income',
          ledger_account_id: income,
        })
      ).statusCode,
    ).toBe(201);
    expect(await client.ok(client.inject('POST', `/bank_lines/${peter!.id}/unmatch`))).toMatchObject({
      status: 'unmatched',
      suggestions: [],
    });
    // Excluded and included again, a line keeps what was suggested for it.
    await client.ok(client.inject('POST', `/bank_lines/${otieno!.id}/exclude`));
    const again = await client.ok(client.inject('POST', `/bank_lines/${otieno!.id}/include`));
    expect(again).toMatchObject({ status: 'suggested', suggestions: [{ ids: [invoices.e.id] }] });
  });
});
