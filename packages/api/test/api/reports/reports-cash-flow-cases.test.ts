import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { billLine } from '../../support/bill-helpers.ts';
import { cashFlowBusiness, linesOf } from '../../support/cash-flow-helpers.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { line, mpesaCode } from '../../support/invoice-helpers.ts';

const MARCH = { from: '2026-03-01', to: '2026-03-31' };
const APRIL = { from: '2026-04-01', to: '2026-04-30' };

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** An invoice of one line, sent (posted). */
async function sentInvoice(
  business: Awaited<ReturnType<typeof cashFlowBusiness>>,
  issue_date: string,
  item: Record<string, unknown>,
) {
  const { invoices } = business;
  const contact = await invoices.contact();
  const created = await invoices.created({ contact_id: contact, issue_date, due_date: '2026-04-30' });
  await invoices.ok(invoices.addItems(created.id, [line(item)]));
  return invoices.ok(invoices.update(created.id, { status: 'sent' }));
}

describe(`the cash flow (indirect method), case by case, on ${backend}`, () => {
  it('an invoice paid by M-Pesa: the profit and its VAT, receivables back where they were', async () => {
    const business = await cashFlowBusiness(app);
    const invoice = await sentInvoice(business, '2026-03-05', { unit_price: 1000, tax_rate: 16 });
    await business.invoices.ok(
      business.invoices.pay(invoice.id, {
        amount: 1160,
        paid_on: '2026-03-10',
        method: 'mpesa',
        reference: mpesaCode(),
      }),
      201,
    );
    const flow = await business.agreedFlow(MARCH);
    expect(linesOf(flow.operating)).toEqual([
      ['net_profit', null, 1000],
      ['working_capital', '2100', 160],
    ]);
    expect([flow.investing, flow.financing]).toEqual([[], []]);
    expect([flow.opening_cash, flow.net_change, flow.closing_cash]).toEqual([0, 1160, 1160]);
  });

  it('a bill not paid: its expense is offset by what is owed, no cash moved', async () => {
    const business = await cashFlowBusiness(app);
    const vendor = await business.invoices.contact({
      first_name: null,
      last_name: null,
      company_name: 'Jua Kali',
    });
    await business.bills.created({
      contact_id: vendor,
      issue_date: '2026-03-12',
      due_date: '2026-04-11',
      lines: [billLine(business.id('6100'), { unit_price: 500 })],
    });
    const flow = await business.agreedFlow(MARCH);
    expect(linesOf(flow.operating)).toEqual([
      ['net_profit', null, -500],
      ['working_capital', '2000', 500],
    ]);
    expect([flow.total_operating, flow.net_change, flow.closing_cash]).toEqual([0, 0, 0]);
  });

  it("the owner's capital injection is financing", async () => {
    const business = await cashFlowBusiness(app);
    await business.entry('2026-03-01', business.id('1100'), business.id('3000'), 100_000);
    const flow = await business.agreedFlow(MARCH);
    expect(linesOf(flow.operating)).toEqual([['net_profit', null, 0]]);
    expect(linesOf(flow.financing)).toEqual([['financing', '3000', 100_000]]);
    expect(flow.total_financing).toBe(100_000);
    expect(flow.net_change).toBe(100_000);
  });

  it('an asset bought is investing; its depreciation is added back as a non-cash item', async () => {
    const business = await cashFlowBusiness(app);
    const equipment = await business.account('1500', 'Printing equipment', 'asset');
    const depreciated = await business.account('1510', 'Accumulated depreciation', 'asset');
    const depreciation = await business.account('6960', 'Depreciation', 'expense');
    const drawings = await business.account('3200', "Owner's drawings", 'equity');
    await business.entry('2026-03-01', business.id('1100'), business.id('3000'), 100_000);
    await business.entry('2026-03-02', equipment, business.id('1100'), 30_000);
    await business.entry('2026-03-31', depreciation, depreciated, 500);
    await business.entry('2026-03-20', drawings, business.id('1000'), 2_000);
    const flow = await business.agreedFlow(MARCH);
    expect(linesOf(flow.operating)).toEqual([
      ['net_profit', null, -500],
      ['non_cash', '1510', 500],
    ]);
    expect(flow.total_operating).toBe(0);
    expect(linesOf(flow.investing)).toEqual([['investing', '1500', -30_000]]);
    expect(linesOf(flow.financing)).toEqual([
      ['financing', '3000', 100_000],
      ['financing', '3200', -2_000],
    ]);
    expect(flow.net_change).toBe(68_000);
  });

  it('a loan received and partly repaid with interest is financing; the interest is in the profit', async () => {
    const business = await cashFlowBusiness(app);
    const loan = await business.account('2600', 'Bank loan', 'liability');
    const director = await business.account('2400', "Director's loan", 'liability');
    const accrual = await business.account('2410', 'Accrued expenses', 'liability');
    await business.entry('2026-03-03', business.id('1100'), loan, 50_000);
    await business.entry('2026-03-04', business.id('1300'), director, 10_000);
    await business.ledger.postEntry({
      date: '2026-03-28',
      memo: 'Repayment with interest',
      lines: [
        { ledger_account_id: loan, debit: 5_000 },
        { ledger_account_id: business.id('6800'), debit: 400 },
        { ledger_account_id: business.id('1100'), credit: 5_400 },
      ],
    });
    await business.entry('2026-03-31', business.id('6900'), accrual, 1_200);
    const flow = await business.agreedFlow(MARCH);
    expect(linesOf(flow.operating)).toEqual([
      ['net_profit', null, -1_600],
      ['working_capital', '2410', 1_200],
    ]);
    expect(linesOf(flow.financing)).toEqual([
      ['financing', '2400', 10_000],
      ['financing', '2600', 45_000],
    ]);
    expect(flow.net_change).toBe(54_600);
  });

  it('a period boundary: invoiced in March, paid in April; entries on the first and last day count', async () => {
    const business = await cashFlowBusiness(app);
    const invoice = await sentInvoice(business, '2026-03-28', { unit_price: 1000 });
    await business.invoices.ok(
      business.invoices.pay(invoice.id, { amount: 1000, paid_on: '2026-04-02', method: 'bank_transfer' }),
      201,
    );
    await business.entry('2026-04-01', business.id('1000'), business.id('3000'), 100);
    await business.entry('2026-04-30', business.id('1000'), business.id('3000'), 20);
    await business.entry('2026-05-01', business.id('1000'), business.id('3000'), 3);
    const march = await business.agreedFlow(MARCH);
    expect(linesOf(march.operating)).toEqual([
      ['net_profit', null, 1000],
      ['working_capital', '1200', -1000],
    ]);
    expect(march.net_change).toBe(0);
    const april = await business.agreedFlow(APRIL);
    expect(linesOf(april.operating)).toEqual([
      ['net_profit', null, 0],
      ['working_capital', '1200', 1000],
    ]);
    expect(linesOf(april.financing)).toEqual([['financing', '3000', 120]]);
    expect([april.opening_cash, april.net_change, april.closing_cash]).toEqual([0, 1120, 1120]);
    const may = await business.agreedFlow({ from: '2026-05-01', to: '2026-05-31' });
    expect([may.opening_cash, may.net_change, may.closing_cash]).toEqual([1120, 3, 1123]);
    const both = await business.agreedFlow({ from: '2026-03-01', to: '2026-04-30' });
    expect(linesOf(both.operating)).toEqual([['net_profit', null, 1000]]);
    expect(both.net_change).toBe(1120);
  });
});
