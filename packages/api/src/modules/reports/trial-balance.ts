import type { TrialBalance } from '@daftari/contracts';
import { centsToNumber } from '@daftari/format';
import type { Executor } from '../../db/transaction.ts';
import { chartOf, netMovements } from './chart.ts';
import { amount, left, type ReportTable, right } from './table.ts';

/**
 * Every account with a non-zero balance as of the date, its net balance on its side (debit when debits
 * exceed credits); the two totals are equal because every entry balances.
 */
export async function trialBalance(db: Executor, accountId: number, asOf: string): Promise<TrialBalance> {
  const [chart, nets] = await Promise.all([
    chartOf(db, accountId),
    netMovements(db, accountId, { to: asOf }),
  ]);
  let debit = 0n;
  let credit = 0n;
  const rows: TrialBalance['rows'] = [];
  for (const account of chart) {
    const net = nets.get(account.id) ?? 0n;
    if (net === 0n) continue;
    if (net > 0n) debit += net;
    else credit -= net;
    rows.push({
      ledger_account_id: account.id,
      number: account.number,
      name: account.name,
      account_type: account.accountType,
      debit: net > 0n ? centsToNumber(net) : 0,
      credit: net < 0n ? centsToNumber(-net) : 0,
    });
  }
  return { as_of: asOf, rows, totals: { debit: centsToNumber(debit), credit: centsToNumber(credit) } };
}

export function trialBalanceTable(report: TrialBalance): ReportTable {
  return {
    title: 'Trial balance',
    period: `As of ${report.as_of}`,
    fileDate: report.as_of,
    columns: [left('Number'), left('Account'), left('Type'), right('Debit'), right('Credit')],
    rows: [
      ...report.rows.map((row) => ({
        cells: [row.number, row.name, row.account_type, amount(row.debit), amount(row.credit)],
      })),
      { cells: ['', 'Total', '', amount(report.totals.debit), amount(report.totals.credit)], total: true },
    ],
  };
}
