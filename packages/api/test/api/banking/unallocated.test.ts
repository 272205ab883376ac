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

describe(`2300 Unallocated receipts from a statement on ${backend}`, () => {
  it('takes what the invoices leave, or the whole line; unmatching takes both off', async () => {
    const business = await bankingBusiness(app);
    const { client } = business;
    const customer = await client.contact({ first_name: 'Amina' });
    const invoice = await business.sent(customer, 1000);
    await business.upload(
      await business.accountId('1300'),
      portal([
        { receipt: 'SC2', day: '05-03-2026', details: 'Funds received', amount: 300, party: 'X' },
        { receipt: 'SC1', day: '04-03-2026', details: 'Funds received', amount: 1500, party: 'X' },
      ]),
    );
    const [over, small] = await Promise.all(['SC1', 'SC2'].map(business.lineByReference));
    const match = (id: number, body: object) => client.inject('POST', `/bank_lines/${id}/match`, body);
    expect((await match(over!.id, { kind: 'invoice_payment', ids: [invoice.id] })).statusCode).toBe(422);
    const paid = await match(over!.id, { kind: 'invoice_payment', ids: [invoice.id, 'unallocated'] });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.match).toMatchObject({
      kind: 'invoice_payment',
      ids: [invoice.id, 'unallocated'],
    });
    expect((await client.ok(client.get(invoice.id))).status).toBe('paid');
    expect(await business.balanceOf('2300')).toBe(500);
    expect(await business.balanceOf('1300')).toBe(1500);
    const alone = await match(small!.id, { kind: 'invoice_payment', ids: ['unallocated'] });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(await business.balanceOf('2300')).toBe(800);

    await client.ok(client.inject('POST', `/bank_lines/${over!.id}/unmatch`));
    expect(await business.balanceOf('2300')).toBe(300);
    expect(await business.balanceOf('1300')).toBe(300);
    expect((await client.ok(client.get(invoice.id))).balance).toBe(1000);
  });
});
