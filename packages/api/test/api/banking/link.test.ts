import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { bankingBusiness, portal } from '../../support/banking-helpers.ts';
import { expectStatementLinesAgree } from '../../support/banking-invariants.ts';
import { backend, bearer, multipartBody, testApp, testDatabase } from '../../support/helpers.ts';

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

describe(`matching a line to a posting already in the books on ${backend}`, () => {
  it('meets an expense paid from the account and a journal entry moving it, within 7 days, posting nothing', async () => {
    const business = await bankingBusiness(app);
    const { client } = business;
    const mpesa = await business.accountId('1300');
    const utilities = await business.accountId('6200');
    const form = multipartBody(
      Object.entries({
        expenseType: 'Payment',
        ledger_account_id: String(utilities),
        paid_from_account_id: String(mpesa),
        dated: '2026-03-03',
        totalValue: '1160.00',
        vat: 'Standard',
        description: 'KPLC tokens',
        recurrence: '-- Does Not Recur --',
      }).map(([name, content]) => ({ name, content })),
    );
    const expense = await app.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: { ...bearer(business.token), ...form.headers },
      payload: form.payload,
    });
    expect(expense.statusCode, expense.body).toBe(201);
    const expenseId = String(expense.json().data.id);
    const entry = await client.ok<{ id: number }>(
      client.inject('POST', '/journal_entries', {
        journal_entry: {
          date: '2026-03-02',
          memo: 'Owner put money in',
          lines: [
            { ledger_account_id: mpesa, debit: 5000 },
            { ledger_account_id: await business.accountId('3000'), credit: 5000 },
          ],
        },
      }),
      201,
    );
    await business.upload(
      mpesa,
      portal(
        [
          { receipt: 'SC3', day: '20-03-2026', details: 'Pay Bill to KPLC', amount: -1160 },
          { receipt: 'SC2', day: '04-03-2026', details: 'Pay Bill to KPLC', amount: -1160 },
          { receipt: 'SC1', day: '02-03-2026', details: 'Funds received', amount: 5000 },
        ],
        1160,
      ),
    );
    const before = await business.journal('bank_line');
    const [late, kplc, owner] = await Promise.all(['SC3', 'SC2', 'SC1'].map(business.lineByReference));
    const match = (id: number, body: object) => client.inject('POST', `/bank_lines/${id}/match`, body);

    const tooLate = await match(late!.id, { kind: 'expense', ids: [expenseId] });
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().error).toMatch(/7 days/);
    expect((await match(owner!.id, { kind: 'expense', ids: [expenseId] })).statusCode).toBe(422);
    const met = await match(kplc!.id, { kind: 'expense', ids: [expenseId] });
    expect(met.statusCode, met.body).toBe(200);
    expect(met.json().data.match).toMatchObject({ kind: 'expense', ids: [expenseId], auto: false });
    expect((await match(late!.id, { kind: 'expense', ids: [expenseId] })).statusCode).toBe(422);

    expect((await match(kplc!.id, { kind: 'journal_entry', ids: [String(entry.id)] })).statusCode).toBe(409);
    const wrong = await match(late!.id, { kind: 'journal_entry', ids: [String(entry.id)] });
    expect(wrong.statusCode).toBe(422);
    const joined = await match(owner!.id, { kind: 'journal_entry', ids: [String(entry.id)] });
    expect(joined.json().data.match).toMatchObject({ kind: 'journal_entry', ids: [String(entry.id)] });
    expect((await match(owner!.id, { kind: 'journal_entry', ids: ['x'] })).statusCode).toBe(409);

    // Nothing new was posted, and letting go posts nothing either.
    expect(await business.journal('bank_line')).toEqual(before);
    await client.ok(client.inject('POST', `/bank_lines/${owner!.id}/unmatch`));
    expect(await business.balanceOf('1300')).toBe(5000 - 1160);
  });
});
