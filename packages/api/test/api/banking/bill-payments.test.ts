import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { bankingBusiness, portal } from '../../support/banking-helpers.ts';
import { expectStatementLinesAgree } from '../../support/banking-invariants.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
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

describe(`bill payments from a statement on ${backend}`, () => {
  it('suggests the vendor’s bill for money out, pays it on accept, and takes the payment off on unmatch', async () => {
    const business = await bankingBusiness(app);
    const { client } = business;
    const bills = billClient(app, business.token);
    const vendor = await client.contact({ first_name: null, last_name: null, company_name: 'Naivas Ltd' });
    const rent = await business.accountId('6100');
    const bill = await bills.created({
      contact_id: vendor,
      issue_date: '2026-03-01',
      due_date: '2026-03-31',
      lines: [billLine(rent, { unit_price: 1160 })],
    });
    const second = await bills.created({
      contact_id: vendor,
      bill_number: 'B-2',
      issue_date: '2026-03-01',
      due_date: '2026-03-31',
      lines: [billLine(rent, { unit_price: 500 })],
    });
    await business.upload(
      await business.accountId('1300'),
      portal(
        [
          {
            receipt: 'SC2',
            day: '05-03-2026',
            details: 'Pay Bill to 500 - NAIVAS',
            amount: -1160,
            party: '500 - NAIVAS',
          },
          {
            receipt: 'SC1',
            day: '04-03-2026',
            details: 'Pay Bill to 500 - NAIVAS',
            amount: -700,
            party: '500 - NAIVAS',
          },
        ],
        5000,
      ),
    );
    const line = await business.lineByReference('SC2');
    expect(line).toMatchObject({
      status: 'suggested',
      suggestions: [{ kind: 'bill_payment', ids: [String(bill.id)], amount: 1160 }],
    });
    expect(
      await client.ok(client.inject('POST', '/bank_lines/bulk', { ids: [line.id], action: 'accept' })),
    ).toEqual({
      changed: 1,
    });
    expect(await bills.ok(bills.get(bill.id))).toMatchObject({ status: 'paid', balance: 0 });
    expect(await business.balanceOf('2000')).toBe(500);

    // By hand: two bills of the vendor in the order given, the amounts adding up to the line.
    const other = await business.lineByReference('SC1');
    const match = (body: object) => client.inject('POST', `/bank_lines/${other.id}/match`, body);
    expect((await match({ kind: 'bill_payment', ids: [String(second.id)] })).statusCode).toBe(422);
    expect((await match({ kind: 'bill_payment', ids: ['nope'] })).statusCode).toBe(422);
    expect((await match({ kind: 'invoice_payment', ids: [String(second.id)] })).statusCode).toBe(422);
    expect((await match({ kind: 'bill_payment', ids: [String(second.id)], amounts: [700] })).statusCode).toBe(
      422,
    );
    expect(await bills.ok(bills.get(second.id))).toMatchObject({ balance: 500 });

    const unmatched = await client.inject('POST', `/bank_lines/${line.id}/unmatch`);
    expect(unmatched.statusCode, unmatched.body).toBe(200);
    expect(await bills.ok(bills.get(bill.id))).toMatchObject({
      status: 'open',
      balance: 1160,
      paid_amount: 0,
    });
    expect(await business.balanceOf('2000')).toBe(1660);
    expect(await business.balanceOf('1300')).toBe(0);
  });
});
