import { formatDateMedium } from '@daftari/format';
import { useReport } from '../../api/reports.ts';
import { asOfLabel, startOfYearOf } from '../../lib/report-dates.ts';
import { generalLedgerPath } from '../../lib/report-links.ts';
import { Amount } from './Amount.tsx';
import { ReportHeading } from './ReportHeading.tsx';
import { ReportEmpty, ReportState } from './ReportState.tsx';
import { AccountLabel, AmountRow, ReportTable } from './ReportTable.tsx';

const columns = [{ label: 'Account' }, { label: 'Debit', numeric: true }, { label: 'Credit', numeric: true }];

/** Every account's balance on its own side; the two columns add up to the same total. */
export function TrialBalanceReport({ asOf, currency }: { asOf: string; currency: string }) {
  const query = useReport('trial_balance', { as_of: asOf });
  const ledger = { from: startOfYearOf(asOf), to: asOf };
  return (
    <ReportState query={query} failure="Failed to load the trial balance">
      {({ data }) => (
        <section aria-label="Trial balance">
          <ReportHeading title="Trial balance" dates={asOfLabel(data.as_of)} currency={currency} />
          {data.rows.length === 0 ? (
            <ReportEmpty
              title="No balances yet"
              description={`Nothing was posted to the ledger on or before ${formatDateMedium(data.as_of)}.`}
            />
          ) : (
            <ReportTable label="Trial balance" columns={columns}>
              {data.rows.map((row) => {
                const to = generalLedgerPath(row.ledger_account_id, ledger);
                const title = `General ledger of ${row.number} ${row.name}`;
                return (
                  <AmountRow
                    key={row.ledger_account_id}
                    label={<AccountLabel number={row.number} name={row.name} />}
                    amounts={[
                      <Amount key="debit" value={row.debit} blankZero to={to} linkTitle={title} />,
                      <Amount key="credit" value={row.credit} blankZero to={to} linkTitle={title} />,
                    ]}
                  />
                );
              })}
              <AmountRow kind="grand" label="Total" amounts={[data.totals.debit, data.totals.credit]} />
            </ReportTable>
          )}
        </section>
      )}
    </ReportState>
  );
}
