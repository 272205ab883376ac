import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CashFlow,
  cashFlowSchema,
  dashboardSchema,
  profitAndLossSchema,
  vatReportSchema,
} from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStore, openObjectStore, uploadStagingDir } from '../../../src/adapters/storage/index.ts';
import type { Database } from '../../../src/db/client.ts';
import { createDemoAccountIfEmpty } from '../../../src/modules/auth/demo.ts';
import { billClient } from '../../support/bill-helpers.ts';
import { expectAgreement } from '../../support/cash-flow-helpers.ts';
import { backend, testApp, testDatabase, tokenOf } from '../../support/helpers.ts';
import { reportData, reportRequest } from '../../support/report-helpers.ts';

const NOW = new Date('2026-11-20T09:00:00Z');
const TODAY = '2026-11-20';
/** The demo's twelve months, from the owner's capital (364 days before today) to today. */
const YEAR = { from: '2025-11-21', to: TODAY };
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const MONEY = ['1000', '1100', '1300', '1310'];
/** A generation takes seconds; on a busy CI machine several times that. */
const GENERATION_MS = 240_000;

let database: Database;
let app: FastifyInstance;
let dataDir: string;
let report: ReturnType<typeof reportRequest>;
let token: string;

beforeAll(async () => {
  database = await testDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'daftari-cash-flow-demo-'));
  const store = new FileStore(openObjectStore({ dataDir }), uploadStagingDir(dataDir));
  const demo = await createDemoAccountIfEmpty(database.db, { store, now: NOW, seed: 42 });
  app = await testApp(database);
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: demo! });
  expect(login.statusCode, login.body).toBe(200);
  token = tokenOf(login.headers.authorization);
  report = reportRequest(app, token);
}, GENERATION_MS);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const line = (flow: CashFlow, number: string) =>
  [...flow.operating, ...flow.investing, ...flow.financing].find((row) => row.number === number);

describe(`the demo business's cash flow and Home cards on ${backend}`, () => {
  it('the year: capital, the printer and its depreciation where they belong, agreeing with the money', async () => {
    const flow = await reportData(report, 'cash_flow', cashFlowSchema, YEAR);
    await expectAgreement(report, flow, YEAR, MONEY);
    expect(flow.opening_cash).toBe(0);
    expect(line(flow, '3000')).toMatchObject({ kind: 'financing', amount: 600_000 });
    expect(flow.investing).toEqual([
      expect.objectContaining({ kind: 'investing', number: '1500', amount: -420_000 }),
    ]);
    // Straight line over five years, 11 months booked: 420,000 / 60 × 11.
    expect(line(flow, '1510')).toMatchObject({ kind: 'non_cash', amount: 77_000 });
    expect(line(flow, '1200')?.kind).toBe('working_capital');
    expect(flow.net_profit).not.toBe(0);
  });

  it('a month agrees too, opening with the cash the month before left', async () => {
    const flow = await reportData(report, 'cash_flow', cashFlowSchema, OCTOBER);
    await expectAgreement(report, flow, OCTOBER, MONEY);
    const september = await reportData(report, 'cash_flow', cashFlowSchema, {
      from: '2026-09-01',
      to: '2026-09-30',
    });
    expect(flow.opening_cash).toBe(september.closing_cash);
  });

  it("Home's cards equal the profit and loss, the VAT report and the open bills", async () => {
    const home = await reportData(report, 'dashboard', dashboardSchema, { as_of: TODAY, ...OCTOBER });
    const pnl = await reportData(report, 'profit_and_loss', profitAndLossSchema, OCTOBER);
    const vat = await reportData(report, 'vat', vatReportSchema, OCTOBER);
    expect(home.period).toEqual({
      ...OCTOBER,
      income: pnl.total_income,
      expenses: pnl.total_expenses,
      profit: pnl.net_profit,
      vat: { output_tax: vat.output_tax, input_tax: vat.input_tax, net_payable: vat.net_payable },
    });
    expect(home.period.income).toBeGreaterThan(0);
    expect(home.period.vat.output_tax).toBeGreaterThan(0);
    const bills = billClient(app, token);
    const dueNow = await bills.list({ status: 'open', due_before: '2026-11-21', per_page: 1 });
    const dueInAWeek = await bills.list({ status: 'open', due_before: '2026-11-28', per_page: 1 });
    expect(home.bills_due.due_now).toEqual({
      count: dueNow.meta.total_count,
      amount: dueNow.summary.total_unpaid,
    });
    expect(home.bills_due.next_7_days.count).toBe(dueInAWeek.meta.total_count - dueNow.meta.total_count);
    expect(Math.round(home.bills_due.next_7_days.amount * 100)).toBe(
      Math.round((dueInAWeek.summary.total_unpaid - dueNow.summary.total_unpaid) * 100),
    );
  });
});
