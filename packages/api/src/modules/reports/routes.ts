import {
  agingQuerySchema,
  asOfQuerySchema,
  dashboardQuerySchema,
  generalLedgerQuerySchema,
  periodQuerySchema,
  profitAndLossQuerySchema,
  reconciliationReportQuerySchema,
  vatReturnQuerySchema,
} from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { businessToday, financialYearOf } from '../../db/business-today.ts';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { parseQuery } from '../../http/validate.ts';
import { reconciliationReport } from '../banking/index.ts';
import { aging, agingTable } from './aging.ts';
import { balanceSheet, balanceSheetTable } from './balance-sheet.ts';
import { cashFlow, cashFlowTable } from './cash-flow.ts';
import { dashboard, dashboardTable } from './dashboard.ts';
import { asOfDate, financialYearStart, periodOf } from './dates.ts';
import { generalLedger, generalLedgerTable } from './general-ledger.ts';
import { profitAndLoss, profitAndLossTable } from './profit-and-loss.ts';
import { reconciliationTable } from './reconciliation.ts';
import { sendReport } from './respond.ts';
import {
  expensesByCategory,
  expensesByCategoryTable,
  expensesBySupplier,
  expensesBySupplierTable,
  salesByCustomer,
  salesByCustomerTable,
  salesByItem,
  salesByItemTable,
} from './sales.ts';
import type { ReportTable } from './table.ts';
import { trialBalance, trialBalanceTable } from './trial-balance.ts';
import { vatReport, vatTable } from './vat.ts';
import { vatReturn } from './vat-return.ts';
import { vatReturnTable } from './vat-return-table.ts';

/** Every line of the period in one CSV or PDF (the JSON form pages). */
const ALL_LINES = 1_000_000;

/**
 * The accounting reports (authenticated group, scoped by account), each read from the ledger, each also as
 * `format=csv` and `format=pdf`. Queries are checked with the contracts (422); another business's ledger
 * account is 404.
 */
export function registerReportRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  /** The signed-in business, its today and its financial year (the defaults of every report's dates). */
  const businessOf = async (request: FastifyRequest) => {
    const { accountId } = authOf(request);
    const [today, yearStart] = await Promise.all([
      businessToday(db, accountId, now()),
      financialYearOf(db, accountId),
    ]);
    return { db, accountId, today, yearStart };
  };

  app.get('/reports/trial_balance', async (request, reply) => {
    const query = parseQuery(asOfQuerySchema, request);
    const business = await businessOf(request);
    const data = await trialBalance(db, business.accountId, asOfDate(query.as_of, business.today));
    return sendReport(reply, query.format, { data }, () => trialBalanceTable(data), business);
  });

  app.get('/reports/profit_and_loss', async (request, reply) => {
    const query = parseQuery(profitAndLossQuerySchema, request);
    const business = await businessOf(request);
    const data = await profitAndLoss(db, business.accountId, query, business);
    return sendReport(reply, query.format, { data }, () => profitAndLossTable(data), business);
  });

  app.get('/reports/balance_sheet', async (request, reply) => {
    const query = parseQuery(asOfQuerySchema, request);
    const business = await businessOf(request);
    const data = await balanceSheet(
      db,
      business.accountId,
      asOfDate(query.as_of, business.today),
      business.yearStart,
    );
    return sendReport(reply, query.format, { data }, () => balanceSheetTable(data), business);
  });

  app.get('/reports/general_ledger', async (request, reply) => {
    const query = parseQuery(generalLedgerQuerySchema, request);
    const business = await businessOf(request);
    const whole = query.format === 'csv' || query.format === 'pdf';
    const answer = await generalLedger(
      db,
      business.accountId,
      whole ? { ...query, page: 1, per_page: ALL_LINES } : query,
      business,
    );
    return sendReport(reply, query.format, answer, () => generalLedgerTable(answer), business);
  });

  for (const side of ['receivable', 'payable'] as const) {
    app.get(`/reports/${side}s_aging`, async (request, reply) => {
      const query = parseQuery(agingQuerySchema, request);
      const business = await businessOf(request);
      const asOf = asOfDate(query.as_of, business.today);
      const data = await aging(db, business.accountId, side, asOf, query.currency);
      return sendReport(reply, query.format, { data }, () => agingTable(data, side), business);
    });
  }

  app.get('/reports/vat', async (request, reply) => {
    const query = parseQuery(periodQuerySchema, request);
    const business = await businessOf(request);
    const data = await vatReport(db, business.accountId, periodOf(query, business));
    return sendReport(reply, query.format, { data }, () => vatTable(data), business);
  });

  // The contract's books part names it vat_schedules; the reports list, vat_return.
  for (const name of ['vat_return', 'vat_schedules']) {
    app.get(`/reports/${name}`, async (request, reply) => {
      const query = parseQuery(vatReturnQuerySchema, request);
      const business = await businessOf(request);
      const data = await vatReturn(db, business.accountId, query.month ?? business.today.slice(0, 7));
      const table = () => vatReturnTable(data, query.schedule ?? 'sales');
      return sendReport(reply, query.format, { data }, table, business);
    });
  }

  app.get('/reports/reconciliation', async (request, reply) => {
    const query = parseQuery(reconciliationReportQuerySchema, request);
    const business = await businessOf(request);
    const asOf = asOfDate(query.as_of, business.today);
    const data = await reconciliationReport(db, business.accountId, query.ledger_account_id, asOf);
    return sendReport(reply, query.format, { data }, () => reconciliationTable(data), business);
  });

  /** A report of a period (`from`, `to`): its builder and its table. */
  const periodReport = <T>(
    name: string,
    build: (db: AppDeps['db'], accountId: number, period: { from: string; to: string }) => Promise<T>,
    table: (data: T) => ReportTable,
  ) =>
    app.get(`/reports/${name}`, async (request, reply) => {
      const query = parseQuery(periodQuerySchema, request);
      const business = await businessOf(request);
      const data = await build(db, business.accountId, periodOf(query, business));
      return sendReport(reply, query.format, { data }, () => table(data), business);
    });
  periodReport('cash_flow', cashFlow, cashFlowTable);
  periodReport('sales_by_customer', salesByCustomer, salesByCustomerTable);
  periodReport('sales_by_item', salesByItem, salesByItemTable);
  periodReport('expenses_by_category', expensesByCategory, expensesByCategoryTable);
  periodReport('expenses_by_supplier', expensesBySupplier, expensesBySupplierTable);

  app.get('/reports/dashboard', async (request, reply) => {
    const query = parseQuery(dashboardQuerySchema, request);
    const business = await businessOf(request);
    const asOf = asOfDate(query.as_of, business.today);
    const to = query.to ?? asOf;
    const period = { from: query.from ?? financialYearStart(to, business.yearStart), to };
    const data = await dashboard(db, business.accountId, asOf, period);
    return sendReport(reply, query.format, { data }, () => dashboardTable(data), business);
  });
}
