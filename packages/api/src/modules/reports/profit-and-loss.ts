import type { ProfitAndLoss, profitAndLossQuerySchema, ReportAmountRow } from '@daftari/contracts';
import { centsToNumber } from '@daftari/format';
import type { z } from 'zod';
import type { Executor } from '../../db/transaction.ts';
import { chartOf, netMovements, type ReportAccount } from './chart.ts';
import type { BusinessCalendar } from './dates.ts';
import { addDays, daysBetween, periodOf, yearBefore } from './dates.ts';
import { amount, left, type ReportRow, type ReportTable, right } from './table.ts';

type ProfitAndLossQuery = z.output<typeof profitAndLossQuerySchema>;

/** The period compared with: the same number of days just before `from`, or the same dates a year before. */
function comparePeriod(from: string, to: string, compare: 'previous_period' | 'previous_year') {
  if (compare === 'previous_year') return { from: yearBefore(from), to: yearBefore(to) };
  const compareTo = addDays(from, -1);
  return { from: addDays(compareTo, -daysBetween(from, to)), to: compareTo };
}

/** Income (credits − debits) or expenses (debits − credits) per account of the type, in cents. */
function amountsOf(chart: ReportAccount[], nets: Map<number, bigint>, type: 'income' | 'expense') {
  const sign = type === 'income' ? -1n : 1n;
  return new Map(
    chart.filter((account) => account.accountType === type).map((a) => [a.id, (nets.get(a.id) ?? 0n) * sign]),
  );
}

const sum = (values: Iterable<bigint>) => [...values].reduce((total, value) => total + value, 0n);

/**
 * Income and expenses of the period per account (accounts with an amount in the period or in the compared
 * one), their totals and the net profit; with `compare`, the same of the compared period alongside.
 */
export function profitAndLoss(
  db: Executor,
  accountId: number,
  query: ProfitAndLossQuery,
  /** The business's today and financial year: the period's defaults. */
  calendar: BusinessCalendar,
): Promise<ProfitAndLoss> {
  return profitAndLossOf(db, accountId, periodOf(query, calendar), query.compare);
}

/**
 * The profit and loss of the dates: what the cash flow's net profit and Home's profit card read too, so the
 * three always agree.
 */
export async function profitAndLossOf(
  db: Executor,
  accountId: number,
  { from, to }: { from: string; to: string },
  compare?: ProfitAndLossQuery['compare'],
): Promise<ProfitAndLoss> {
  const chart = await chartOf(db, accountId);
  const current = await netMovements(db, accountId, { from, to });
  const compared = compare ? comparePeriod(from, to, compare) : null;
  const previous = compared ? await netMovements(db, accountId, compared) : null;
  const section = (type: 'income' | 'expense') => {
    const amounts = amountsOf(chart, current, type);
    const compareAmounts = previous ? amountsOf(chart, previous, type) : null;
    const rows: ReportAmountRow[] = [];
    for (const account of chart) {
      const value = amounts.get(account.id);
      const compareValue = compareAmounts?.get(account.id);
      if (value === undefined || (value === 0n && (compareValue ?? 0n) === 0n)) continue;
      rows.push({
        ledger_account_id: account.id,
        number: account.number,
        name: account.name,
        amount: centsToNumber(value),
        ...(compareAmounts ? { compare_amount: centsToNumber(compareValue ?? 0n) } : {}),
      });
    }
    return {
      rows,
      total: sum(amounts.values()),
      compareTotal: compareAmounts ? sum(compareAmounts.values()) : 0n,
    };
  };
  const income = section('income');
  const expenses = section('expense');
  return {
    from,
    to,
    ...(compared ? { compare_from: compared.from, compare_to: compared.to } : {}),
    income: income.rows,
    expenses: expenses.rows,
    total_income: centsToNumber(income.total),
    total_expenses: centsToNumber(expenses.total),
    net_profit: centsToNumber(income.total - expenses.total),
    ...(compared
      ? {
          compare_total_income: centsToNumber(income.compareTotal),
          compare_total_expenses: centsToNumber(expenses.compareTotal),
          compare_net_profit: centsToNumber(income.compareTotal - expenses.compareTotal),
        }
      : {}),
  };
}

export function profitAndLossTable(report: ProfitAndLoss): ReportTable {
  const compared = report.compare_from !== undefined;
  const line = (
    label: string,
    value: number,
    compareValue: number | undefined,
    total = false,
  ): ReportRow => ({
    cells: [label, amount(value), ...(compared ? [amount(compareValue ?? 0)] : [])],
    total,
  });
  const rows = (items: ReportAmountRow[]) =>
    items.map((row) => line(`${row.number} ${row.name}`, row.amount, row.compare_amount));
  const heading = (label: string): ReportRow => ({ cells: [label, '', ...(compared ? [''] : [])] });
  return {
    title: 'Profit and loss',
    period: `${report.from} to ${report.to}`,
    fileDate: report.to,
    columns: [
      left('Account'),
      right(`${report.from} to ${report.to}`),
      ...(compared ? [right(`${report.compare_from} to ${report.compare_to}`)] : []),
    ],
    rows: [
      heading('Income'),
      ...rows(report.income),
      line('Total income', report.total_income, report.compare_total_income, true),
      heading('Expenses'),
      ...rows(report.expenses),
      line('Total expenses', report.total_expenses, report.compare_total_expenses, true),
      line('Net profit', report.net_profit, report.compare_net_profit, true),
    ],
  };
}
