import type { CashFlow, CashFlowLine } from '@daftari/contracts';
import { formatAmount } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';
import { useReport } from '../../api/reports.ts';
import { type DateRange, periodLabel } from '../../lib/report-dates.ts';
import { generalLedgerPath, periodReportPath } from '../../lib/report-links.ts';
import { Amount } from './Amount.tsx';
import { BarChart } from './BarChart.tsx';
import { ReportHeading } from './ReportHeading.tsx';
import { ReportEmpty, ReportState } from './ReportState.tsx';
import { AccountLabel, AmountRow, ReportTable, SectionRow } from './ReportTable.tsx';

const columns = [
  { label: 'Account', minWidth: '7rem' },
  { label: 'Amount', numeric: true },
];
const subheading = css({ color: 'fg.muted', fontStyle: 'italic' });
const reconciliation = css({
  mt: '3',
  fontSize: 'sm',
  color: 'fg.muted',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** The operating lines after the net profit, under their headings, in the answer's order. */
const OPERATING_GROUPS = [
  { kind: 'non_cash', title: 'Adjustments for non-cash items' },
  { kind: 'working_capital', title: 'Changes in working capital' },
] as const;

/** Something other than the net profit moved, or the profit itself is not zero. */
const movedIn = (data: CashFlow) =>
  data.net_profit !== 0 ||
  [data.operating, data.investing, data.financing].some((rows) =>
    rows.some((row) => row.kind !== 'net_profit'),
  );

/**
 * The cash flow by the indirect method: the period's net profit, the non-cash items and the changes in
 * working capital (operating), then investing and financing, each with its subtotal; the net change, and the
 * reconciliation of the opening cash with the closing cash. The section totals and the net change as bars.
 */
export function CashFlowReport({ search, currency }: { search: Record<string, string>; currency: string }) {
  const query = useReport('cash_flow', search);
  return (
    <ReportState query={query} failure="Failed to load the cash flow">
      {({ data }) => (
        <section aria-label="Cash flow">
          <ReportHeading title="Cash flow" dates={periodLabel(data)} currency={currency} />
          {movedIn(data) ? (
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
              <CashFlowTable data={data} />
              <p className={reconciliation}>
                Opening cash {formatAmount(data.opening_cash)} + net change {formatAmount(data.net_change)} =
                closing cash {formatAmount(data.closing_cash)}
              </p>
            </>
          ) : (
            <ReportEmpty
              title="No money moved in this period"
              description="Nothing was posted between these dates that changed the cash or the profit. Try another period."
            />
          )}
        </section>
      )}
    </ReportState>
  );
}

function CashFlowTable({ data }: { data: CashFlow }) {
  const profit = data.operating.filter((row) => row.kind === 'net_profit');
  return (
    <ReportTable label="Cash flow" columns={columns}>
      <SectionRow title="Operating activities" span={columns.length} />
      {profit.map((row) => (
        <AmountRow
          key="net_profit"
          label={row.name}
          amounts={[
            <Amount
              key="amount"
              value={row.amount}
              to={periodReportPath('profit_and_loss', data)}
              linkTitle="Profit and loss of the period"
            />,
          ]}
        />
      ))}
      {OPERATING_GROUPS.map(({ kind, title }) => {
        const rows = data.operating.filter((row) => row.kind === kind);
        return rows.length === 0 ? null : <LinesGroup key={kind} title={title} rows={rows} period={data} />;
      })}
      <AmountRow kind="total" label="Net cash from operating activities" amounts={[data.total_operating]} />
      <SectionRow title="Investing activities" span={columns.length} />
      <LinesGroup rows={data.investing} period={data} />
      <AmountRow kind="total" label="Net cash from investing activities" amounts={[data.total_investing]} />
      <SectionRow title="Financing activities" span={columns.length} />
      <LinesGroup rows={data.financing} period={data} />
      <AmountRow kind="total" label="Net cash from financing activities" amounts={[data.total_financing]} />
      <AmountRow kind="total" label="Net change in cash" amounts={[data.net_change]} />
      <AmountRow label="Opening cash" amounts={[data.opening_cash]} />
      <AmountRow kind="grand" label="Closing cash" amounts={[data.closing_cash]} />
    </ReportTable>
  );
}

/** Account lines, each amount opening the account's general ledger for the period; a heading when given. */
function LinesGroup({ title, rows, period }: { title?: string; rows: CashFlowLine[]; period: DateRange }) {
  return (
    <>
      {title ? (
        <tr>
          <td colSpan={columns.length} className={subheading}>
            {title}
          </td>
        </tr>
      ) : null}
      {rows.map((row) => (
        <AmountRow
          key={row.ledger_account_id ?? row.name}
          label={<AccountLabel number={row.number} name={row.name} />}
          amounts={[
            row.ledger_account_id === null ? (
              row.amount
            ) : (
              <Amount
                key="amount"
                value={row.amount}
                to={generalLedgerPath(row.ledger_account_id, period)}
                linkTitle={`General ledger of ${row.number} ${row.name}`}
              />
            ),
          ]}
        />
      ))}
    </>
  );
}
