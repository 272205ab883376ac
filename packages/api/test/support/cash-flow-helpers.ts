import { type CashFlow, cashFlowSchema, profitAndLossSchema, trialBalanceSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { billClient } from './bill-helpers.ts';
import { signUp } from './helpers.ts';
import { invoiceClient } from './invoice-helpers.ts';
import { ledgerClient } from './ledger-helpers.ts';
import { reportData, reportRequest } from './report-helpers.ts';

export const cents = (value: number) => Math.round(value * 100);
export const sumCents = (rows: { amount: number }[]) =>
  rows.reduce((total, row) => total + cents(row.amount), 0);

/** A section's lines as [kind, number, amount]. */
export const linesOf = (rows: CashFlow['operating']) =>
  rows.map((line) => [line.kind, line.number, line.amount]);

type Period = { from: string; to: string };

/** A new business signed up on the app, with its clients, its chart by number and its cash flow. */
export async function cashFlowBusiness(app: FastifyInstance) {
  const { token } = await signUp(app);
  const invoices = invoiceClient(app, token);
  const ledger = ledgerClient(app, token);
  const report = reportRequest(app, token);
  let chart = await ledger.chart();
  return {
    token,
    invoices,
    ledger,
    bills: billClient(app, token),
    report,
    id: (number: string) => chart.get(number)!.id,
    /** A new account of the chart (its id). */
    async account(number: string, name: string, account_type: string): Promise<number> {
      await invoices.ok(
        invoices.inject('POST', '/ledger_accounts', { ledger_account: { number, name, account_type } }),
        201,
      );
      chart = await ledger.chart();
      return chart.get(number)!.id;
    },
    /** A two-line manual entry: Dr `debit` / Cr `credit`. */
    entry: (date: string, debit: number, credit: number, amount: number) =>
      ledger.postEntry({
        date,
        memo: 'Entry',
        lines: [
          { ledger_account_id: debit, debit: amount },
          { ledger_account_id: credit, credit: amount },
        ],
      }),
    flow: (period: Period) => reportData(report, 'cash_flow', cashFlowSchema, period),
    /** The cash flow of the period, checked against the P&L and the trial balance's money accounts. */
    async agreedFlow(period: Period, money: string[] = ['1000', '1100', '1300', '1310']): Promise<CashFlow> {
      const flow = await reportData(report, 'cash_flow', cashFlowSchema, period);
      await expectAgreement(report, flow, period, money);
      return flow;
    },
  };
}

/** The money accounts' balance at the end of the day, from the trial balance (cents). */
async function moneyAt(report: ReturnType<typeof reportRequest>, asOf: string, money: string[]) {
  const trial = await reportData(report, 'trial_balance', trialBalanceSchema, { as_of: asOf });
  return trial.rows
    .filter((row) => money.includes(row.number))
    .reduce((total, row) => total + cents(row.debit) - cents(row.credit), 0);
}

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * What every cash flow must hold: it starts with the P&L's net profit; each section's total is its lines';
 * the sections add up to the net change, which is closing − opening cash, which are the money accounts'
 * balances in the trial balance the day before `from` and at `to`.
 */
export async function expectAgreement(
  report: ReturnType<typeof reportRequest>,
  flow: CashFlow,
  period: Period,
  money: string[],
) {
  const pnl = await reportData(report, 'profit_and_loss', profitAndLossSchema, period);
  expect(flow.operating[0]).toEqual({
    kind: 'net_profit',
    ledger_account_id: null,
    number: null,
    name: 'Net profit',
    amount: pnl.net_profit,
  });
  expect(flow.net_profit).toBe(pnl.net_profit);
  expect(cents(flow.total_operating)).toBe(sumCents(flow.operating));
  expect(cents(flow.total_investing)).toBe(sumCents(flow.investing));
  expect(cents(flow.total_financing)).toBe(sumCents(flow.financing));
  const sections = cents(flow.total_operating) + cents(flow.total_investing) + cents(flow.total_financing);
  expect(sections).toBe(cents(flow.net_change));
  expect(cents(flow.closing_cash) - cents(flow.opening_cash)).toBe(cents(flow.net_change));
  expect(cents(flow.opening_cash)).toBe(await moneyAt(report, dayBefore(period.from), money));
  expect(cents(flow.closing_cash)).toBe(await moneyAt(report, period.to, money));
}
