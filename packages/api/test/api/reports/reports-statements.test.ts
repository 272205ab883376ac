import {
  balanceSheetSchema,
  generalLedgerSchema,
  profitAndLossSchema,
  trialBalanceSchema,
} from '@daftari/contracts';
import { describe, expect, it } from 'vitest';
import { backend, signUp } from '../../support/helpers.ts';
import { reportData, reportRequest, useBooks } from '../../support/report-helpers.ts';

const shared = useBooks();

describe(`trial balance, profit and loss, balance sheet, general ledger on ${backend}`, () => {
  it('trial balance: one row per account with a balance, on its side; the totals balance', async () => {
    const data = await reportData(shared.books.report, 'trial_balance', trialBalanceSchema, {
      as_of: '2026-03-31',
    });
    expect(data.as_of).toBe('2026-03-31');
    expect(data.rows.map((row) => [row.number, row.account_type, row.debit, row.credit])).toEqual([
      ['1000', 'asset', 80, 0],
      ['1100', 'asset', 3330, 0],
      ['1200', 'asset', 1602, 0],
      ['1300', 'asset', 200, 0],
      ['1400', 'asset', 160, 0],
      ['2100', 'liability', 0, 102],
      ['3000', 'equity', 0, 5070],
      ['4000', 'income', 0, 1700],
      ['6000', 'expense', 1000, 0],
      ['6100', 'expense', 500, 0],
    ]);
    expect(data.rows[0]).toMatchObject({ ledger_account_id: shared.books.id('1000'), name: 'Cash' });
    expect(data.totals).toEqual({ debit: 6872, credit: 6872 });
    // Later invoices count as of a later date; nothing before the first entry.
    const may = await reportData(shared.books.report, 'trial_balance', trialBalanceSchema, {
      as_of: '2026-05-31',
    });
    expect(may.totals).toEqual({ debit: 7022, credit: 7022 });
    const before = await reportData(shared.books.report, 'trial_balance', trialBalanceSchema, {
      as_of: '2025-12-31',
    });
    expect(before).toEqual({ as_of: '2025-12-31', rows: [], totals: { debit: 0, credit: 0 } });
  });

  it('profit and loss: income and expenses of the period, the net profit', async () => {
    const data = await reportData(shared.books.report, 'profit_and_loss', profitAndLossSchema, {
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(data.income.map((row) => [row.number, row.amount])).toEqual([['4000', 1700]]);
    expect(data.expenses.map((row) => [row.number, row.name, row.amount])).toEqual([
      ['6000', 'Office Costs', 1000],
      ['6100', 'Rent', 500],
    ]);
    expect(data).toMatchObject({ total_income: 1700, total_expenses: 1500, net_profit: 200 });
    expect(data.income[0]).not.toHaveProperty('compare_amount');
  });

  it('profit and loss compared with the period just before (same number of days) and the year before', async () => {
    const data = await reportData(shared.books.report, 'profit_and_loss', profitAndLossSchema, {
      from: '2026-02-01',
      to: '2026-02-28',
      compare: 'previous_period',
    });
    expect(data).toMatchObject({ compare_from: '2026-01-04', compare_to: '2026-01-31' });
    expect(data.income).toEqual([
      {
        ledger_account_id: shared.books.id('4000'),
        number: '4000',
        name: 'Sales',
        amount: 500,
        compare_amount: 200,
      },
    ]);
    expect(data.expenses.map((row) => [row.number, row.amount, row.compare_amount])).toEqual([
      ['6100', 500, 0],
    ]);
    expect(data).toMatchObject({
      total_income: 500,
      total_expenses: 500,
      net_profit: 0,
      compare_total_income: 200,
      compare_total_expenses: 0,
      compare_net_profit: 200,
    });
    const lastYear = await reportData(shared.books.report, 'profit_and_loss', profitAndLossSchema, {
      from: '2026-03-01',
      to: '2026-03-31',
      compare: 'previous_year',
    });
    expect(lastYear).toMatchObject({
      compare_from: '2025-03-01',
      compare_to: '2025-03-31',
      net_profit: 0,
      compare_net_profit: 0,
    });
    expect(lastYear.income.map((row) => [row.amount, row.compare_amount])).toEqual([[1000, 0]]);
  });

  it('balance sheet: assets = liabilities + equity, with the current year earnings', async () => {
    const data = await reportData(shared.books.report, 'balance_sheet', balanceSheetSchema, {
      as_of: '2026-03-31',
    });
    expect(data.assets.map((row) => [row.number, row.amount])).toEqual([
      ['1000', 80],
      ['1100', 3330],
      ['1200', 1602],
      ['1300', 200],
      ['1400', 160],
    ]);
    expect(data.liabilities.map((row) => [row.number, row.amount])).toEqual([['2100', 102]]);
    expect(data.equity).toEqual([
      { ledger_account_id: shared.books.id('3000'), number: '3000', name: "Owner's equity", amount: 5070 },
      { ledger_account_id: null, number: null, name: 'Current year earnings', amount: 200 },
    ]);
    expect(data).toMatchObject({ total_assets: 5372, total_liabilities: 102, total_equity: 5270 });
    const may = await reportData(shared.books.report, 'balance_sheet', balanceSheetSchema, {
      as_of: '2026-05-31',
    });
    expect(may.total_assets).toBe(may.total_liabilities + may.total_equity);
    expect(may.equity.at(-1)).toMatchObject({ name: 'Current year earnings', amount: 350 });
  });

  it('general ledger: the opening balance before from, lines oldest first, the running balance across pages', async () => {
    const query = {
      ledger_account_id: shared.books.id('1100'),
      from: '2026-02-01',
      to: '2026-03-31',
      per_page: 2,
    };
    const first = generalLedgerSchema.parse((await shared.books.report('general_ledger', query)).json());
    expect(first.meta).toEqual({ total_count: 3, current_page: 1, total_pages: 2, per_page: 2 });
    expect(first.data).toMatchObject({
      account: { id: shared.books.id('1100'), number: '1100', name: 'Bank', account_type: 'asset' },
      from: '2026-02-01',
      to: '2026-03-31',
      opening_balance: 5000,
      closing_balance: 3330,
    });
    expect(
      first.data.lines.map((line) => [line.date, line.source_type, line.debit, line.credit, line.balance]),
    ).toEqual([
      ['2026-02-20', 'expense', 0, 500, 4500],
      ['2026-03-10', 'expense', 0, 1160, 3340],
    ]);
    expect(first.data.lines[0]).toMatchObject({
      number: expect.stringMatching(/^JE-\d{6}$/),
      description: 'Expense: Rent',
    });
    const second = generalLedgerSchema.parse(
      (await shared.books.report('general_ledger', { ...query, page: 2 })).json(),
    );
    expect(second.data.lines.map((line) => [line.date, line.source_type, line.credit, line.balance])).toEqual(
      [['2026-03-15', 'manual', 10, 3330]],
    );
    expect(second.data).toMatchObject({ opening_balance: 5000, closing_balance: 3330 });
    // A liability reads credit-positive.
    const vat = generalLedgerSchema.parse(
      (
        await shared.books.report('general_ledger', {
          ledger_account_id: shared.books.id('2100'),
          from: '2026-01-01',
          to: '2026-03-31',
        })
      ).json(),
    );
    expect(vat.data.lines.map((line) => line.balance)).toEqual([32, 112, 102]);
    expect(vat.data.closing_balance).toBe(102);
  });

  it("general ledger of another business's account, or an unknown one: 404; an id past int4: 422", async () => {
    const { token } = await signUp(shared.app);
    const neighbour = reportRequest(shared.app, token);
    const response = await neighbour('general_ledger', { ledger_account_id: shared.books.id('1100') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Ledger account not found' });
    for (const [id, status] of [
      [2_000_000_000, 404],
      [2_147_483_647, 404],
      [2_147_483_648, 422],
    ] as const) {
      expect((await shared.books.report('general_ledger', { ledger_account_id: id })).statusCode).toBe(
        status,
      );
    }
  });
});
