import type { BalanceSheet } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import type { Executor } from '../../db/transaction.ts';
import { chartOf, netMovements, onNormalSide } from './chart.ts';
import { amount, left, type ReportRow, type ReportTable, right } from './table.ts';

export const CURRENT_YEAR_EARNINGS = 'Current year earnings';

type Row = BalanceSheet['assets'][number];

/**
 * Assets (debit-positive), liabilities and equity (credit-positive) as of the date, accounts with a non-zero
 * balance. No year-end close exists yet, so every period is still open: equity ends with "Current year
 * earnings", all income − expenses up to the date, and assets = liabilities + equity.
 */
export async function balanceSheet(db: Executor, accountId: number, asOf: string): Promise<BalanceSheet> {
  const [chart, nets] = await Promise.all([
    chartOf(db, accountId),
    netMovements(db, accountId, { to: asOf }),
  ]);
  const sections = { asset: [] as Row[], liability: [] as Row[], equity: [] as Row[] };
  const totals = { asset: 0n, liability: 0n, equity: 0n };
  let earnings = 0n;
  for (const account of chart) {
    const net = nets.get(account.id) ?? 0n;
    if (net === 0n) continue;
    const type = account.accountType;
    if (type === 'income' || type === 'expense') {
      earnings -= net;
      continue;
    }
    const value = onNormalSide(type, net);
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
