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

describe(`M-Pesa charges on import on ${backend}`, () => {
  it('books each charge line as a fee (Dr 6800 / Cr 1300) on its date; unmatching reverses it', async () => {
    const business = await bankingBusiness(app);
    const mpesa = await business.accountId('1300');
    await business.upload(
      mpesa,
      portal(
        [
          { receipt: 'SC6', day: '06-03-2026', details: 'Withdrawal Charge', amount: -29 },
          {
            receipt: 'SC6',
            day: '06-03-2026',
            details: 'Customer Withdrawal At Agent Till 1234',
            amount: -1000,
          },
          { receipt: 'SC5', day: '05-03-2026', details: 'Pay Merchant Charge', amount: -5 },
          { receipt: 'SC4', day: '04-03-2026', details: 'Pay Bill Charge', amount: -10 },
          { receipt: 'SC3', day: '03-03-2026', details: 'Customer Transfer of Funds Charge', amount: -7 },
          { receipt: 'SC2', day: '02-03-2026', details: 'Buy Bundles / Airtime Recharge', amount: -50 },
          { receipt: 'SC1', day: '01-03-2026', details: 'Funds received from JANE', amount: 5000 },
        ],
        0,
      ),
    );
    const { data, summary } = await business.lines('?per_page=50');
    expect(summary).toEqual({ unmatched: 3, suggested: 0, matched: 4, excluded: 0 });
    const fees = (data as { description: string; match: { kind: string } | null }[]).filter(
      (row) => row.match?.kind === 'fee',
    );
    expect(fees.map((row) => row.description).sort()).toEqual([
      'Customer Transfer of Funds Charge',
      'Pay Bill Charge',
      'Pay Merchant Charge',
      'Withdrawal Charge',
    ]);
    expect(await business.balanceOf('6800')).toBe(51);
    expect(await business.balanceOf('1300')).toBe(-51);
    const entries = await business.journal('bank_line');
    expect(entries).toHaveLength(4);
    const withdrawal = entries.find((entry) => entry.date === '2026-03-06')!;
    expect(withdrawal.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account_number: '6800', debit: 29, credit: 0 }),
        expect.objectContaining({ account_number: '1300', debit: 0, credit: 29 }),
      ]),
    );

    const fee = (data as { id: number; description: string }[]).find(
      (row) => row.description === 'Pay Bill Charge',
    )!;
    const unmatched = await business.client.inject('POST', `/bank_lines/${fee.id}/unmatch`);
    expect(unmatched.statusCode).toBe(200);
    expect(unmatched.json().data).toMatchObject({ status: 'unmatched', match: null });
    expect(await business.balanceOf('6800')).toBe(41);
    const after = await business.journal('bank_line');
    expect(after.filter((entry) => entry.reversal_of !== null)).toEqual([
      expect.objectContaining({ date: '2026-03-04' }),
    ]);
  });

  it('leaves a charge on a locked day unmatched, and posts nothing for it', async () => {
    const business = await bankingBusiness(app);
    await business.client.ok(
      business.client.inject('PUT', '/account', { account: { lock_date: '2026-03-02' } }),
    );
    await business.upload(
      await business.accountId('1300'),
      portal([
        { receipt: 'SC2', day: '03-03-2026', details: 'Pay Bill Charge', amount: -10 },
        { receipt: 'SC1', day: '02-03-2026', details: 'Pay Bill Charge', amount: -10 },
      ]),
    );
    expect((await business.lines()).summary).toMatchObject({ unmatched: 1, matched: 1 });
    expect(await business.balanceOf('6800')).toBe(10);
  });

  it('goes with its statement: deleting it reverses the fees and takes the payments its lines recorded off', async () => {
    const business = await bankingBusiness(app);
    const contact = await business.client.contact({ first_name: 'Jane' });
    const invoice = await business.sent(contact, 1000);
    const statement = await business.upload(
      await business.accountId('1300'),
      portal([
        { receipt: 'SC2', day: '03-03-2026', details: 'Pay Bill Charge', amount: -10 },
        {
          receipt: 'SC1',
          day: '02-03-2026',
          details: 'Pay Bill',
          amount: 1000,
          acNo: invoice.invoice_number,
        },
      ]),
    );
    expect((await business.lines()).summary.matched).toBe(2);
    expect((await business.client.ok(business.client.get(invoice.id))).status).toBe('paid');
    const deleted = await business.client.inject('DELETE', `/statements/${statement.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await business.balanceOf('6800')).toBe(0);
    expect(await business.balanceOf('1300')).toBe(0);
    expect(await business.client.ok(business.client.get(invoice.id))).toMatchObject({
      status: 'sent',
      balance: 1000,
    });
    // The same file imported again matches as the first time.
    await business.upload(
      await business.accountId('1300'),
      portal([
        { receipt: 'SC2', day: '03-03-2026', details: 'Pay Bill Charge', amount: -10 },
        {
          receipt: 'SC1',
          day: '02-03-2026',
          details: 'Pay Bill',
          amount: 1000,
          acNo: invoice.invoice_number,
        },
      ]),
    );
    expect((await business.lines()).summary.matched).toBe(2);
  });
});
