import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { bankCsv } from '../../support/banking-helpers.ts';
import { expectPayoutsAgree, expectStatementLinesAgree } from '../../support/banking-invariants.ts';
import { putPaystack, SETTINGS_KEY } from '../../support/business-keys-helpers.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { paystackBusiness } from '../../support/payout-helpers.ts';
import { paystackSettlementsMock } from '../../support/paystack-settlements-mock.ts';

// Paystack payouts read from Paystack's Settlements API (a strict mock of its documented payloads).

const SECRET = `sk_test_${randomBytes(16).toString('hex')}`;
let database: Database;
let app: FastifyInstance;
let mock: Awaited<ReturnType<typeof paystackSettlementsMock>>;
let nextId = 359_000;

beforeAll(async () => {
  mock = await paystackSettlementsMock(SECRET);
  database = await testDatabase();
  app = await testApp(database, { paystackSecretKey: SECRET, paystackBaseUrl: mock.url });
});
afterAll(async () => {
  if (database) {
    await expectPayoutsAgree(database.db);
    await expectStatementLinesAgree(database.db);
  }
  await app?.close();
  await database?.close();
  await mock?.close();
});

/** A business paid 1,000.00 three times through Paystack (29.50 fee each), and its payouts settled. */
async function paidAndSettled() {
  mock.reset();
  const business = await paystackBusiness(app, database, SECRET);
  const [a, b, c] = [
    await business.charge(100_000, 2950),
    await business.charge(100_000, 2950),
    await business.charge(100_000, 2950),
  ];
  const first = mock.settle(++nextId, '2026-02-04', [a!, b!]);
  const second = mock.settle(++nextId, '2026-02-05', [c!]);
  return { ...business, first, second };
}

