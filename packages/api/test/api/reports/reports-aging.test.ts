import { agingSchema, dashboardSchema } from '@daftari/contracts';
import { describe, expect, it } from 'vitest';
import { backend } from '../../support/helpers.ts';
import { contactBalances, reportData, useBooks } from '../../support/report-helpers.ts';

const shared = useBooks();

const zero = { current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 };

describe(`receivables and payables aging, dashboard on ${backend}`, () => {
  it('receivables aging: each open item in the bucket of its days past due; a contact total = its 1200 balance', async () => {
    // As of 2026-05-20: A1 (due 02-09) 100 days, A2 (due 03-17) 64, A3 (due 05-31) not due; B1 (due 04-04) 46,
    // B2 (due 05-10) 10, Baraka's opening balance (dated 01-05) 135.
    const data = await reportData(shared.books.report, 'receivables_aging', agingSchema, {
      as_of: '2026-05-20',
    });
    expect(data.rows).toEqual([
      {
        contact_id: shared.books.achieng,
        contact_name: 'Achieng Otieno',
        ...zero,
        current: 50,
        days_61_90: 300,
        days_over_90: 232,
        total: 582,
      },
      {
        contact_id: shared.books.baraka,
        contact_name: 'Baraka Ltd',
        ...zero,
        days_1_30: 100,
        days_31_60: 1000,
        days_over_90: 70,
        total: 1170,
      },
    ]);
    expect(data.totals).toEqual({
      current: 50,
      days_1_30: 100,
      days_31_60: 1000,
      days_61_90: 300,
      days_over_90: 302,
      total: 1752,
    });
    const balances = await contactBalances(
      shared.database.db,
      shared.books.accountId,
      shared.books.id('1200'),
      '2026-05-20',
    );
    for (const row of data.rows) expect(row.total).toBe(balances.get(row.contact_id));
  });

  it('receivables aging on the due date is current, the day after 1-30; 30/31, 60/61, 90/91 split the buckets', async () => {
    const bucketsOf = async (asOf: string) => {
      const data = await reportData(shared.books.report, 'receivables_aging', agingSchema, { as_of: asOf });
      return data.rows.find((row) => row.contact_id === shared.books.achieng);
    };
    // A1 (232) is due 2026-02-09; A2 (issued 02-15, 300 open after 03-01) is due 03-17.
    expect(await bucketsOf('2026-02-09')).toMatchObject({ ...zero, current: 232, total: 232 });
    expect(await bucketsOf('2026-02-10')).toMatchObject({ ...zero, days_1_30: 232, total: 232 });
    expect(await bucketsOf('2026-03-11')).toMatchObject({ ...zero, current: 300, days_1_30: 232 });
    expect(await bucketsOf('2026-03-12')).toMatchObject({ ...zero, current: 300, days_31_60: 232 });
    expect(await bucketsOf('2026-04-10')).toMatchObject({ ...zero, days_1_30: 300, days_31_60: 232 });
    expect(await bucketsOf('2026-04-11')).toMatchObject({ ...zero, days_1_30: 300, days_61_90: 232 });
    expect(await bucketsOf('2026-05-10')).toMatchObject({
      ...zero,
      current: 50,
      days_31_60: 300,
      days_61_90: 232,
    });
    expect(await bucketsOf('2026-05-11')).toMatchObject({
      ...zero,
      current: 50,
      days_31_60: 300,
      days_over_90: 232,
    });
  });

  it('payables aging: manual lines on 2000, credit-positive, per contact', async () => {
    const empty = await reportData(shared.books.report, 'payables_aging', agingSchema, {
      as_of: '2026-05-20',
    });
    expect(empty).toEqual({ as_of: '2026-05-20', rows: [], totals: { ...zero, total: 0 } });
    await shared.books.ledger.postEntry({
      date: '2026-05-01',
      memo: 'Owed to a supplier',
      lines: [
        { ledger_account_id: shared.books.id('6000'), debit: 300 },
        { ledger_account_id: shared.books.id('2000'), credit: 300, contact_id: shared.books.baraka },
      ],
    });
    const data = await reportData(shared.books.report, 'payables_aging', agingSchema, {
      as_of: '2026-05-20',
    });
    expect(data.rows).toEqual([
      { contact_id: shared.books.baraka, contact_name: 'Baraka Ltd', ...zero, days_1_30: 300, total: 300 },
    ]);
    expect(data.totals).toEqual({ ...zero, days_1_30: 300, total: 300 });
  });

  it('dashboard: receivables, overdue, payables, cash accounts, 12 months, top debtors', async () => {
    const data = await reportData(shared.books.report, 'dashboard', dashboardSchema, { as_of: '2026-05-20' });
    expect(data).toMatchObject({ as_of: '2026-05-20', receivables: 1752, overdue: 1702, payables: 300 });
    expect(data.cash).toEqual([
      { ledger_account_id: shared.books.id('1000'), name: 'Cash', balance: 80 },
      { ledger_account_id: shared.books.id('1050'), name: 'Petty cash', balance: 0 },
      { ledger_account_id: shared.books.id('1100'), name: 'Bank', balance: 3330 },
      { ledger_account_id: shared.books.id('1300'), name: 'M-Pesa', balance: 200 },
      { ledger_account_id: shared.books.id('1310'), name: 'Paystack clearing', balance: 0 },
    ]);
    expect(data.months.map((month) => month.month)).toEqual([
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
    ]);
    expect(data.months.slice(7)).toEqual([
      { month: '2026-01', income: 200, expenses: 0 },
      { month: '2026-02', income: 500, expenses: 500 },
      { month: '2026-03', income: 1000, expenses: 1000 },
      { month: '2026-04', income: 100, expenses: 0 },
      { month: '2026-05', income: 50, expenses: 300 },
    ]);
    expect(data.top_debtors).toEqual([
      { contact_id: shared.books.baraka, contact_name: 'Baraka Ltd', balance: 1170 },
      { contact_id: shared.books.achieng, contact_name: 'Achieng Otieno', balance: 582 },
    ]);
  });
});
