import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { bankCsv } from '../../support/banking-helpers.ts';
import { expectPayoutsAgree, expectStatementLinesAgree } from '../../support/banking-invariants.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { paystackBusiness } from '../../support/payout-helpers.ts';

// Paystack payouts imported from the dashboard's settlements export.

const SECRET = `sk_test_${randomBytes(16).toString('hex')}`;
const HEADER =
  'Settlement ID,Settlement Date,Total Processed,Total Fees,Total Amount,Effective Amount,Status,Currency';
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { paystackSecretKey: SECRET, paystackBaseUrl: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  if (database) {
    await expectPayoutsAgree(database.db);
    await expectStatementLinesAgree(database.db);
  }
  await app?.close();
  await database?.close();
});

/** A business paid 1,000.00 three times through Paystack, 29.50 kept each time. */
async function paid() {
  const business = await paystackBusiness(app, database, SECRET);
  for (let i = 0; i < 3; i++) await business.charge(100_000, 2950);
  return business;
}

const EXPORT = [
  HEADER,
  '359143,2026-02-04T00:00:00.000Z,"2,000.00",59.00,"1,941.00","1,941.00",success,KES',
  'pstk-359144-h7j,05/02/2026,1000.00,29.50,970.50,970.50,Success,KES',
  '359145,06/02/2026,1000.00,29.50,970.50,970.50,processing,KES',
].join('\n');

describe(`The settlements export imported on ${backend}`, () => {
  it('posts each settled row once, leaving 1310 at payments − fees − payouts', async () => {
    const business = await paid();
    const response = await business.importFile(EXPORT);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ data: { imported: 2, skipped: 1 } });
    expect(await business.balanceOf('1310')).toBe(0);
    expect(await business.balanceOf('1100')).toBe(2911.5);
    const { data } = await business.payouts();
    expect(
      data.map((p: Record<string, unknown>) => [
        p.settlement_id,
        p.settlement_date,
        p.effective_amount,
        p.source,
      ]),
    ).toEqual([
      ['359144', '2026-02-05', 970.5, 'file'],
      ['359143', '2026-02-04', 1941, 'file'],
    ]);
    // The same file again, or a later one overlapping it, posts nothing twice.
    expect((await business.importFile(EXPORT)).json().data).toEqual({ imported: 0, skipped: 3 });
    expect(await business.journal('paystack_payout')).toHaveLength(2);
  });

  it('pays into the bank account named, remembered for the next file, and matches its deposit', async () => {
    const business = await paid();
    const created = await business.client.inject('POST', '/bank_accounts', {
      bank_account: { name: 'Equity current', kind: 'bank', institution: 'Equity' },
    });
    const equity = created.json().data.ledger_account_id as number;
    const first = await business.importFile(
      `${HEADER}\n359143,04/02/2026,2000.00,59.00,1941.00,1941.00,success,KES`,
      {
        bank_account_id: String(equity),
      },
    );
    expect(first.statusCode, first.body).toBe(201);
    await business.importFile(`${HEADER}\n359144,05/02/2026,1000.00,29.50,970.50,970.50,success,KES`);
    const { data } = await business.payouts();
    expect(data.map((p: { bank_account_id: number }) => p.bank_account_id)).toEqual([equity, equity]);
    expect(await business.balanceOf('1100')).toBe(0);
    await business.upload(
      equity,
      bankCsv([{ date: '05/02/2026', description: 'PSTK_359143', amount: 1941 }]),
      'equity.csv',
    );
    const [deposit] = (await business.lines(`?ledger_account_id=${equity}`)).data;
    expect(deposit.match).toMatchObject({ kind: 'journal_entry', auto: true });
  });

  it('refuses a bad file with a clear 422 and stores nothing', async () => {
    const business = await paid();
    const cases: [string | Buffer, RegExp][] = [
      [`${HEADER}\n359143,04/02/2026,2000,59,=1+1,1941.00,success,KES`, /1 row has errors/],
      [`${HEADER}\n=HYPERLINK("x"),04/02/2026,2000,59,1941,1941,success,KES`, /1 row has errors/],
      [`${HEADER}\n359143,31/02/2026,2000,59,1941,1941,success,KES`, /1 row has errors/],
      [`${HEADER}\n359143,04/02/2026,2000,59,1941,1941,"=cmd|' /C calc'!A0",KES`, /1 row has errors/],
      [`${HEADER}\n359143,04/02/2026,2000,59,,,success,KES`, /1 row has errors/],
      [Buffer.from(`${HEADER}\n359143,04/02/2026,2000\u0000,59,1941,1941,success,KES`), /not a CSV file/],
      ['Name,Email\nJane,jane@example.com', /header row/],
      ['', /empty/],
    ];
    for (const [content, error] of cases) {
      const response = await business.importFile(content);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error).toMatch(error);
    }
    const mixed = await business.importFile(`${EXPORT}\n359146,07/02/2026,1000,29.50,abc,970.50,success,KES`);
    expect(mixed.json()).toMatchObject({
      error: '1 row has errors; nothing was imported',
      details: { 'line 5': expect.any(Array) },
    });
    const tooLarge = await business.importFile(Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(tooLarge.statusCode).toBe(413);
    const notMultipart = await business.client.inject(
      'POST',
      `/bank_accounts/${business.paystackId}/payouts`,
      {},
    );
    expect(notMultipart.statusCode).toBe(415);
    expect((await business.payouts()).data).toEqual([]);
    expect(await business.balanceOf('1310')).toBe(2911.5);
  });

  it("answers 404 for another business's account, 422 for another kind or bank, and honours the lock date", async () => {
    const business = await paid();
    const other = await paystackBusiness(app, database, SECRET);
    expect((await other.importFile(EXPORT, {}, business.paystackId)).statusCode).toBe(404);
    expect((await business.importFile(EXPORT, {}, business.bankId)).statusCode).toBe(422);
    const cash = await business.accountId('1000');
    expect((await business.importFile(EXPORT, { bank_account_id: String(cash) })).json().details).toEqual({
      bank_account_id: ['Payouts are paid into a money account of kind bank'],
    });
    expect((await business.importFile(EXPORT, { bank_account_id: 'abc' })).statusCode).toBe(422);
    await business.client.inject('PUT', '/account', { account: { lock_date: '2026-02-04' } });
    const locked = await business.importFile(EXPORT);
    expect(locked.json()).toEqual({ error: 'The books are locked up to 2026-02-04' });
    expect((await business.payouts()).data).toEqual([]);
    // Without a key, the API cannot be read: the export is the way in.
    const noKey = await testApp(database, {});
    const sync = await noKey.inject({
      method: 'POST',
      url: `/api/bank_accounts/${business.paystackId}/payouts/sync`,
      headers: { authorization: `Bearer ${business.token}` },
    });
    await noKey.close();
    expect(sync.statusCode).toBe(422);
    expect(sync.json().error).toMatch(/PAYSTACK_SECRET_KEY/);
  });
});
