import { type Aging, type Dashboard, isMoneyAccount } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import type { Executor } from '../../db/transaction.ts';
import { monthlyMovements, systemAccountIds } from '../ledger/index.ts';
import { aging } from './aging.ts';
import { chartOf, netMovements, type ReportAccount } from './chart.ts';
import { monthOffset } from './dates.ts';
import { amount, left, type ReportTable, right } from './table.ts';

const MONTHS = 12;
const TOP_DEBTORS = 5;

/** Where money sits (the rule the expense and bill forms' "paid from" use too). */
const isCashAccount = (account: ReportAccount) =>
  isMoneyAccount({ ...account, account_type: account.accountType });

/** The 12 calendar months ending with as_of's month. */
const lastMonthsOf = (asOf: string) =>
  Array.from({ length: MONTHS }, (_, index) => monthOffset(asOf, index - MONTHS + 1));

/** Income and expenses (P&L sense) of each month, from the months' movements. */
function monthTotals(
  months: string[],
  chart: ReportAccount[],
  movements: Awaited<ReturnType<typeof monthlyMovements>>,
) {
  const typeOf = new Map(chart.map((account) => [account.id, account.accountType]));
  const sums = new Map(months.map((month) => [month, { income: 0n, expenses: 0n }]));
  for (const row of movements) {
    const month = sums.get(row.month);
    const type = typeOf.get(row.ledgerAccountId);
    if (!month) continue;
    if (type === 'income') month.income += row.credit - row.debit;
    if (type === 'expense') month.expenses += row.debit - row.credit;
  }
  return months.map((month) => ({
    month,
    income: centsToNumber(sums.get(month)?.income ?? 0n),
    expenses: centsToNumber(sums.get(month)?.expenses ?? 0n),
  }));
}

/** The contacts owing the most on 1200 (positive balances only), largest first, from the receivables aging. */
const topDebtors = (receivables: Aging) =>
  receivables.rows
    .map((row) => ({ row, cents: toCents(row.total) }))
    .filter(({ cents }) => cents > 0n)
    .sort((a, b) => (a.cents === b.cents ? 0 : a.cents > b.cents ? -1 : 1))
    .slice(0, TOP_DEBTORS)
    .map(({ row }) => ({ contact_id: row.contact_id, contact_name: row.contact_name, balance: row.total }));

/**
 * The home page's figures as of the date: receivables (1200) and the overdue part of them (the receivables
 * aging's total minus its current bucket), payables (2000), each cash account's balance, income and expenses
 * of the last 12 months, the 5 largest debtors (the aging's contacts). The reads are independent: they run
 * together (on separate connections of a pool).
 */
export async function dashboard(db: Executor, accountId: number, asOf: string): Promise<Dashboard> {
  const months = lastMonthsOf(asOf);
  const [chart, nets, ids, receivables, movements] = await Promise.all([
    chartOf(db, accountId),
    netMovements(db, accountId, { to: asOf }),
    systemAccountIds(db, accountId, ['receivable', 'payable']),
    aging(db, accountId, 'receivable', asOf),
    monthlyMovements(db, accountId, { from: `${months[0]}-01`, to: asOf }),
  ]);
  const { totals } = receivables;
  return {
    as_of: asOf,
    receivables: centsToNumber(nets.get(ids.receivable) ?? 0n),
    overdue: centsToNumber(toCents(totals.total) - toCents(totals.current)),
    payables: centsToNumber(-(nets.get(ids.payable) ?? 0n)),
    cash: chart.filter(isCashAccount).map((account) => ({
      ledger_account_id: account.id,
      name: account.name,
      balance: centsToNumber(nets.get(account.id) ?? 0n),
    })),
    months: monthTotals(months, chart, movements),
    top_debtors: topDebtors(receivables),
  };
}

export function dashboardTable(report: Dashboard): ReportTable {
  return {
    title: 'Dashboard',
    period: `As of ${report.as_of}`,
    fileDate: report.as_of,
    columns: [left('Figure'), right('Amount')],
    rows: [
      { cells: ['Receivables', amount(report.receivables)] },
      { cells: ['Overdue', amount(report.overdue)] },
      { cells: ['Payables', amount(report.payables)] },
      ...report.cash.map((row) => ({ cells: [`Cash: ${row.name}`, amount(row.balance)] })),
      ...report.months.flatMap((row) => [
        { cells: [`${row.month} income`, amount(row.income)] },
        { cells: [`${row.month} expenses`, amount(row.expenses)] },
      ]),
      ...report.top_debtors.map((row) => ({ cells: [`Owes: ${row.contact_name}`, amount(row.balance)] })),
    ],
  };
}
