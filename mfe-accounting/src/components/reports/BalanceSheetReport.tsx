import type { BalanceSheet } from '@daftari/contracts';
import { centsToNumber, formatDateMedium, toCents } from '@daftari/format';
import { useReport } from '../../api/reports.ts';
import { asOfLabel, type DateRange, startOfYearOf } from '../../lib/report-dates.ts';
import { generalLedgerPath } from '../../lib/report-links.ts';
import { Amount } from './Amount.tsx';
import { ReportHeading } from './ReportHeading.tsx';
import { ReportEmpty, ReportState } from './ReportState.tsx';
import { AccountLabel, AmountRow, ReportTable, SectionRow } from './ReportTable.tsx';

type BalanceRow = BalanceSheet['assets'][number];

const columns = [{ label: 'Account' }, { label: 'Balance', numeric: true }];

/** What the business owns, owes and is worth on one day; assets equal liabilities plus equity. */
export function BalanceSheetReport({ asOf, currency }: { asOf: string; currency: string }) {
  const query = useReport('balance_sheet', { as_of: asOf });
  const ledger = { from: startOfYearOf(asOf), to: asOf };
  return (
    <ReportState query={query} failure="Failed to load the balance sheet">
      {({ data }) => {
        const rows = [...data.assets, ...data.liabilities, ...data.equity];
        const liabilitiesAndEquity = centsToNumber(
          toCents(data.total_liabilities) + toCents(data.total_equity),
        );
        const section = (title: string, sectionRows: BalanceRow[], total: number) => [
          <SectionRow key={title} title={title} span={2} />,
          ...sectionRows.map((row) => (
            <BalanceAccountRow
              key={`${title}-${row.ledger_account_id ?? row.name}`}
              row={row}
              ledger={ledger}
            />
          )),
          <AmountRow
            key={`${title}-total`}
            kind="total"
            label={`Total ${title.toLowerCase()}`}
            amounts={[total]}
          />,
        ];
        return (
          <section aria-label="Balance sheet">
            <ReportHeading title="Balance sheet" dates={asOfLabel(data.as_of)} currency={currency} />
            {rows.every((row) => row.amount === 0) ? (
              <ReportEmpty
                title="Nothing on the balance sheet yet"
                description={`No balances on ${formatDateMedium(data.as_of)}.`}
              />
            ) : (
              <ReportTable label="Balance sheet" columns={columns}>
                {section('Assets', data.assets, data.total_assets)}
                {section('Liabilities', data.liabilities, data.total_liabilities)}
                {section('Equity', data.equity, data.total_equity)}
                <AmountRow
                  kind="grand"
                  label="Total liabilities and equity"
                  amounts={[liabilitiesAndEquity]}
                />
              </ReportTable>
            )}
          </section>
        );
      }}
    </ReportState>
  );
}

/** An account's balance opens its general ledger; the year's earnings (no account of their own) do not. */
function BalanceAccountRow({ row, ledger }: { row: BalanceRow; ledger: DateRange }) {
  const to = row.ledger_account_id === null ? undefined : generalLedgerPath(row.ledger_account_id, ledger);
  return (
    <AmountRow
      label={<AccountLabel number={row.number} name={row.name} />}
      amounts={[
        <Amount
          key="amount"
          value={row.amount}
          to={to}
          linkTitle={`General ledger of ${row.number} ${row.name}`}
        />,
      ]}
    />
  );
}
