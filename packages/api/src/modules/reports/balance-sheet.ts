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

/**
 * Assets (debit-positive), liabilities and equity (credit-positive) as of the date, accounts with a non-zero
 * balance. Earlier financial years are closed by computation, not by closing entries: the profit of every
 * movement before the start of the financial year (`financialYear`: its first day, `MM-dd`) the date falls in is shown in 3100 Retained earnings
 * (beside what was posted to 3100 itself), and equity ends with "Current year earnings", the profit from the
 * start of that year to the date: the net profit of the profit and loss over the same dates. So assets =
 * liabilities + equity.
 */
export async function balanceSheet(
  db: Executor,
  accountId: number,
  asOf: string,
  financialYear = '01-01',
): Promise<BalanceSheet> {
  const yearStart = financialYearStart(asOf, financialYear);
  const [chart, nets, earlier] = await Promise.all([
    chartOf(db, accountId),
    netMovements(db, accountId, { to: asOf }),
    netMovements(db, accountId, { to: addDays(yearStart, -1) }),
  ]);
  const retained = profitOf(chart, earlier);
  const earnings = profitOf(chart, nets) - retained;
  const sections = { asset: [] as Row[], liability: [] as Row[], equity: [] as Row[] };
  const totals = { asset: 0n, liability: 0n, equity: 0n };
  for (const account of chart) {
    const type = account.accountType;
    if (type === 'income' || type === 'expense') continue;
    const closed = account.system && account.number === SYSTEM_ACCOUNTS.retainedEarnings ? retained : 0n;
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
