import { agingSchema, dataEnvelope, revaluationSchema } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { ledgerBalances, trialDifference } from '../../support/currency-helpers.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';
import { addMember } from '../../support/team-helpers.ts';

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

const answer = dataEnvelope(revaluationSchema);
const agingAnswer = dataEnvelope(agingSchema);

/**
 * A business in KES that is owed USD 1,000.00 (an invoice at 129.50), owes USD 500.00 (a bill at 129.50) and
 * holds USD 200.00 in 1100 Bank (another invoice at 129.50, paid at 130.00).
 */
async function business() {
  const { token, data } = await signUp(app);
  const invoices = invoiceClient(app, token);
  const bills = billClient(app, token);
  const rate = (currency: string, date: string, value: number) =>
    invoices.inject('POST', '/exchange_rates', { exchange_rate: { currency, date, rate: value } });
  const customer = await invoices.contact();
  const vendor = await invoices.contact({ company_name: 'Acme Imports' });
  const sent = async (amount: number) => {
    const draft = await invoices.created({ contact_id: customer, currency: 'USD', exchange_rate: 129.5 });
    await invoices.ok(invoices.addItems(draft.id, [line({ unit_price: amount, quantity: 1 })]));
    return invoices.ok(invoices.update(draft.id, { status: 'sent' }));
  };
  const owed = await sent(1000);
  const banked = await sent(200);
  await invoices.ok(
    invoices.pay(banked.id, {
      amount: 200,
      paid_on: '2026-01-20',
      method: 'bank_transfer',
      exchange_rate: 130,
    }),
    201,
  );
  const rent = (await ledgerClient(app, token).chart()).get('6100')!.id;
  await bills.created({
    contact_id: vendor,
    currency: 'USD',
    exchange_rate: 129.5,
    lines: [billLine(rent, { unit_price: 500 })],
  });
  const revalue = (asOf: unknown, as = token) =>
    app.inject({
      method: 'POST',
      url: '/api/ledger/revaluations',
      headers: { authorization: `Bearer ${as}` },
      payload: { as_of: asOf },
    });
  const accountId = data.account.id as number;
  return {
    accountId,
    token,
    invoices,
    owed,
    rate,
    revalue,
    balances: (asOf?: string) => ledgerBalances(database.db, accountId, asOf),
  };
}

