import {
  cashFlowSchema,
  expensesByCategorySchema,
  expensesBySupplierSchema,
  profitAndLossSchema,
  salesByCustomerSchema,
  salesByItemSchema,
  trialBalanceSchema,
} from '@daftari/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { backend } from '../../support/helpers.ts';
import { expenseCreator, reportData, useBooks } from '../../support/report-helpers.ts';

const shared = useBooks();
const Q1 = { from: '2026-01-01', to: '2026-03-31' };
/** Q1 and April, when two expenses were paid to one merchant spelt two ways. */
const TO_APRIL = { from: '2026-01-01', to: '2026-04-30' };
/** The money accounts of the books: cash, petty cash, bank, M-Pesa, Paystack clearing, a card added (1720). */
const MONEY = ['1000', '1050', '1100', '1300', '1310', '1720'];
const cents = (value: number) => Math.round(value * 100);
const sumCents = (rows: { amount: number }[]) => rows.reduce((total, row) => total + cents(row.amount), 0);

/** The money accounts' balance as of the date, from the trial balance (cents). */
async function moneyAt(asOf: string) {
  const { books } = shared;
  const trial = await reportData(books.report, 'trial_balance', trialBalanceSchema, { as_of: asOf });
  return trial.rows
    .filter((row) => MONEY.includes(row.number))
    .reduce((total, row) => total + cents(row.debit) - cents(row.credit), 0);
}

