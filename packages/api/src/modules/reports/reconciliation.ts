import type { ReconciliationReport } from '@daftari/contracts';
import { amount, left, type ReportRow, type ReportTable, right } from './table.ts';

const LINE_STATUS: Record<ReconciliationReport['lines'][number]['status'], string> = {
  unmatched: 'Unmatched',
  suggested: 'Suggested',
  matched: 'Matched',
  excluded: 'Excluded',
};

/** The reconciliation report as printed: the two balances and their difference, then what explains it. */
export function reconciliationTable(report: ReconciliationReport): ReportTable {
  const heading = (text: string): ReportRow => ({ cells: [text, '', '', '', ''], total: true });
  const statement =
    report.statement_balance === null
      ? ['No statement on or before this date']
      : [`Statement balance (${report.statement_date})`, amount(report.statement_balance)];
  return {
    title: `Reconciliation ${report.number} ${report.name}`,
    period: `As of ${report.as_of}`,
    fileDate: report.as_of,
    columns: [left('Date'), left('Reference'), left('Description'), left('Status'), right('Amount')],
    rows: [
      { cells: [statement[0] as string, '', '', '', statement[1] ?? ''] },
      { cells: ['Ledger balance', '', '', '', amount(report.ledger_balance)] },
      {
        cells: ['Difference', '', '', '', report.difference === null ? '' : amount(report.difference)],
        total: true,
      },
      {
        cells: ['Reconciled through', '', '', '', report.reconciled_through ?? 'never'],
      },
      heading('Statement lines not reconciled'),
      ...report.lines.map((line) => ({
        cells: [
          line.date,
          line.reference ?? '',
          line.description,
          LINE_STATUS[line.status],
          amount(line.amount),
        ],
      })),
      heading('Postings not reconciled'),
      ...report.postings.map((posting) => ({
        cells: [
          posting.date,
          posting.entry_number,
          posting.memo ?? '',
          posting.source_type,
          amount(posting.amount),
        ],
      })),
    ],
  };
}
