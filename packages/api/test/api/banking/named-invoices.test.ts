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

describe(`lines naming several invoices on ${backend}`, () => {
  it('pay them together when they are one customer’s and add up to the line, else only suggest', async () => {
    const business = await bankingBusiness(app);
    const jane = await business.client.contact({ first_name: 'Jane', last_name: 'Wanjiru' });
    const otieno = await business.client.contact({ first_name: 'Otieno', last_name: 'Kamau' });
    const first = await business.sent(jane, 1000);
    const second = await business.sent(jane, 800);
    const his = await business.sent(otieno, 500);
    const third = await business.sent(jane, 800);
    await business.upload(
      await business.accountId('1300'),
      portal([
        { receipt: 'SC2', day: '05-03-2026', details: 'Pay Bill', amount: 1300, acNo: 'inv 3 inv 4' },
        { receipt: 'SC1', day: '04-03-2026', details: 'Pay Bill', amount: 1800, acNo: 'INV0001 INV0002' },
      ]),
    );
    const both = await business.lineByReference('SC1');
    expect(both).toMatchObject({ status: 'matched', match: { kind: 'invoice_payment', auto: true } });
    expect([...(both.match as { ids: string[] }).ids].sort()).toEqual([first.id, second.id].sort());
    expect((await business.client.ok(business.client.get(second.id))).status).toBe('paid');
    // Invoices of two customers are never paid together by their numbers alone.
    expect(await business.lineByReference('SC2')).toMatchObject({ match: null });
    for (const open of [his, third]) {
      expect((await business.client.ok(business.client.get(open.id))).status).toBe('sent');
    }
    const lines = await business.lines();
    expect(lines.summary).toMatchObject({ matched: 1 });
    expect(lines.meta.total_count).toBe(2);
  });
});