describe(`cash flow and the sales and expense reports on ${backend}`, () => {
  beforeAll(async () => {
    const { books } = shared;
    const bills = billClient(shared.app, books.token);
    const vendor = await books.invoices.contact({
      first_name: null,
      last_name: null,
      company_name: 'Jua Kali',
    });
    const bill = await bills.created({
      contact_id: vendor,
      issue_date: '2026-03-12',
      due_date: '2026-04-11',
      lines: [billLine(books.id('6000'), { unit_price: 300 })],
    });
    await bills.ok(bills.pay(bill.id, { amount: 300, paid_on: '2026-03-25' }), 201);
    const expense = expenseCreator(shared.app, books.token);
    for (const [dated, merchantName, totalValue] of [
      ['2026-04-05', 'Naivas', '200.00'],
      ['2026-04-06', ' naivas ', '50.00'],
    ] as const) {
      const fields = { ledger_account_id: String(books.id('6000')), vat: 'Exempt', description: 'Supplies' };
      await expense({ ...fields, dated, merchantName, totalValue });
    }
    // A transfer between two money accounts, and equipment bought from the bank.
    await books.ledger.postEntry({
      date: '2026-03-26',
      memo: 'To M-Pesa',
      lines: [
        { ledger_account_id: books.id('1300'), debit: 1000 },
        { ledger_account_id: books.id('1100'), credit: 1000 },
      ],
    });
    await books.ledger.postEntry({
      date: '2026-03-27',
      memo: 'Printer',
      lines: [
        { ledger_account_id: books.id('1500'), debit: 400.55 },
        { ledger_account_id: books.id('1100'), credit: 400.55 },
      ],
    });
    // A card added as a money account (numbered outside 10…/11…/13…), a loan paid into it, part moved to the bank.
    const card = await books.invoices.inject('POST', '/bank_accounts', {
      bank_account: { name: 'Business card', kind: 'card', number: '1720' },
    });
    expect(card.statusCode, card.body).toBe(201);
    const cardId = (card.json() as { data: { ledger_account_id: number } }).data.ledger_account_id;
    const loan = await books.invoices.inject('POST', '/ledger_accounts', {
      ledger_account: { number: '2600', name: 'Bank loan', account_type: 'liability' },
    });
    expect(loan.statusCode, loan.body).toBe(201);
    const loanId = (loan.json() as { data: { id: number } }).data.id;
    await books.ledger.postEntry({
      date: '2026-03-28',
      memo: 'Loan',
      lines: [
        { ledger_account_id: cardId, debit: 2000 },
        { ledger_account_id: loanId, credit: 2000 },
      ],
    });
    await books.ledger.postEntry({
      date: '2026-03-29',
      memo: 'Card to bank',
      lines: [
        { ledger_account_id: books.id('1100'), debit: 500 },
        { ledger_account_id: cardId, credit: 500 },
      ],
    });
  }, 120_000);

  it('the cash flow by the indirect method: net profit, working capital, investing, financing', async () => {
    const { report } = shared.books;
    const flow = await reportData(report, 'cash_flow', cashFlowSchema, Q1);
    const pnl = await reportData(report, 'profit_and_loss', profitAndLossSchema, Q1);
    const lines = (rows: typeof flow.operating) => rows.map((line) => [line.kind, line.number, line.amount]);
    // Income 1,700 less expenses 1,800 (rent 500, office costs 1,000, the bill's 300).
    expect(flow.net_profit).toBe(-100);
    expect(flow.net_profit).toBe(pnl.net_profit);
    expect(lines(flow.operating)).toEqual([
      ['net_profit', null, -100],
      // Invoiced 1,812 and the opening 70, 280 received: receivables grew by 1,602.
      ['working_capital', '1200', -1602],
      ['working_capital', '1400', -160],
      // The bill was paid in the period: 2000 did not move. VAT charged 112, 10 paid to KRA.
      ['working_capital', '2100', 102],
    ]);
    expect(lines(flow.investing)).toEqual([['investing', '1500', -400.55]]);
    expect(lines(flow.financing)).toEqual([
      ['financing', '2600', 2000],
      ['financing', '3000', 5070],
    ]);
    expect(cents(flow.total_operating)).toBe(sumCents(flow.operating));
    expect(cents(flow.total_operating)).toBe(-176000);
    const sections = sumCents(flow.operating) + sumCents(flow.investing) + sumCents(flow.financing);
    expect(sections).toBe(cents(flow.net_change));
    expect(cents(flow.total_operating) + cents(flow.total_investing) + cents(flow.total_financing)).toBe(
      sections,
    );
    expect(cents(flow.net_change)).toBe(490945);
    expect(cents(flow.opening_cash)).toBe(0);
    expect(cents(flow.closing_cash) - cents(flow.opening_cash)).toBe(cents(flow.net_change));
    expect(cents(flow.closing_cash)).toBe(await moneyAt('2026-03-31'));
  });

  it('a period after the first entries opens with their cash', async () => {
    const period = { from: '2026-02-01', to: '2026-03-31' };
    const flow = await reportData(shared.books.report, 'cash_flow', cashFlowSchema, period);
    expect(cents(flow.opening_cash)).toBe(await moneyAt('2026-01-31'));
    expect(cents(flow.opening_cash)).toBe(500000);
    expect(cents(flow.closing_cash) - cents(flow.opening_cash)).toBe(cents(flow.net_change));
    expect(sumCents(flow.operating) + sumCents(flow.investing) + sumCents(flow.financing)).toBe(
      cents(flow.net_change),
    );
    expect(flow.financing.map((line) => line.number)).toEqual(['2600']);
  });

  it('sales by customer and by item add up to the P&L income; expenses by category to its expenses', async () => {
    const { report } = shared.books;
    const pnl = await reportData(report, 'profit_and_loss', profitAndLossSchema, Q1);
    const customers = await reportData(report, 'sales_by_customer', salesByCustomerSchema, Q1);
    expect(customers.rows).toEqual([
      { contact_id: shared.books.baraka, name: 'Baraka Ltd', amount: 1000 },
      { contact_id: shared.books.achieng, name: 'Achieng Otieno', amount: 700 },
    ]);
    expect(sumCents(customers.rows)).toBe(cents(pnl.total_income));
    expect(customers.total).toBe(pnl.total_income);
    const items = await reportData(report, 'sales_by_item', salesByItemSchema, Q1);
    expect(items.rows).toEqual([{ item: 'Consulting', quantity: '4', amount: 1700 }]);
    expect(items.other).toBe(0);
    expect(sumCents(items.rows) + cents(items.other)).toBe(cents(pnl.total_income));
    const expenses = await reportData(report, 'expenses_by_category', expensesByCategorySchema, Q1);
    expect(expenses.rows.map((line) => [line.number, line.amount])).toEqual([
      ['6000', 1300],
      ['6100', 500],
    ]);
    expect(sumCents(expenses.rows)).toBe(cents(pnl.total_expenses));
    expect(expenses.total).toBe(pnl.total_expenses);
  });

  it('expenses by supplier: a bill by its vendor, an expense by its merchant, the rest under No supplier', async () => {
    const { report } = shared.books;
    const pnl = await reportData(report, 'profit_and_loss', profitAndLossSchema, TO_APRIL);
    const suppliers = await reportData(report, 'expenses_by_supplier', expensesBySupplierSchema, TO_APRIL);
    const vendor = suppliers.rows.find((row) => row.name === 'Jua Kali')?.contact_id;
    expect(suppliers.rows).toEqual([
      { contact_id: null, name: 'No supplier', amount: 1500 },
      { contact_id: vendor, name: 'Jua Kali', amount: 300 },
      { contact_id: null, name: 'Naivas', amount: 250 },
    ]);
    expect(typeof vendor).toBe('number');
    expect(sumCents(suppliers.rows)).toBe(cents(pnl.total_expenses));
    expect(suppliers.total).toBe(pnl.total_expenses);
    const q1 = await reportData(report, 'expenses_by_supplier', expensesBySupplierSchema, Q1);
    expect(q1.rows.map((row) => row.name)).toEqual(['No supplier', 'Jua Kali']);
    expect(q1.total).toBe(1800);
  });

  it('answers CSV with a header row, plain decimals and the totals', async () => {
    const { report } = shared.books;
    const csv = async (name: string) => {
      const response = await report(name, { ...Q1, format: 'csv' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      return response.body.trimEnd().split('\r\n');
    };
    const flow = await csv('cash_flow');
    expect(flow[0]).toBe('Account,Amount');
    expect(flow.slice(1, 5)).toEqual([
      'Operating,',
      'Net profit,-100.00',
      'Changes in working capital,',
      '1200 Accounts receivable,-1602.00',
    ]);
    expect(flow).toContain('1500 Equipment,-400.55');
    expect(flow).toContain('Net change in cash,4909.45');
    expect(flow.at(-1)).toBe('Closing cash,4909.45');
    expect(await csv('sales_by_customer')).toEqual([
      'Customer,Amount',
      'Baraka Ltd,1000.00',
      'Achieng Otieno,700.00',
      'Total,1700.00',
    ]);
    expect((await csv('sales_by_item')).at(-1)).toBe('Total,,1700.00');
    expect((await csv('expenses_by_category')).at(-1)).toBe('Total,1800.00');
    expect(await csv('expenses_by_supplier')).toEqual([
      'Supplier,Amount',
      'No supplier,1500.00',
      'Jua Kali,300.00',
      'Total,1800.00',
    ]);
    const response = await report('sales_by_item', { ...Q1, format: 'csv' });
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sales-by-item-2026-03-31.csv"',
    );
  });

  it('bad dates and a from after to are 422 with an error', async () => {
    const names = [
      'cash_flow',
      'sales_by_customer',
      'sales_by_item',
      'expenses_by_category',
      'expenses_by_supplier',
    ];
    for (const name of names) {
      const queries: Record<string, string>[] = [
        { from: '2026-13-01' },
        { to: 'yesterday' },
        { from: '2026-04-01', to: '2026-03-31' },
      ];
      for (const query of queries) {
        const response = await shared.books.report(name, query);
        expect(response.statusCode, `${name} ${JSON.stringify(query)}`).toBe(422);
        expect(typeof (response.json() as { error: unknown }).error).toBe('string');
      }
    }
  });
});
