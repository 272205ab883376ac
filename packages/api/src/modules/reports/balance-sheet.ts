import type { BalanceSheet } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import type { Executor } from '../../db/transaction.ts';
import { SYSTEM_ACCOUNTS } from '../ledger/index.ts';
import { chartOf, netMovements, onNormalSide, type ReportAccount } from './chart.ts';
import { addDays, financialYearStart } from './dates.ts';
import { amount, left, type ReportRow, type ReportTable, right } from './table.ts';

export const CURRENT_YEAR_EARNINGS = 'Current year earnings';

type Row = BalanceSheet['assets'][number];

/** Credit-positive profit (income − expenses) of the movements, from the income and expense accounts. */
function profitOf(chart: ReportAccount[], nets: Map<number, bigint>): bigint {
  let profit = 0n;
  for (const account of chart) {
    if (account.accountType === 'income' || account.accountType === 'expense') {
      profit -= nets.get(account.id) ?? 0n;
    }
  }
  return profit;
}

/** The ledger as of the date, and the profit split at the start of its financial year (cents). */
async function sheetOf(db: Executor, accountId: number, asOf: string, financialYear: string) {
  const yearStart = financialYearStart(asOf, financialYear);
  // One after another: `db` may be a transaction (a year-end close), whose one connection runs one query.
  const chart = await chartOf(db, accountId);
  const nets = await netMovements(db, accountId, { to: asOf });
  const earlier = await netMovements(db, accountId, { to: addDays(yearStart, -1) });
  const retained = profitOf(chart, earlier);
  return { chart, nets, retained, earnings: profitOf(chart, nets) - retained };
}

const isRetainedEarnings = (account: ReportAccount) =>
  account.system && account.number === SYSTEM_ACCOUNTS.retainedEarnings;

/**
 * The balance sheet's two earnings figures as of the date, in cents: 3100 Retained earnings as its row shows
 * it (what was posted to 3100, plus the profit of the earlier financial years) and "Current year earnings".
 */
export async function earningsAsOf(
  db: Executor,
  accountId: number,
  asOf: string,
  financialYear: string,
): Promise<{ retainedEarnings: bigint; currentYearEarnings: bigint }> {
  const { chart, nets, retained, earnings } = await sheetOf(db, accountId, asOf, financialYear);
  const account = chart.find(isRetainedEarnings);
  const posted = account ? onNormalSide('equity', nets.get(account.id) ?? 0n) : 0n;
  return { retainedEarnings: posted + retained, currentYearEarnings: earnings };
}

/**
 * Assets (debit-positive), liabilities and equity (credit-positive) as of the date, accounts with a non-zero
 * balance. Earlier financial years are closed by computation, not by closing entries (a year-end close posts
 * nothing either): the profit of every movement before the start of the financial year (`financialYear`: its
 * first day, `MM-dd`) the date falls in is shown in 3100 Retained earnings (beside what was posted to 3100
 * itself), and equity ends with "Current year earnings", the profit from the start of that year to the date:
 * the net profit of the profit and loss over the same dates. So assets = liabilities + equity.
 */
export async function balanceSheet(
  db: Executor,
  accountId: number,
  asOf: string,
  financialYear = '01-01',
): Promise<BalanceSheet> {
  const { chart, nets, retained, earnings } = await sheetOf(db, accountId, asOf, financialYear);
  const sections = { asset: [] as Row[], liability: [] as Row[], equity: [] as Row[] };
  const totals = { asset: 0n, liability: 0n, equity: 0n };
  for (const account of chart) {
    const type = account.accountType;
    if (type === 'income' || type === 'expense') continue;
    const closed = isRetainedEarnings(account) ? retained : 0n;
    const value = onNormalSide(type, nets.get(account.id) ?? 0n) + closed;
    if (value === 0n) continue;
    totals[type] += value;
    sections[type].push({
      ledger_account_id: account.id,
      number: account.number,
      name: account.name,
      amount: centsToNumber(value),
    });
  }
  sections.equity.push({
    ledger_account_id: null,
    number: null,
    name: CURRENT_YEAR_EARNINGS,
    amount: centsToNumber(earnings),
  });
  return {
    as_of: asOf,
    assets: sections.asset,
    liabilities: sections.liability,
    equity: sections.equity,
    total_assets: centsToNumber(totals.asset),
    total_liabilities: centsToNumber(totals.liability),
    total_equity: centsToNumber(totals.equity + earnings),
  };
}

export function balanceSheetTable(report: BalanceSheet): ReportTable {
  const rows = (items: Row[]): ReportRow[] =>
    items.map((row) => ({
      cells: [row.number ? `${row.number} ${row.name}` : row.name, amount(row.amount)],
    }));
  const total = (label: string, value: number): ReportRow => ({ cells: [label, amount(value)], total: true });
  return {
    title: 'Balance sheet',
    period: `As of ${report.as_of}`,
    fileDate: report.as_of,
    columns: [left('Account'), right('Amount')],
    rows: [
      { cells: ['Assets', ''] },
      ...rows(report.assets),
      total('Total assets', report.total_assets),
      { cells: ['Liabilities', ''] },
      ...rows(report.liabilities),
      total('Total liabilities', report.total_liabilities),
      { cells: ['Equity', ''] },
      ...rows(report.equity),
      total('Total equity', report.total_equity),
      total(
        'Total liabilities and equity',
        centsToNumber(toCents(report.total_liabilities) + toCents(report.total_equity)),
      ),
    ],
  };
}
