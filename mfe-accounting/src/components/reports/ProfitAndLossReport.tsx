import type { ReportAmountRow } from '@daftari/contracts';
import { useReport } from '../../api/reports.ts';
import { type DateRange, periodLabel, shortPeriodLabel } from '../../lib/report-dates.ts';
import { generalLedgerPath } from '../../lib/report-links.ts';
import type { ReportComparison } from '../../lib/report-params.ts';
import { Amount } from './Amount.tsx';
import { ReportHeading } from './ReportHeading.tsx';
import { ReportEmpty, ReportState } from './ReportState.tsx';
import { AccountLabel, AmountRow, ReportTable, SectionRow } from './ReportTable.tsx';

const comparisonTitles: Record<ReportComparison, string> = {
  previous_period: 'Previous period',
  previous_year: 'Previous year',
};

interface ProfitAndLossProps {
  search: Record<string, string>;
  compare: ReportComparison | '';
  currency: string;
}

/** Income and expenses of the period, by account, and what is left: with a comparison column when asked. */
export function ProfitAndLossReport({ search, compare, currency }: ProfitAndLossProps) {
  const query = useReport('profit_and_loss', search);
  return (
    <ReportState query={query} failure="Failed to load the profit and loss">
      {({ data }) => {
        const period = { from: data.from, to: data.to };
        const compared = compare !== '' && data.compare_from !== undefined && data.compare_to !== undefined;
        const columns = [
          { label: 'Account', minWidth: '7rem' },
          { label: 'This period', detail: shortPeriodLabel(period), numeric: true },
          ...(compared
            ? [
                {
                  label: comparisonTitles[compare],
                  detail: shortPeriodLabel({ from: data.compare_from ?? '', to: data.compare_to ?? '' }),
                  numeric: true,
                },
              ]
            : []),
        ];
        const accountRows = (rows: ReportAmountRow[]) =>
          rows.map((row) => (
            <AccountRow key={row.ledger_account_id} row={row} period={period} compared={compared} />
          ));
        const totals = (current: number, previous: number | undefined) =>
          compared ? [current, previous ?? 0] : [current];
        return (
          <section aria-label="Profit and loss">
            <ReportHeading title="Profit and loss" dates={periodLabel(period)} currency={currency} />
            {data.income.length === 0 && data.expenses.length === 0 ? (
              <ReportEmpty
                title="No transactions in this period"
                description="Nothing was sold or spent between these dates. Try another period."
              />
            ) : (
              <ReportTable label="Profit and loss" columns={columns}>
                <SectionRow title="Income" span={columns.length} />
                {accountRows(data.income)}
                <AmountRow
                  kind="total"
                  label="Total income"
                  amounts={totals(data.total_income, data.compare_total_income)}
                />
                <SectionRow title="Expenses" span={columns.length} />
                {accountRows(data.expenses)}
                <AmountRow
                  kind="total"
                  label="Total expenses"
                  amounts={totals(data.total_expenses, data.compare_total_expenses)}
                />
                <AmountRow
                  kind="grand"
                  label="Net profit"
                  amounts={totals(data.net_profit, data.compare_net_profit)}
                />
              </ReportTable>
            )}
          </section>
        );
      }}
    </ReportState>
  );
}

function AccountRow({
  row,
  period,
  compared,
}: {
  row: ReportAmountRow;
  period: DateRange;
  compared: boolean;
}) {
  const amount = (
    <Amount
      key="amount"
      value={row.amount}
      to={generalLedgerPath(row.ledger_account_id, period)}
      linkTitle={`General ledger of ${row.number} ${row.name}`}
    />
  );
  const previous = <Amount key="compare" value={row.compare_amount ?? 0} />;
  return (
    <AmountRow
      label={<AccountLabel number={row.number} name={row.name} />}
      amounts={compared ? [amount, previous] : [amount]}
    />
  );
}
