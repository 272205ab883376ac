import { type CashFlow, type CashFlowLine, type CashFlowLineKind, isMoneyAccount } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { eq } from 'drizzle-orm';
import { moneyAccounts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { balancesAt } from '../ledger/index.ts';
import { chartOf, netMovements, type ReportAccount } from './chart.ts';
import { addDays } from './dates.ts';
import { profitAndLossOf } from './profit-and-loss.ts';
import { amount, left, type ReportRow, type ReportTable, right } from './table.ts';

type Section = 'operating' | 'investing' | 'financing';
type Kind = Exclude<CashFlowLineKind, 'net_profit'>;

const SECTION_OF: Record<Kind, Section> = {
  non_cash: 'operating',
  working_capital: 'operating',
  investing: 'investing',
  financing: 'financing',
};
/** The order of the operating lines after the net profit: non-cash items, then working capital. */
const OPERATING_ORDER: Kind[] = ['non_cash', 'working_capital'];

/** The number's first two digits: the chart's groups (10–14 current assets, 15… fixed, 20–24 current liabilities). */
const groupOf = (account: ReportAccount) => Number(account.number.slice(0, 2).padEnd(2, '0'));
const CONTRA_ASSET = /depreciation|amorti[sz]ation|impairment/i;
const BORROWING = /loan|borrowing|mortgage|debenture|hire purchase/i;

/**
 * Where a balance-sheet account other than a money account falls, by its type and number. Equity (capital,
 * drawings, retained earnings) is financing. Assets: the chart's own (receivables, VAT) and those numbered
 * 10…–14… (prepayments, stock, other receivables) are working capital; from 15… they are fixed assets
 * (investing), except accumulated depreciation or amortisation, a non-cash item added back. Liabilities: the
 * chart's own (payables, VAT, customer credits, unallocated receipts) and those numbered 20…–24… (accruals,
 * other taxes) are working capital, unless named as borrowing; loans and those from 25… are financing.
 * Every account has exactly one kind, so the sections always add up to the money accounts' movement.
 */
function kindOf(account: ReportAccount): Kind {
  if (account.accountType === 'equity') return 'financing';
  if (account.accountType === 'asset') {
    if (account.system || groupOf(account) < 15) return 'working_capital';
    return CONTRA_ASSET.test(account.name) ? 'non_cash' : 'investing';
  }
  if (account.system) return 'working_capital';
  return groupOf(account) >= 25 || BORROWING.test(account.name) ? 'financing' : 'working_capital';
}

/** The business's money accounts: cash, bank, M-Pesa, Paystack clearing and those added (archived too). */
async function moneyAccountIds(
  db: Executor,
  accountId: number,
  chart: ReportAccount[],
): Promise<Set<number>> {
  const added = await db
    .select({ id: moneyAccounts.ledgerAccountId })
    .from(moneyAccounts)
    .where(eq(moneyAccounts.accountId, accountId));
  const ids = new Set(added.map((row) => row.id));
  for (const account of chart) {
    if (isMoneyAccount({ ...account, account_type: account.accountType, archived: false }))
      ids.add(account.id);
  }
  return ids;
}

const sumOf = (map: Map<number, bigint>, ids: Iterable<number>) => {
  let total = 0n;
  for (const id of ids) total += map.get(id) ?? 0n;
  return total;
};

/**
 * The cash-flow statement of the period by the indirect method, from the ledger. Each entry balances, so the
 * money accounts' movement is what the period credited, net, to every other account: to income and expenses
 * that is the net profit (taken from the profit and loss), to each balance-sheet account its decrease (an
 * asset) or increase (a liability, equity). So net profit + the lines = closing − opening cash.
 */
export async function cashFlow(
  db: Executor,
  accountId: number,
  range: { from: string; to: string },
): Promise<CashFlow> {
  const chart = await chartOf(db, accountId);
  const money = await moneyAccountIds(db, accountId, chart);
  const ledgerAccountIds = [...money];
  const [pnl, nets, opening, closing] = await Promise.all([
    profitAndLossOf(db, accountId, range),
    netMovements(db, accountId, range),
    balancesAt(db, accountId, { asOf: addDays(range.from, -1), ledgerAccountIds }),
    balancesAt(db, accountId, { asOf: range.to, ledgerAccountIds }),
  ]);
  const netProfit = toCents(pnl.net_profit);
  const lines: { kind: Kind; account: ReportAccount; value: bigint }[] = [];
  for (const account of chart) {
    if (account.accountType === 'income' || account.accountType === 'expense' || money.has(account.id))
      continue;
    const value = -(nets.get(account.id) ?? 0n);
    if (value !== 0n) lines.push({ kind: kindOf(account), account, value });
  }
  const sections: Record<Section, CashFlowLine[]> = {
    operating: [
      {
        kind: 'net_profit',
        ledger_account_id: null,
        number: null,
        name: 'Net profit',
        amount: pnl.net_profit,
      },
    ],
    investing: [],
    financing: [],
  };
  const totals: Record<Section, bigint> = { operating: netProfit, investing: 0n, financing: 0n };
  const byKind = (kind: Kind) => lines.filter((line) => line.kind === kind);
  for (const kind of [...OPERATING_ORDER, 'investing', 'financing'] as const) {
    const section = SECTION_OF[kind];
    for (const { account, value } of byKind(kind)) {
      totals[section] += value;
      sections[section].push({
        kind,
        ledger_account_id: account.id,
        number: account.number,
        name: account.name,
        amount: centsToNumber(value),
      });
    }
  }
  return {
    from: range.from,
    to: range.to,
    ...sections,
    net_profit: pnl.net_profit,
    total_operating: centsToNumber(totals.operating),
    total_investing: centsToNumber(totals.investing),
    total_financing: centsToNumber(totals.financing),
    net_change: centsToNumber(totals.operating + totals.investing + totals.financing),
    opening_cash: centsToNumber(sumOf(opening, ledgerAccountIds)),
    closing_cash: centsToNumber(sumOf(closing, ledgerAccountIds)),
  };
}

const GROUP_HEADING: Partial<Record<CashFlowLineKind, string>> = {
  non_cash: 'Adjustments for non-cash items',
  working_capital: 'Changes in working capital',
};

export function cashFlowTable(report: CashFlow): ReportTable {
  const line = (label: string, value: number, total = false): ReportRow => ({
    cells: [label, amount(value)],
    total,
  });
  // The operating lines after the net profit under their headings, as the screen shows them.
  const rowsOf = (rows: CashFlowLine[]) =>
    rows.flatMap((row, index): ReportRow[] => [
      ...(GROUP_HEADING[row.kind] && rows[index - 1]?.kind !== row.kind
        ? [{ cells: [GROUP_HEADING[row.kind]!, ''] }]
        : []),
      line(row.number === null ? row.name : `${row.number} ${row.name}`, row.amount),
    ]);
  const section = (label: string, rows: CashFlowLine[], total: number): ReportRow[] => [
    { cells: [label, ''] },
    ...rowsOf(rows),
    line(`Net cash from ${label.toLowerCase()} activities`, total, true),
  ];
  return {
    title: 'Cash flow',
    period: `${report.from} to ${report.to}`,
    fileDate: report.to,
    columns: [left('Account'), right('Amount')],
    rows: [
      ...section('Operating', report.operating, report.total_operating),
      ...section('Investing', report.investing, report.total_investing),
      ...section('Financing', report.financing, report.total_financing),
      line('Net change in cash', report.net_change, true),
      line('Opening cash', report.opening_cash),
      line('Closing cash', report.closing_cash, true),
    ],
  };
}
