import type { GeneralLedger, generalLedgerQuerySchema } from '@daftari/contracts';
import { centsToNumber } from '@daftari/format';
import type { z } from 'zod';
import type { Executor } from '../../db/transaction.ts';
import { pageMeta } from '../../http/paging.ts';
import { formatEntryNumber, openingAndMovement } from '../ledger/index.ts';
import { ledgerAccountNotFound } from '../ledger-accounts/index.ts';
import { chartOf, onNormalSide } from './chart.ts';
import type { BusinessCalendar } from './dates.ts';
import { periodOf } from './dates.ts';
import { ledgerLinesPage } from './ledger-lines.ts';
import { amount, left, type ReportTable, right } from './table.ts';

type GeneralLedgerQuery = z.output<typeof generalLedgerQuerySchema>;

/**
 * One ledger account's lines in the period, oldest first, a page at a time: the balance before `from`, each
 * line's running balance (carried across pages), the balance at `to`. Balances on the account's own side
 * (debit-positive for assets and expenses, credit-positive otherwise). Another business's account: 404.
 */
export async function generalLedger(
  db: Executor,
  accountId: number,
  query: GeneralLedgerQuery,
  /** The business's today and financial year: the period's defaults. */
  calendar: BusinessCalendar,
): Promise<GeneralLedger> {
  const { from, to } = periodOf(query, calendar);
  const [chart, { opening, movement }, page] = await Promise.all([
    chartOf(db, accountId),
    openingAndMovement(db, accountId, query.ledger_account_id, { from, to }),
    ledgerLinesPage(db, accountId, query.ledger_account_id, { from, to }, query),
  ]);
  const account = chart.find((row) => row.id === query.ledger_account_id);
  if (!account) throw ledgerAccountNotFound();
  const side = (net: bigint) => centsToNumber(onNormalSide(account.accountType, net));
  return {
    data: {
      account: {
        id: account.id,
        number: account.number,
        name: account.name,
        account_type: account.accountType,
      },
      from,
      to,
      opening_balance: side(opening),
      lines: page.lines.map((line) => ({
        date: line.date,
        journal_entry_id: line.journalEntryId,
        number: formatEntryNumber(line.entryNumber),
        source_type: line.sourceType,
        source_id: line.sourceId,
        description: line.description,
        contact_id: line.contactId,
        debit: centsToNumber(line.debit),
        credit: centsToNumber(line.credit),
        balance: side(opening + line.runningNet),
      })),
      closing_balance: side(opening + movement),
    },
    meta: pageMeta(page.total, query),
  };
}

export function generalLedgerTable({ data }: GeneralLedger): ReportTable {
  const balanceRow = (label: string, value: number) => ({
    cells: [label, '', '', '', '', amount(value)],
    total: true,
  });
  return {
    title: `General ledger ${data.account.number} ${data.account.name}`,
    period: `${data.from} to ${data.to}`,
    fileDate: data.to,
    columns: [
      left('Date'),
      left('Entry'),
      left('Description'),
      right('Debit'),
      right('Credit'),
      right('Balance'),
    ],
    rows: [
      balanceRow('Opening balance', data.opening_balance),
      ...data.lines.map((line) => ({
        cells: [
          line.date,
          line.number,
          line.description ?? '',
          amount(line.debit),
          amount(line.credit),
          amount(line.balance),
        ],
      })),
      balanceRow('Closing balance', data.closing_balance),
    ],
  };
}
