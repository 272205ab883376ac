import { type CashFlow, isMoneyAccount, type ReportAccountRow } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { moneyAccounts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { balancesAt } from '../ledger/index.ts';
import { chartOf, type ReportAccount } from './chart.ts';
import { addDays } from './dates.ts';
import { amount, left, type ReportRow, type ReportTable, right } from './table.ts';

type Section = 'operating' | 'investing' | 'financing';

/**
 * What a movement of money against the account was for. Equity is financing; the chart's own accounts
 * (receivables, VAT, payables, customer credits…) and the accounts below 1500 and 2500 are working capital
 * (operating); the owner's other assets (equipment, vehicles from 1500) are investing, their other
 * liabilities (loans from 2500) financing. Income and expenses are operating.
 */
function sectionOf(account: ReportAccount): Section {
  if (account.accountType === 'equity') return 'financing';
  if (account.accountType === 'asset')
    return account.system || account.number < '1500' ? 'operating' : 'investing';
  if (account.accountType === 'liability')
    return account.system || account.number < '2500' ? 'operating' : 'financing';
  return 'operating';
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

/**
 * Per account on the other side of the money: what the period's entries that move a money account put on
 * it, as money in (credit-positive cents). Each entry balances, so these add up to the money accounts' own
 * movement; a transfer between two money accounts has no other side and adds nothing.
 */
async function counterparts(
  db: Executor,
  accountId: number,
  money: Set<number>,
  range: { from: string; to: string },
) {
  const ids = sql.raw(`'{${[...money].join(',')}}'::int[]`);
  const result = await db.execute(sql`
    with moving as (
      select distinct journal_entry_id from journal_lines
      where account_id = ${accountId} and date >= ${range.from} and date <= ${range.to}
        and ledger_account_id = any(${ids}))
    select l.ledger_account_id, sum(l.credit - l.debit)::text as money_in
    from journal_lines l join moving m on m.journal_entry_id = l.journal_entry_id
    where l.account_id = ${accountId} and not (l.ledger_account_id = any(${ids}))
    group by l.ledger_account_id`);
  return new Map(
    rowsOf<{ ledger_account_id: number; money_in: string }>(result).map((row) => [
      Number(row.ledger_account_id),
      toCents(row.money_in),
    ]),
  );
}

const sumOf = (map: Map<number, bigint>, ids: Iterable<number>) => {
  let total = 0n;
  for (const id of ids) total += map.get(id) ?? 0n;
  return total;
};

/** The cash-flow statement of the period, from the ledger: closing − opening = net change = the sections. */
export async function cashFlow(
  db: Executor,
  accountId: number,
  range: { from: string; to: string },
): Promise<CashFlow> {
  const chart = await chartOf(db, accountId);
  const money = await moneyAccountIds(db, accountId, chart);
  const ledgerAccountIds = [...money];
  const [flows, opening, closing] = await Promise.all([
    counterparts(db, accountId, money, range),
    balancesAt(db, accountId, { asOf: addDays(range.from, -1), ledgerAccountIds }),
    balancesAt(db, accountId, { asOf: range.to, ledgerAccountIds }),
  ]);
  const sections: Record<Section, ReportAccountRow[]> = { operating: [], investing: [], financing: [] };
  const totals: Record<Section, bigint> = { operating: 0n, investing: 0n, financing: 0n };
  for (const account of chart) {
    const value = flows.get(account.id);
    if (value === undefined || value === 0n) continue;
    const section = sectionOf(account);
    totals[section] += value;
    sections[section].push({
      ledger_account_id: account.id,
      number: account.number,
      name: account.name,
      amount: centsToNumber(value),
    });
  }
  const openingCash = sumOf(opening, ledgerAccountIds);
  const closingCash = sumOf(closing, ledgerAccountIds);
  return {
    from: range.from,
    to: range.to,
    ...sections,
    total_operating: centsToNumber(totals.operating),
    total_investing: centsToNumber(totals.investing),
    total_financing: centsToNumber(totals.financing),
    net_change: centsToNumber(totals.operating + totals.investing + totals.financing),
    opening_cash: centsToNumber(openingCash),
    closing_cash: centsToNumber(closingCash),
  };
}

export function cashFlowTable(report: CashFlow): ReportTable {
  const line = (label: string, value: number, total = false): ReportRow => ({
    cells: [label, amount(value)],
    total,
  });
  const section = (label: string, rows: ReportAccountRow[], total: number): ReportRow[] => [
    { cells: [label, ''] },
    ...rows.map((row) => line(`${row.number} ${row.name}`, row.amount)),
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
