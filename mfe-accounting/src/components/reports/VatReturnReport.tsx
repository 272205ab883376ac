import { messageOf } from '@daftari/api-client';
import type { VatReturn, VatReturnCategory, VatSchedule } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import { Badge, Button, DownloadIcon, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useDownloadReport, useReport } from '../../api/reports.ts';
import { monthLong } from '../../lib/months.ts';
import { Amount } from './Amount.tsx';
import { ReportHeading } from './ReportHeading.tsx';
import { ReportState } from './ReportState.tsx';
import { AmountRow, ReportTable } from './ReportTable.tsx';

const categoryLabels: Record<VatReturnCategory, string> = {
  standard: 'Standard 16%',
  other: 'Other rate 8%',
  zero_rated: 'Zero-rated',
  exempt: 'Exempt',
};

const stack = css({ display: 'grid', gap: '6' });
const sectionHead = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  mb: '2',
});
const sectionTitle = css({ textStyle: 'heading.sm', color: 'fg' });
const muted = css({ color: 'fg.muted' });
const nowrap = css({ whiteSpace: 'nowrap' });

const scheduleTitles: Record<VatSchedule, string> = {
  sales: 'Sales (output VAT)',
  purchases: 'Purchases (input VAT)',
};

const scheduleColumns = (schedule: VatSchedule) => [
  { label: 'Invoice', minWidth: '8rem' },
  { label: schedule === 'sales' ? 'Customer' : 'Supplier', minWidth: '10rem' },
  { label: 'KRA PIN' },
  { label: 'Date' },
  { label: 'Category', minWidth: '10rem' },
  { label: 'Taxable value', numeric: true },
  { label: 'VAT', numeric: true },
];

const totalColumns = [
  { label: 'Category' },
  { label: 'Sales taxable', numeric: true },
  { label: 'Output VAT', numeric: true },
  { label: 'Purchases taxable', numeric: true },
  { label: 'Input VAT', numeric: true },
];

/** Whether each schedule's VAT equals its VAT account's movement in the ledger (2100 sales, 1400 purchases). */
function LedgerCheck({ check }: { check: VatReturn['ledger_check'] }) {
  const equal = check.output.equal && check.input.equal;
  return (
    <Badge
      tone={equal ? 'green' : 'red'}
      title={`Output VAT: ledger ${check.output.ledger}, schedule ${check.output.schedule}. Input VAT: ledger ${check.input.ledger}, schedule ${check.input.schedule}.`}
    >
      {equal ? 'Matches the ledger' : 'Differs from the ledger'}
    </Badge>
  );
}

/** One schedule's CSV, as KRA's VAT3 sheets lay it out. */
function DownloadSchedule({ month, schedule }: { month: string; schedule: VatSchedule }) {
  const download = useDownloadReport();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={download.isPending}
      loading={download.isPending}
      loadingText="Downloading…"
      aria-label={`Download ${schedule} CSV`}
      onClick={() =>
        download.mutate(
          {
            kind: 'vat_return',
            search: { month, schedule },
            format: 'csv',
            fileName: `vat-return-${schedule}-${month}`,
          },
          { onError: (error) => toastError('Could not download the schedule', messageOf(error, '')) },
        )
      }
    >
      <DownloadIcon /> CSV
    </Button>
  );
}

function Schedule({ data, schedule }: { data: VatReturn; schedule: VatSchedule }) {
  const rows = data[schedule];
  return (
    <section aria-label={scheduleTitles[schedule]}>
      <div className={sectionHead}>
        <h3 className={sectionTitle}>{scheduleTitles[schedule]}</h3>
        <DownloadSchedule month={data.month} schedule={schedule} />
      </div>
      {rows.length === 0 ? (
        <p className={muted}>Nothing this month.</p>
      ) : (
        <ReportTable label={scheduleTitles[schedule]} columns={scheduleColumns(schedule)}>
          {rows.map((row) => (
            <tr key={`${row.document_type}-${row.document_id}-${row.category}`}>
              <td>
                {row.invoice_number || '–'}
                {row.cu_invoice_number ? <div className={muted}>CU {row.cu_invoice_number}</div> : null}
                {row.original_invoice_number ? (
                  <div className={muted}>Credits {row.original_invoice_number}</div>
                ) : null}
              </td>
              <td>{row.name || '–'}</td>
              <td className={nowrap}>{row.pin ?? '–'}</td>
              <td className={nowrap}>{formatDateMedium(row.date)}</td>
              <td>
                <span className={nowrap}>{categoryLabels[row.category]}</span>
                {row.description ? <div className={muted}>{row.description}</div> : null}
              </td>
              <td data-numeric="">
                <Amount value={row.taxable} />
              </td>
              <td data-numeric="">
                <Amount value={row.vat} />
              </td>
            </tr>
          ))}
        </ReportTable>
      )}
    </section>
  );
}

/**
 * The schedules of KRA's VAT3 return for a month: totals by category, output and input VAT and the net due,
 * whether they match the ledger, then the sales and the purchases, each downloadable as CSV.
 */
export function VatReturnReport({ month, currency }: { month: string; currency: string }) {
  const query = useReport('vat_return', { month });
  return (
    <ReportState query={query} failure="Failed to load the VAT return">
      {({ data }) => (
        <div className={stack}>
          <section aria-label="VAT return totals">
            <ReportHeading title="VAT return" dates={monthLong(data.month)} currency={currency}>
              <LedgerCheck check={data.ledger_check} />
            </ReportHeading>
            <ReportTable label="VAT return totals" columns={totalColumns}>
              {data.sales_totals.map((sales, index) => {
                const purchases = data.purchases_totals[index];
                return (
                  <AmountRow
                    key={sales.category}
                    label={categoryLabels[sales.category]}
                    amounts={[sales.taxable, sales.vat, purchases?.taxable ?? 0, purchases?.vat ?? 0]}
                  />
                );
              })}
              <AmountRow kind="total" label="Total" amounts={['', data.output_vat, '', data.input_vat]} />
              <AmountRow
                kind="grand"
                label="Net VAT due"
                amounts={['', '', '', <Amount key="net" value={data.net_vat_due} />]}
              />
            </ReportTable>
          </section>
          <Schedule data={data} schedule="sales" />
          <Schedule data={data} schedule="purchases" />
        </div>
      )}
    </ReportState>
  );
}
