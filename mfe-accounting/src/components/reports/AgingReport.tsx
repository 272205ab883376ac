import { AGING_BUCKETS, type Aging, areaPath } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import { TextLink } from '@daftari/ui';
import { useChartAccounts } from '../../api/ledger-accounts.ts';
import { useReport } from '../../api/reports.ts';
import { asOfLabel, startOfYearOf } from '../../lib/report-dates.ts';
import { contactInvoicesPath, generalLedgerPath } from '../../lib/report-links.ts';
import { Amount } from './Amount.tsx';
import { ReportHeading } from './ReportHeading.tsx';
import { ReportEmpty, ReportState } from './ReportState.tsx';
import { AmountRow, ReportTable } from './ReportTable.tsx';

type Side = 'receivables_aging' | 'payables_aging';

const sides = {
  receivables_aging: {
    title: 'Receivables aging',
    controlAccount: '1200',
    empty: 'Nobody owes you money',
    emptyText: 'No unpaid invoices',
  },
  payables_aging: {
    title: 'Payables aging',
    controlAccount: '2000',
    empty: 'You owe nothing',
    emptyText: 'No unpaid bills',
  },
} as const;

const columns = [
  { label: 'Contact', minWidth: '9rem' },
  { label: 'Current', numeric: true },
  { label: '1–30 days', numeric: true },
  { label: '31–60 days', numeric: true },
  { label: '61–90 days', numeric: true },
  { label: 'Over 90 days', numeric: true },
  { label: 'Total', numeric: true },
];

interface AgingReportProps {
  side: Side;
  asOf: string;
  /** The books' currency. */
  currency: string;
  /** One currency's items in its amounts ('' for every item, in the books' currency). */
  only: string;
}

/**
 * What each contact owes (receivables) or is owed (payables), by days past due, of every item in the books'
 * currency or of one currency's items in its own. A customer opens their invoices, a supplier their contact
 * page; each total opens the control account's general ledger.
 */
export function AgingReport({ side, asOf, currency, only }: AgingReportProps) {
  const query = useReport(side, { as_of: asOf, ...(only ? { currency: only } : {}) });
  const { title, controlAccount, empty, emptyText } = sides[side];
  const control = useChartAccounts(true).data?.find((account) => account.number === controlAccount);
  const ledgerPath = control && generalLedgerPath(control.id, { from: startOfYearOf(asOf), to: asOf });
  const contactPath = (contactId: number) =>
    side === 'receivables_aging' ? contactInvoicesPath(contactId) : areaPath('contacts', contactId);
  const buckets = (row: Aging['totals']) => AGING_BUCKETS.map((bucket) => row[bucket]);
  return (
    <ReportState query={query} failure={`Failed to load the ${title.toLowerCase()}`}>
      {({ data }) => (
        <section aria-label={title}>
          <ReportHeading title={title} dates={asOfLabel(data.as_of)} currency={data.currency ?? currency} />
          {data.rows.length === 0 ? (
            <ReportEmpty
              title={empty}
              description={`${emptyText}${only ? ` in ${only}` : ''} on ${formatDateMedium(data.as_of)}.`}
            />
          ) : (
            <ReportTable label={title} columns={columns}>
              {data.rows.map((row) => (
                <AmountRow
                  key={row.contact_id ?? `none-${row.contact_name}`}
                  label={
                    row.contact_id === null ? (
                      row.contact_name
                    ) : (
                      <TextLink to={contactPath(row.contact_id)}>{row.contact_name}</TextLink>
                    )
                  }
                  amounts={[
                    ...buckets(row).map((amount, index) => (
                      <Amount key={AGING_BUCKETS[index]} value={amount} blankZero />
                    )),
                    <Amount
                      key="total"
                      value={row.total}
                      to={ledgerPath}
                      linkTitle={control && `General ledger of ${control.number} ${control.name}`}
                    />,
                  ]}
                />
              ))}
              <AmountRow
                kind="grand"
                label="Total"
                amounts={[
                  ...buckets(data.totals).map((amount, index) => (
                    <Amount key={AGING_BUCKETS[index]} value={amount} blankZero />
                  )),
                  data.totals.total,
                ]}
              />
            </ReportTable>
          )}
        </section>
      )}
    </ReportState>
  );
}
