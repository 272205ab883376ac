import { dashboardSchema, profitAndLossSchema, vatReportSchema } from '@daftari/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { backend, signUp } from '../../support/helpers.ts';
import { reportData, reportRequest, useBooks } from '../../support/report-helpers.ts';

const shared = useBooks();
const AS_OF = '2026-03-15';
const Q1 = { from: '2026-01-01', to: '2026-03-31' };

/**
 * Bills of one vendor around 15 March: two due by then (one overdue, one due that day), two due in the week
 * after (one part paid), one due 8 days after (too late), a draft and a void one (neither counts).
 */
async function addBills() {
  const { books } = shared;
  const bills = billClient(shared.app, books.token);
  const vendor = await books.invoices.contact({
    first_name: null,
    last_name: null,
    company_name: 'Jua Kali',
  });
  const bill = (number: string, due_date: string, unit_price: number, extra: Record<string, unknown> = {}) =>
    bills.created({
      contact_id: vendor,
      bill_number: number,
      issue_date: '2026-03-01',
      due_date,
      lines: [billLine(books.id('6100'), { unit_price })],
      ...extra,
    });
  await bill('B-1', '2026-03-10', 1000);
  await bill('B-2', '2026-03-15', 250.5);
  await bill('B-3', '2026-03-20', 400);
  const part = await bill('B-4', '2026-03-22', 900);
  await bills.ok(bills.pay(part.id, { amount: 300.25, paid_on: '2026-03-05' }), 201);
  await bill('B-5', '2026-03-23', 5000);
  await bill('B-6', '2026-03-12', 700, { draft: true });
  const voided = await bill('B-7', '2026-03-11', 800);
  await bills.ok(bills.void(voided.id));
  return bills;
}

describe(`Home's period cards on ${backend}`, () => {
  let bills: Awaited<ReturnType<typeof addBills>>;
  beforeAll(async () => {
    bills = await addBills();
  }, 120_000);

  const dashboardOf = (query: Record<string, string>) =>
    reportData(shared.books.report, 'dashboard', dashboardSchema, query);

  it('profit and VAT due equal the profit and loss and the VAT report of the same period', async () => {
    const { report } = shared.books;
    const home = await dashboardOf({ as_of: AS_OF, ...Q1 });
    const pnl = await reportData(report, 'profit_and_loss', profitAndLossSchema, Q1);
    const vat = await reportData(report, 'vat', vatReportSchema, Q1);
    expect(home.period).toEqual({
      ...Q1,
      income: pnl.total_income,
      expenses: pnl.total_expenses,
      profit: pnl.net_profit,
      vat: { output_tax: vat.output_tax, input_tax: vat.input_tax, net_payable: vat.net_payable },
    });
    // Output VAT 32 + 80 − the 10 paid to KRA, input VAT 160.
    expect(home.period.vat.net_payable).toBe(-58);
  });

  it('the period defaults to the financial year of its end, to as_of', async () => {
    const home = await dashboardOf({ as_of: AS_OF });
    expect([home.period.from, home.period.to]).toEqual(['2026-01-01', AS_OF]);
    const pnl = await reportData(shared.books.report, 'profit_and_loss', profitAndLossSchema, {
      from: '2026-01-01',
      to: AS_OF,
    });
    expect(home.period.profit).toBe(pnl.net_profit);
    const february = await dashboardOf({ as_of: AS_OF, from: '2026-02-01', to: '2026-02-28' });
    expect(february.period.profit).toBe(0);
    expect(february.period.income).toBe(500);
  });

  it('bills due: open bills due by as_of and in the 7 days after, as the bills list sums them', async () => {
    const home = await dashboardOf({ as_of: AS_OF });
    expect(home.bills_due).toEqual({
      due_now: { count: 2, amount: 1250.5 },
      next_7_days: { count: 2, amount: 999.75 },
    });
    const list = (due_before: string) => bills.list({ status: 'open', due_before, per_page: 1 });
    const byToday = await list('2026-03-16');
    const byWeek = await list('2026-03-23');
    expect(home.bills_due.due_now).toEqual({
      count: byToday.meta.total_count,
      amount: byToday.summary.total_unpaid,
    });
    expect(home.bills_due.next_7_days.count).toBe(byWeek.meta.total_count - byToday.meta.total_count);
    expect(Math.round(home.bills_due.next_7_days.amount * 100)).toBe(
      Math.round((byWeek.summary.total_unpaid - byToday.summary.total_unpaid) * 100),
    );
    const later = await dashboardOf({ as_of: '2026-03-23' });
    expect(later.bills_due.due_now.count).toBe(5);
    expect(later.bills_due.next_7_days).toEqual({ count: 0, amount: 0 });
  });

  it('an empty business answers zero cards', async () => {
    const { token } = await signUp(shared.app);
    const home = await reportData(reportRequest(shared.app, token), 'dashboard', dashboardSchema, {
      as_of: AS_OF,
    });
    expect(home.period).toMatchObject({ income: 0, expenses: 0, profit: 0 });
    expect(home.period.vat).toEqual({ output_tax: 0, input_tax: 0, net_payable: 0 });
    expect(home.bills_due).toEqual({
      due_now: { count: 0, amount: 0 },
      next_7_days: { count: 0, amount: 0 },
    });
  });

  it('refuses a period whose from is after its to, and bad dates, with 422', async () => {
    const queries: Record<string, string>[] = [
      { from: '2026-04-01', to: '2026-03-31' },
      { from: '2026-13-01' },
      { to: 'soon' },
    ];
    for (const query of queries) {
      const response = await shared.books.report('dashboard', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(typeof (response.json() as { error: unknown }).error).toBe('string');
    }
  });
});
