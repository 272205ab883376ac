import { type BalanceSheet, balanceSheetSchema, profitAndLossSchema } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';
import { expenseCreator, reportData, reportRequest } from '../../support/report-helpers.ts';

/**
 * Books across a year end, built through the API (KES):
 * - 2025-06-01 manual: Dr 1100 70 / Cr 3100 70 (an adjustment posted to retained earnings itself);
 * - 2025-12-05 invoice 1,000 at 0 %; 2025-12-20 bill on 6100 Rent 400; 2025-12-28 expense 6000 100 (exempt):
 *   2025's profit is 500;
 * - 2026-01-15 invoice 300 at 0 %; 2026-02-10 bill on 6000 120: 2026's profit to February is 180.
 */
let database: Database;
let app: FastifyInstance;
let report: ReturnType<typeof reportRequest>;
let retainedId: number;
let token: string;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
  ({ token } = await signUp(app));
  const invoices = invoiceClient(app, token);
  const bills = billClient(app, token);
  const ledger = ledgerClient(app, token);
  const chart = await ledger.chart();
  const id = (number: string) => chart.get(number)!.id;
  retainedId = id('3100');
  const customer = await invoices.contact();
  const vendor = await invoices.contact({
    first_name: undefined,
    last_name: undefined,
    company_name: 'Mali Ltd',
  });
  const invoice = async (issue_date: string, due_date: string, unit_price: number) => {
    const created = await invoices.created({ contact_id: customer, issue_date, due_date });
    await invoices.ok(invoices.addItems(created.id, [line({ unit_price })]));
    await invoices.ok(invoices.update(created.id, { status: 'sent' }));
  };
  await ledger.postEntry({
    date: '2025-06-01',
    memo: 'Earlier adjustment',
    lines: [
      { ledger_account_id: id('1100'), debit: 70 },
      { ledger_account_id: id('3100'), credit: 70 },
    ],
  });
  await invoice('2025-12-05', '2026-01-04', 1000);
  await bills.created({
    contact_id: vendor,
    bill_number: 'R-12',
    issue_date: '2025-12-20',
    due_date: '2026-01-19',
    lines: [billLine(id('6100'), { unit_price: 400 })],
  });
  await expenseCreator(
    app,
    token,
  )({
    ledger_account_id: String(id('6000')),
    dated: '2025-12-28',
    totalValue: '100.00',
    vat: 'Exempt',
    description: 'Stationery',
  });
  await invoice('2026-01-15', '2026-02-14', 300);
  await bills.created({
    contact_id: vendor,
    bill_number: 'S-2',
    issue_date: '2026-02-10',
    due_date: '2026-03-12',
    lines: [billLine(id('6000'), { unit_price: 120 })],
  });
  report = reportRequest(app, token);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const equityOf = (sheet: BalanceSheet) =>
  sheet.equity.map((row) => [row.ledger_account_id, row.name, row.amount]);

/** Assets = liabilities + equity, to the cent. */
const balances = (sheet: BalanceSheet) =>
  toCents(sheet.total_assets) === toCents(sheet.total_liabilities) + toCents(sheet.total_equity);

describe(`balance sheet across a financial year end on ${backend}`, () => {
  it("closes the earlier year into 3100 Retained earnings; current year earnings are this year's profit and loss", async () => {
    const sheet = await reportData(report, 'balance_sheet', balanceSheetSchema, { as_of: '2026-02-28' });
    const pl = await reportData(report, 'profit_and_loss', profitAndLossSchema, {
      from: '2026-01-01',
      to: '2026-02-28',
    });
    expect(pl.net_profit).toBe(180);
    expect(equityOf(sheet)).toEqual([
      [retainedId, 'Retained earnings', 570],
      [null, 'Current year earnings', pl.net_profit],
    ]);
    expect(sheet.assets.map((row) => [row.number, row.amount])).toEqual([
      ['1100', -30],
      ['1200', 1300],
    ]);
    expect(sheet.liabilities.map((row) => [row.number, row.amount])).toEqual([['2000', 520]]);
    expect(sheet).toMatchObject({ total_assets: 1270, total_liabilities: 520, total_equity: 750 });
    expect(balances(sheet)).toBe(true);
  });

  it('as of the last day of the earlier year, its whole profit is current year earnings', async () => {
    const sheet = await reportData(report, 'balance_sheet', balanceSheetSchema, { as_of: '2025-12-31' });
    const pl = await reportData(report, 'profit_and_loss', profitAndLossSchema, {
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(pl.net_profit).toBe(500);
    expect(equityOf(sheet)).toEqual([
      [retainedId, 'Retained earnings', 70],
      [null, 'Current year earnings', 500],
    ]);
    expect(balances(sheet)).toBe(true);
  });

  it('on 1 January the year before is closed and this year has earned nothing yet', async () => {
    const sheet = await reportData(report, 'balance_sheet', balanceSheetSchema, { as_of: '2026-01-01' });
    expect(equityOf(sheet)).toEqual([
      [retainedId, 'Retained earnings', 570],
      [null, 'Current year earnings', 0],
    ]);
    expect(balances(sheet)).toBe(true);
  });

  it('a later year with no movements carries every earlier profit in retained earnings', async () => {
    const sheet = await reportData(report, 'balance_sheet', balanceSheetSchema, { as_of: '2027-03-31' });
    expect(equityOf(sheet)).toEqual([
      [retainedId, 'Retained earnings', 750],
      [null, 'Current year earnings', 0],
    ]);
    expect(balances(sheet)).toBe(true);
  });

  it('a financial year starting on 15 December closes there, and reports default to it', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: { authorization: `Bearer ${token}` },
      payload: { account: { financial_year_start: '12-15' } },
    });
    expect(put.statusCode).toBe(200);
    // The December invoice (1,000) falls in the year before; rent, stationery, January and February in this one.
    const sheet = await reportData(report, 'balance_sheet', balanceSheetSchema, { as_of: '2026-02-28' });
    expect(equityOf(sheet)).toEqual([
      [retainedId, 'Retained earnings', 1070],
      [null, 'Current year earnings', -320],
    ]);
    expect(balances(sheet)).toBe(true);
    const pl = await reportData(report, 'profit_and_loss', profitAndLossSchema, { to: '2026-02-28' });
    expect(pl).toMatchObject({ from: '2025-12-15', to: '2026-02-28', net_profit: -320 });
    const before = await reportData(report, 'balance_sheet', balanceSheetSchema, { as_of: '2025-12-14' });
    expect(equityOf(before)).toEqual([
      [retainedId, 'Retained earnings', 70],
      [null, 'Current year earnings', 1000],
    ]);
  });
});