describe(`POST /ledger/revaluations on ${backend}`, () => {
  it('revalues receivables, payables and a USD bank balance at the day’s rate, reversed the next day', async () => {
    const { invoices, rate, revalue, balances, accountId } = await business();
    await rate('USD', '2026-03-31', 131);
    const response = await revalue('2026-03-31');
    expect(response.statusCode).toBe(201);
    const { entry, reversal } = answer.parse(response.json()).data;
    expect(entry).toMatchObject({ date: '2026-03-31', source_type: 'revaluation', source_id: '2026-03-31' });
    expect(reversal).toMatchObject({
      date: '2026-04-01',
      source_type: 'revaluation',
      reversal_of: entry!.id,
    });
    expect(entry!.reversed_by).toBe(reversal!.id);
    const byAccount = Object.fromEntries(
      entry!.lines.map((l) => [l.account_number, Math.round((l.debit - l.credit) * 100)]),
    );
    // 1200: 131,000.00 − 129,500.00; 1100: 26,200.00 − 26,000.00; 2000: −65,500.00 + 64,750.00.
    expect(entry!.lines.find((l) => l.account_number === '1200')).toMatchObject({
      currency: 'USD',
      amount_currency: 0,
    });
    expect(entry!.lines.find((l) => l.account_number === '4950')?.currency).toBeUndefined();
    expect(byAccount).toEqual({
      '1200': 150_000,
      '1100': 20_000,
      '2000': -75_000,
      '4950': -170_000,
      '6950': 75_000,
    });

    const atMonthEnd = await balances('2026-03-31');
    expect(atMonthEnd.kes).toMatchObject({ '1200': 13_100_000n, '2000': -6_550_000n, '1100': 2_620_000n });
    // Only the value moved: the currency amounts are as they were.
    expect(atMonthEnd.foreign).toMatchObject({
      '1200 USD': 100_000n,
      '2000 USD': -50_000n,
      '1100 USD': 20_000n,
    });
    expect(trialDifference(atMonthEnd.kes)).toBe(0n);
    const nextDay = await balances('2026-04-01');
    expect(nextDay.kes).toMatchObject({ '1200': 12_950_000n, '2000': -6_475_000n, '1100': 2_600_000n });
    expect((nextDay.kes['4950'] ?? 0n) + (nextDay.kes['6950'] ?? 0n)).toBe(-10_000n); // the realised 100.00 only

    // The receivables aging agrees with 1200: the revalued amount on the day, the invoice alone once reversed.
    const aging = async (asOf: string) => {
      const response = await invoices.inject('GET', `/reports/receivables_aging?as_of=${asOf}`);
      return agingAnswer.parse(response.json()).data;
    };
    expect((await aging('2026-03-31')).totals).toMatchObject({ total: 131_000, current: 1_500 });
    const after = await aging('2026-04-02');
    expect(after.totals.total).toBe(129_500);
    expect(after.rows).toEqual([expect.objectContaining({ total: 129_500, days_31_60: 129_500 })]);
    // Filed as one item per contact with its reversal: nothing of it is left open.
    const items = rowsOf<{ balance: string }>(
      await database.db.execute(sql`select balance::text from ledger_open_items
        where account_id = ${accountId} and document_id = 'revaluation:2026-03-31'`),
    );
    expect(items.map((item) => toCents(item.balance))).toEqual([0n, 0n]);
  });

  it('a paid item is not revalued, money accounts are; paying after a revaluation still leaves 0.00 in 1200', async () => {
    const { invoices, owed, rate, revalue, balances } = await business();
    await rate('USD', '2026-02-28', 128);
    expect((await revalue('2026-02-28')).statusCode).toBe(201);
    await invoices.ok(
      invoices.pay(owed.id, { amount: 1000, paid_on: '2026-03-10', method: 'cash', exchange_rate: 131 }),
      201,
    );
    const { kes, foreign } = await balances();
    expect(kes['1200']).toBe(0n);
    expect(foreign['1200 USD']).toBe(0n);
    const revalued = answer.parse((await revalue('2026-03-15')).json()).data;
    // At the table's 128.00: the cash paid in at 131.00 and the bank's USD lose, the USD owed gains; 1200 is settled.
    expect(revalued.entry!.lines.map((l) => [l.account_number, l.debit, l.credit])).toEqual([
      ['1000', 0, 3000],
      ['1100', 0, 400],
      ['2000', 750, 0],
      ['4950', 0, 750],
      ['6950', 3400, 0],
    ]);
  });

  it('refuses a second revaluation of the day (409), a day without a rate and a locked day (422); posts nothing', async () => {
    const { invoices, rate, revalue, balances } = await business();
    const before = await balances();
    const noRate = await revalue('2026-03-31');
    expect(noRate.statusCode).toBe(422);
    expect(noRate.json().details.as_of[0]).toMatch(/no USD rate on or before 2026-03-31/);
    expect((await revalue('2026-02-30')).statusCode).toBe(422);
    expect((await revalue(undefined)).statusCode).toBe(422);
    await rate('USD', '2026-03-01', 131);
    await invoices.ok(invoices.inject('PUT', '/account', { account: { lock_date: '2026-03-31' } }));
    const locked = await revalue('2026-03-31');
    expect(locked.statusCode).toBe(422);
    expect(locked.json().error).toBe('The books are locked up to 2026-03-31');
    expect(await balances()).toEqual(before);
    expect((await revalue('2026-04-30')).statusCode).toBe(201);
    expect((await revalue('2026-04-30')).statusCode).toBe(409);
  });

  it('runs beside payments and bills of the same business: each waits its turn, the books balance', async () => {
    const { invoices, owed, rate, revalue, balances } = await business();
    await rate('USD', '2026-01-20', 131);
    const days = ['2026-01-25', '2026-01-26', '2026-01-27', '2026-01-28'];
    const answers = await Promise.all([
      ...days.map((day) => revalue(day)),
      ...days.map((day) =>
        invoices.pay(owed.id, { amount: 100, paid_on: day, method: 'cash', exchange_rate: 130.5 }),
      ),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([
      ...days.map(() => 201),
      ...days.map(() => 201),
    ]);
    const { kes, foreign } = await balances();
    expect(trialDifference(kes)).toBe(0n);
    expect(foreign['1200 USD']).toBe(60_000n);
    // Every revaluation is reversed, so 1200 carries the open USD 600.00 at the invoice's rate.
    expect(kes['1200']).toBe(7_770_000n);
  });

  it('answers 200 with nothing posted when nothing is in another currency; owner and accountant only', async () => {
    const { token } = await signUp(app);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/ledger/revaluations',
      headers: { authorization: `Bearer ${token}` },
      payload: { as_of: '2026-03-31' },
    });
    expect(empty.statusCode).toBe(200);
    expect(answer.parse(empty.json()).data).toEqual({ entry: null, reversal: null });
    const { revalue, rate, token: owner } = await business();
    await rate('USD', '2026-03-31', 131);
    const bookkeeper = await addMember(app as never, owner, 'bookkeeper');
    expect((await revalue('2026-03-31', bookkeeper.token)).statusCode).toBe(403);
    const accountant = await addMember(app as never, owner, 'accountant');
    expect((await revalue('2026-03-31', accountant.token)).statusCode).toBe(201);
  });
});
