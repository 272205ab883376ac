import type { VAT_REPORT_RATES, VatReport as VatReportData } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { useLedgerAccounts, useReport } from '../../api/reports.ts';
import { type DateRange, periodLabel } from '../../lib/report-dates.ts';
import { generalLedgerPath } from '../../lib/report-links.ts';
import { Amount } from './Amount.tsx';
import { ReportHeading } from './ReportHeading.tsx';
import { ReportEmpty, ReportState } from './ReportState.tsx';
import { AmountRow, ReportTable, SectionRow } from './ReportTable.tsx';

type VatRow = VatReportData['output'][number];

const rateLabels: Record<(typeof VAT_REPORT_RATES)[number], string> = {
  '16': 'Standard 16%',
  '8': 'Reduced 8%',
  '0': 'Zero-rated 0%',
  exempt: 'Exempt',
  other: 'Other',
};

const columns = [
  { label: 'VAT rate' },
  { label: 'Taxable amount', numeric: true },
  { label: 'VAT', numeric: true },
];

const sumOf = (rows: VatRow[]) => centsToNumber(rows.reduce((sum, row) => sum + toCents(row.taxable), 0n));

/**
 * VAT charged on sales (output, account 2100) and paid on purchases (input, 1400) by rate, and the net VAT
 * payable to KRA (below zero: a refund due). Each VAT total opens its account's general ledger.
 */
export function VatReport({ search, currency }: { search: Record<string, string>; currency: string }) {
  const query = useReport('vat', search);
  const accounts = useLedgerAccounts().data;
  const ledgerOf = (number: string, period: DateRange) => {
    const account = accounts?.find((candidate) => candidate.number === number);
    return account && generalLedgerPath(account.id, period);
  };
  return (
    <ReportState query={query} failure="Failed to load the VAT report">
      {({ data }) => {
        const period = { from: data.from, to: data.to };
        const section = (title: string, total: string, rows: VatRow[], tax: number, account: string) => [
          <SectionRow key={title} title={title} span={3} />,
          ...rows.map((row) => (
            <AmountRow
              key={`${title}-${row.rate}`}
              label={rateLabels[row.rate]}
              amounts={[row.taxable, row.tax].map((amount, index) => (
                <Amount key={index} value={amount} blankZero />
              ))}
            />
          )),
          <AmountRow
            key={`${title}-total`}
            kind="total"
            label={total}
            amounts={[
              sumOf(rows),
              <Amount
                key="tax"
                value={tax}
                to={ledgerOf(account, period)}
                linkTitle={`General ledger of ${account}`}
              />,
            ]}
          />,
        ];
        const nothing = [...data.output, ...data.input].every((row) => row.taxable === 0 && row.tax === 0);
        return (
          <section aria-label="VAT">
            <ReportHeading title="VAT" dates={periodLabel(period)} currency={currency} />
            {nothing ? (
              <ReportEmpty
                title="No VAT in this period"
                description="No sales or purchases between these dates. Try another period."
              />
            ) : (
              <ReportTable label="VAT" columns={columns}>
                {section('Output VAT (sales)', 'Total output VAT', data.output, data.output_tax, '2100')}
                {section('Input VAT (purchases)', 'Total input VAT', data.input, data.input_tax, '1400')}
                <AmountRow kind="grand" label="Net VAT payable" amounts={['', data.net_payable]} />
              </ReportTable>
            )}
          </section>
        );
      }}
    </ReportState>
  );
}
