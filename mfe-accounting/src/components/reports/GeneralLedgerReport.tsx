import type { GeneralLedgerLine } from '@daftari/contracts';
import { formatDateMedium, pluralize } from '@daftari/format';
import { ListPager, TextLink } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';
import { useReport } from '../../api/reports.ts';
import { periodLabel } from '../../lib/report-dates.ts';
import { ledgerLineSourcePath } from '../../lib/report-links.ts';
import type { ReportParams } from '../../lib/report-params.ts';
import { Amount } from './Amount.tsx';
import { ReportHeading } from './ReportHeading.tsx';
import { ReportEmpty, ReportState } from './ReportState.tsx';
import { ReportTable } from './ReportTable.tsx';

const columns = [
  { label: 'Date' },
  { label: 'Description', minWidth: '11rem' },
  { label: 'Debit', numeric: true },
  { label: 'Credit', numeric: true },
  { label: 'Balance', numeric: true },
];

const figures = css({ display: 'flex', flexWrap: 'wrap', gap: '2 8', mb: '3', fontSize: 'sm' });
const figureLabel = css({ color: 'fg.muted' });
const figureValue = css({ fontWeight: 'semibold', fontSize: 'md', fontVariantNumeric: 'tabular-nums' });
const nowrap = css({ whiteSpace: 'nowrap' });
const entryNumber = css({ display: 'block', textStyle: 'caption', color: 'fg.subtle' });

/** 'opening_balance' as 'Opening balance': what a line without a description says it is. */
const sourceText = (type: GeneralLedgerLine['source_type']) => {
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface GeneralLedgerProps {
  params: ReportParams;
  search: Record<string, string> | null;
  currency: string;
  onChange: (change: Partial<ReportParams>) => void;
}

/**
 * Every line posted to one account in the period, oldest first, a page at a time: the balance it opened
 * with, each line's running balance and the one it closed with. Each line opens the document behind it.
 */
export function GeneralLedgerReport({ params, search, currency, onChange }: GeneralLedgerProps) {
  const query = useReport('general_ledger', search);
  if (search === null) {
    return (
      <ReportEmpty
        title="Choose an account"
        description="Pick an account above to see every line posted to it, with its running balance."
      />
    );
  }
  return (
    <ReportState query={query} failure="Failed to load the general ledger">
      {({ data, meta }) => {
        const firstPage = meta.current_page <= 1;
        const lastPage = meta.current_page >= meta.total_pages;
        return (
          <section aria-label="General ledger">
            <ReportHeading
              title={`General ledger · ${data.account.number} ${data.account.name}`}
              dates={periodLabel(data)}
              currency={currency}
            />
            <dl className={figures}>
              <Figure label="Opening balance" value={data.opening_balance} currency={currency} />
              <Figure label="Closing balance" value={data.closing_balance} currency={currency} />
            </dl>
            {meta.total_count === 0 ? (
              <ReportEmpty
                title="No transactions in this period"
                description="Nothing was posted to this account between these dates."
              />
            ) : (
              <ReportTable
                label="General ledger"
                columns={columns}
                footer={
                  <ListPager
                    meta={meta}
                    params={params}
                    onChange={onChange}
                    disabled={query.isPlaceholderData}
                    summary={pluralize(meta.total_count, 'line')}
                  />
                }
              >
                {firstPage ? <BalanceRow label="Opening balance" value={data.opening_balance} /> : null}
                {data.lines.map((line, index) => (
                  <tr key={`${line.journal_entry_id}-${index}`}>
                    <td className={nowrap}>
                      {formatDateMedium(line.date)}
                      <span className={entryNumber}>{line.number}</span>
                    </td>
                    <td>
                      <TextLink to={ledgerLineSourcePath(line, data.account.id)}>
                        {line.description ?? sourceText(line.source_type)}
                      </TextLink>
                    </td>
                    <td data-numeric="">
                      <Amount value={line.debit} blankZero />
                    </td>
                    <td data-numeric="">
                      <Amount value={line.credit} blankZero />
                    </td>
                    <td data-numeric="">
                      <Amount value={line.balance} />
                    </td>
                  </tr>
                ))}
                {lastPage ? <BalanceRow label="Closing balance" value={data.closing_balance} /> : null}
              </ReportTable>
            )}
          </section>
        );
      }}
    </ReportState>
  );
}

function BalanceRow({ label, value }: { label: ReactNode; value: number }) {
  return (
    <tr data-kind="total">
      <td colSpan={4}>{label}</td>
      <td data-numeric="">
        <Amount value={value} />
      </td>
    </tr>
  );
}

function Figure({ label, value, currency }: { label: string; value: number; currency: string }) {
  return (
    <div>
      <dt className={figureLabel}>{label}</dt>
      <dd className={figureValue}>
        <Amount value={value} currency={currency} />
      </dd>
    </div>
  );
}