describe(`Paystack payouts synced on ${backend}`, () => {
  it('posts each settled payout Dr 1100 / Cr 1310, leaving 1310 at payments − fees − payouts', async () => {
    const business = await paidAndSettled();
    expect(await business.balanceOf('1310')).toBe(2911.5);
    const response = await business.sync({ from: '2026-02-01', to: '2026-02-28' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { imported: 2, skipped: 0 } });
    expect(await business.balanceOf('1310')).toBe(0);
    expect(await business.balanceOf('1100')).toBe(2911.5);
    const entries = await business.journal('paystack_payout');
    expect(
      entries.map((entry) => [
        entry.date,
        entry.source_id,
        ...entry.lines.map((l) => `${l.account_number} ${l.debit}/${l.credit}`),
      ]),
    ).toEqual([
      ['2026-02-05', String(business.second.id), '1100 970.5/0', '1310 0/970.5'],
      ['2026-02-04', String(business.first.id), '1100 1941/0', '1310 0/1941'],
    ]);
    const { data, meta } = await business.payouts();
    expect(meta.total_count).toBe(2);
    expect(data[1]).toMatchObject({
      settlement_id: String(business.first.id),
      source: 'api',
      status: 'success',
      currency: 'KES',
      settlement_date: '2026-02-04',
      total_processed: 2000,
      total_fees: 59,
      total_amount: 1941,
      effective_amount: 1941,
      transactions: 2,
      unrecorded_transactions: 0,
      bank_account_id: business.bankId,
      ledger_account_id: business.paystackId,
      bank_line_id: null,
    });
  });

  it('reads every page, documented parameters only, and posts nothing twice when synced again', async () => {
    const business = await paidAndSettled();
    // 120 newer settlements Paystack has not paid out yet: the settled two are on the second page.
    for (let i = 0; i < 120; i++) {
      mock.settle(++nextId, '2026-02-20', [{ reference: `later-${nextId}`, amount: 100, fees: 1 }]).status =
        'processing';
    }
    const before = mock.requests.length;
    expect((await business.sync({ from: '2026-02-01', to: '2026-02-28' })).json().data).toEqual({
      imported: 2,
      skipped: 120,
    });
    const asked = mock.requests.slice(before).map((request) => request.url);
    expect(asked).toEqual([
      '/settlement?perPage=100&page=1&from=2026-02-01&to=2026-02-28',
      '/settlement?perPage=100&page=2&from=2026-02-01&to=2026-02-28',
      `/settlement/${business.second.id}/transactions?perPage=100&page=1`,
      `/settlement/${business.first.id}/transactions?perPage=100&page=1`,
    ]);
    const again = await business.sync({ from: '2026-02-01', to: '2026-02-28' });
    expect(again.json().data).toEqual({ imported: 0, skipped: 122 });
    expect(await business.journal('paystack_payout')).toHaveLength(2);
    expect(await business.balanceOf('1310')).toBe(0);
  });

  it('posts each payout once when two syncs race', async () => {
    const business = await paidAndSettled();
    const answers = await Promise.all([business.sync(), business.sync()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().data.imported).sort()).toEqual([0, 2]);
    expect(await business.journal('paystack_payout')).toHaveLength(2);
    expect(await business.balanceOf('1310')).toBe(0);
  });

  it("matches the bank statement's deposits to the payouts: by the PSTK reference, else by amount and date", async () => {
    const business = await paidAndSettled();
    await business.sync({ from: '2026-02-01', to: '2026-02-28' });
    await business.upload(
      business.bankId,
      bankCsv([
        {
          date: '05/02/2026',
          description: `PYZ T 154844262940002 PSTK_${business.first.id} LANG`,
          amount: 1941,
        },
        { date: '06/02/2026', description: 'PAYSTACK PAYMENTS LTD', amount: 970.5 },
      ]),
      'bank.csv',
    );
    const lines = (await business.lines(`?ledger_account_id=${business.bankId}`)).data;
    const byReference = lines.find((l: { description: string }) => l.description.includes('PSTK'));
    const byAmount = lines.find((l: { description: string }) => l.description.startsWith('PAYSTACK'));
    const entries = await business.journal('paystack_payout');
    const entryOf = (settlementId: number) =>
      String(entries.find((e) => e.source_id === String(settlementId))!.id);
    expect(byReference.match).toMatchObject({
      kind: 'journal_entry',
      ids: [entryOf(business.first.id)],
      auto: true,
    });
    expect(byAmount.match).toMatchObject({
      kind: 'journal_entry',
      ids: [entryOf(business.second.id)],
      auto: true,
    });
    // Matching posted nothing: the bank holds the payouts once.
    expect(await business.balanceOf('1100')).toBe(2911.5);
    const { data } = await business.payouts();
    expect(data.map((payout: { bank_line_id: number }) => payout.bank_line_id)).toEqual([
      byAmount.id,
      byReference.id,
    ]);
  });

  it('matches deposits already imported when the payouts arrive later, and only suggests an unnamed one', async () => {
    const business = await paidAndSettled();
    await business.upload(
      business.bankId,
      bankCsv([
        { date: '05/02/2026', description: `Credit PSTK_${business.first.id}`, amount: 1941 },
        { date: '07/02/2026', description: 'RTGS CREDIT', amount: 970.5 },
      ]),
      'bank.csv',
    );
    await business.sync({ from: '2026-02-01', to: '2026-02-28' });
    const lines = (await business.lines(`?ledger_account_id=${business.bankId}`)).data;
    const named = lines.find((l: { description: string }) => l.description.includes('PSTK'));
    const unnamed = lines.find((l: { description: string }) => l.description === 'RTGS CREDIT');
    expect(named.status).toBe('matched');
    expect(unnamed.status).toBe('suggested');
    const entry = (await business.journal('paystack_payout')).find(
      (e) => e.source_id === String(business.second.id),
    )!;
    expect(unnamed.suggestions[0]).toEqual({
      kind: 'journal_entry',
      ids: [String(entry.id)],
      amount: 970.5,
      confidence: 0.7,
      reasons: [
        `Paystack payout PSTK_${business.second.id} of the same amount`,
        'paid out on 2026-02-05, within 3 days',
      ],
    });
    const accepted = await business.client.inject('POST', '/bank_lines/bulk', {
      ids: [unnamed.id],
      action: 'accept',
    });
    expect(accepted.json().data).toEqual({ changed: 1 });
  });

  it('undoes a payout: its posting reversed and its deposit let go; a reconciled deposit refuses', async () => {
    const business = await paidAndSettled();
    await business.sync({ from: '2026-02-01', to: '2026-02-28' });
    await business.upload(
      business.bankId,
      bankCsv([{ date: '05/02/2026', description: `PSTK_${business.first.id}`, amount: 1941 }]),
      'bank.csv',
    );
    const { data } = await business.payouts();
    const [second, first] = data as { id: number }[];
    const removed = await business.client.inject('DELETE', `/payouts/${second!.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await business.balanceOf('1310')).toBe(970.5);
    const reconciliation = await business.client.inject(
      'POST',
      `/bank_accounts/${business.bankId}/reconciliations`,
      {
        statement_date: '2026-02-28',
        statement_balance: 1941,
      },
    );
    const completed = await business.client.inject(
      'POST',
      `/reconciliations/${reconciliation.json().data.id}/complete`,
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const refused = await business.client.inject('DELETE', `/payouts/${first!.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatch(/reconciled/);
    expect((await business.payouts()).meta.total_count).toBe(1);
    // The one undone is read again by the next sync.
    expect((await business.sync({ from: '2026-02-01', to: '2026-02-28' })).json().data.imported).toBe(1);
  });
});

describe(`Paystack payouts refused on ${backend}`, () => {
  it('answers 502 when Paystack refuses the key, and stores nothing', async () => {
    const business = await paidAndSettled();
    const wrongKey = await testApp(database, {
      paystackSecretKey: 'sk_test_wrong',
      paystackBaseUrl: mock.url,
    });
    const response = await wrongKey.inject({
      method: 'POST',
      url: `/api/bank_accounts/${business.paystackId}/payouts/sync`,
      headers: { authorization: `Bearer ${business.token}` },
      payload: {},
    });
    await wrongKey.close();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error:
        'Paystack refused the secret key: check it in Settings › Payments and e-mail, or PAYSTACK_SECRET_KEY',
    });
    expect((await business.payouts()).data).toEqual([]);
    expect(await business.balanceOf('1310')).toBe(2911.5);
  });

  it('reads the payouts with the business’s own key when it stored one, not the server’s', async () => {
    const business = await paidAndSettled();
    const ownKeys = await testApp(database, {
      paystackSecretKey: 'sk_test_wrong',
      paystackBaseUrl: mock.url,
      settingsKeySecret: SETTINGS_KEY,
    });
    try {
      expect((await putPaystack(ownKeys, business.token, { secret_key: SECRET })).statusCode).toBe(200);
      const response = await ownKeys.inject({
        method: 'POST',
        url: `/api/bank_accounts/${business.paystackId}/payouts/sync`,
        headers: { authorization: `Bearer ${business.token}` },
        payload: { from: '2026-02-01', to: '2026-02-28' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: { imported: 2, skipped: 0 } });
    } finally {
      await ownKeys.close();
    }
  });

  it("answers 404 for another business's account and 422 for an account that is not Paystack's", async () => {
    const business = await paidAndSettled();
    const other = await paystackBusiness(app, database, SECRET);
    expect((await other.sync({}, business.paystackId)).statusCode).toBe(404);
    expect(
      (await other.client.inject('GET', `/bank_accounts/${business.paystackId}/payouts`)).statusCode,
    ).toBe(404);
    expect((await business.sync({}, business.bankId)).statusCode).toBe(422);
    const mpesa = await business.accountId('1300');
    const wrongBank = await business.sync({ bank_account_id: mpesa });
    expect(wrongBank.statusCode).toBe(422);
    expect(wrongBank.json().details).toEqual({
      bank_account_id: ['Payouts are paid into a money account of kind bank'],
    });
    const foreignBank = await business.sync({ bank_account_id: other.bankId });
    expect(foreignBank.json().details).toEqual({ bank_account_id: ['Bank account not found'] });
    expect((await business.payouts()).data).toEqual([]);
  });

  it('refuses payouts dated on or before the lock date, and reads from the day after it by default', async () => {
    const business = await paidAndSettled();
    const locked = await business.client.inject('PUT', '/account', { account: { lock_date: '2026-02-04' } });
    expect(locked.statusCode, locked.body).toBe(200);
    const refused = await business.sync({ from: '2026-02-01' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('The books are locked up to 2026-02-04');
    expect((await business.payouts()).data).toEqual([]);
    const before = mock.requests.length;
    expect((await business.sync()).json().data).toMatchObject({ imported: 1 });
    expect(mock.requests[before]!.url).toBe('/settlement?perPage=100&page=1&from=2026-02-05');
    expect(await business.balanceOf('1310')).toBe(1941);
  });
});
