import type { ReportAccountRow } from '@daftari/contracts';
import { useReport } from '../../api/reports.ts';
import { type DateRange, periodLabel } from '../../lib/report-dates.ts';
import { generalLedgerPath } from '../../lib/report-links.ts';
import { Amount } from './Amount.tsx';
import { BarChart } from './BarChart.tsx';
import { ReportHeading } from './ReportHeading.tsx';
import { ReportEmpty, ReportState } from './ReportState.tsx';
import { AccountLabel, AmountRow, ReportTable, SectionRow } from './ReportTable.tsx';

const columns = [
  { label: 'Account', minWidth: '7rem' },
  { label: 'Amount', numeric: true },
];

/**
 * The money accounts' movement in the period by what it was for (money in positive, out negative), from the
 * opening cash to the closing cash, with the sections and the net change as bars.
 */
export function CashFlowReport({ search, currency }: { search: Record<string, string>; currency: string }) {
  const query = useReport('cash_flow', search);
  return (
    <ReportState query={query} failure="Failed to load the cash flow">
      {({ data }) => {
        const sections = [
          { title: 'Operating activities', rows: data.operating, total: data.total_operating },
          { title: 'Investing activities', rows: data.investing, total: data.total_investing },
          { title: 'Financing activities', rows: data.financing, total: data.total_financing },
        ];
        const moved = sections.some((section) => section.rows.length > 0);
        return (
          <section aria-label="Cash flow">
            <ReportHeading title="Cash flow" dates={periodLabel(data)} currency={currency} />
            {moved ? (
              <>
                <BarChart
                  title="Where the money came from and went"
                  bars={[
                    { label: 'Operating', value: data.total_operating },
                    { label: 'Investing', value: data.total_investing },
                    { label: 'Financing', value: data.total_financing },
                    { label: 'Net change', value: data.net_change },
                  ]}
                  currency={currency}
                />
                <ReportTable label="Cash flow" columns={columns}>
                  <AmountRow label="Opening cash" amounts={[data.opening_cash]} />
                  {sections.map((section) => (
                    <CashFlowSection key={section.title} {...section} period={data} />
                  ))}
                  <AmountRow kind="total" label="Net change in cash" amounts={[data.net_change]} />
                  <AmountRow kind="grand" label="Closing cash" amounts={[data.closing_cash]} />
                </ReportTable>
              </>
            ) : (
              <ReportEmpty
                title="No money moved in this period"
                description="No money account was paid into or out of between these dates. Try another period."
              />
            )}
          </section>
        );
      }}
    </ReportState>
  );
}

function CashFlowSection({
  title,
  rows,
  total,
  period,
}: {
  title: string;
  rows: ReportAccountRow[];
  total: number;
  period: DateRange;
}) {
  return (
    <>
      <SectionRow title={title} span={columns.length} />
      {rows.map((row) => (
        <AmountRow
          key={row.ledger_account_id}
          label={<AccountLabel number={row.number} name={row.name} />}
          amounts={[
            <Amount
              key="amount"
              value={row.amount}
              to={generalLedgerPath(row.ledger_account_id, period)}
              linkTitle={`General ledger of ${row.number} ${row.name}`}
            />,
          ]}
        />
      ))}
      <AmountRow kind="total" label={`Net cash from ${title.toLowerCase()}`} amounts={[total]} />
    </>
  );
}
