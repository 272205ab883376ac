import { type Aging, type Dashboard, isMoneyAccount } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import type { Executor } from '../../db/transaction.ts';
import { type BillsDue, billsDue } from '../bills/index.ts';
import { monthlyMovements, systemAccountIds } from '../ledger/index.ts';
import { aging } from './aging.ts';
import { chartOf, netMovements, type ReportAccount } from './chart.ts';
import { addDays, monthOffset } from './dates.ts';
import { profitAndLossOf } from './profit-and-loss.ts';
import { amount, left, type ReportTable, right } from './table.ts';
import { vatReport } from './vat.ts';

const MONTHS = 12;
const TOP_DEBTORS = 5;
/** How far ahead Home's "bills due soon" looks. */
const DUE_SOON_DAYS = 7;

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

const billsDueFigure = ({ count, owed }: BillsDue) => ({ count, amount: centsToNumber(owed) });

/**
 * The home page's figures as of the date: receivables (1200) and the overdue part of them (the receivables
 * aging's total minus its current bucket), payables (2000), each cash account's balance, income and expenses
 * of the last 12 months, the 5 largest debtors (the aging's contacts), the open bills due by the date and in
 * the 7 days after it; and of the period, the profit and loss's totals and the VAT report's net (the very
 * same computations, so the cards equal the reports). The reads are independent: they run together (on
 * separate connections of a pool).
 */
export async function dashboard(
  db: Executor,
  accountId: number,
  asOf: string,
  period: { from: string; to: string },
): Promise<Dashboard> {
  const months = lastMonthsOf(asOf);
  const [chart, nets, ids, receivables, movements, pnl, vat, bills] = await Promise.all([
    chartOf(db, accountId),
    netMovements(db, accountId, { to: asOf }),
    systemAccountIds(db, accountId, ['receivable', 'payable']),
    aging(db, accountId, 'receivable', asOf),
    monthlyMovements(db, accountId, { from: `${months[0]}-01`, to: asOf }),
    profitAndLossOf(db, accountId, period),
    vatReport(db, accountId, period),
    billsDue(db, accountId, asOf, addDays(asOf, DUE_SOON_DAYS)),
  ]);
  const { totals } = receivables;
  return {
    as_of: asOf,
    period: {
      ...period,
      income: pnl.total_income,
      expenses: pnl.total_expenses,
      profit: pnl.net_profit,
      vat: { output_tax: vat.output_tax, input_tax: vat.input_tax, net_payable: vat.net_payable },
    },
    bills_due: { due_now: billsDueFigure(bills.dueNow), next_7_days: billsDueFigure(bills.dueSoon) },
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
      { cells: [`Profit ${report.period.from} to ${report.period.to}`, amount(report.period.profit)] },
      { cells: ['VAT due', amount(report.period.vat.net_payable)] },
      {
        cells: [`Bills due now (${report.bills_due.due_now.count})`, amount(report.bills_due.due_now.amount)],
      },
      {
        cells: [
          `Bills due in ${DUE_SOON_DAYS} days (${report.bills_due.next_7_days.count})`,
          amount(report.bills_due.next_7_days.amount),
        ],
      },
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
