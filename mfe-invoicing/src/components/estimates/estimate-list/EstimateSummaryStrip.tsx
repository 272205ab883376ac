import type { EstimateListSummary } from '@daftari/contracts';
import { formatMoney, formatPercent, pluralize } from '@daftari/format';
import { Skeleton } from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import { summaryCell, summaryLabel, summaryNote, summaryStrip, summaryValue } from '../../summary-styles.ts';

const strip = cx(summaryStrip, css({ gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' } }));
const cell = cx(
  summaryCell,
  css({
    '&:not(:first-child)': { borderLeftWidth: { sm: '1px' }, borderTopWidth: { base: '1px', sm: '0' } },
  }),
);

/**
 * Open (sent, waiting for the customer, not expired), accepted this month, and the conversion rate (won of
 * decided; a dash while nothing is decided), over every estimate however the list below is filtered.
 */
export function EstimateSummaryStrip({ summary }: { summary: EstimateListSummary }) {
  const { currency } = summary;
  const rate = summary.conversion_rate;
  return (
    <dl aria-label="Estimates summary" className={strip}>
      <div className={cell} data-testid="summary-open">
        <dt className={summaryLabel}>Open</dt>
        <dd className={summaryValue}>{formatMoney(summary.open_amount, currency)}</dd>
        <dd className={summaryNote}>
          {pluralize(summary.open_count, 'estimate')} awaiting an answer
          {summary.expired_count > 0 ? ` · ${summary.expired_count} expired` : ''}
        </dd>
      </div>
      <div className={cell} data-testid="summary-accepted">
        <dt className={summaryLabel}>Accepted this month</dt>
        <dd className={summaryValue}>{formatMoney(summary.accepted_this_month_amount, currency)}</dd>
        <dd className={summaryNote}>{pluralize(summary.accepted_this_month_count, 'estimate')}</dd>
      </div>
      <div className={cell} data-testid="summary-conversion">
        <dt className={summaryLabel}>Conversion rate</dt>
        <dd className={summaryValue}>{rate === null ? '—' : formatPercent(rate, 100)}</dd>
        <dd className={summaryNote}>
          {rate === null ? 'No estimate answered yet' : 'of answered estimates won'}
        </dd>
      </div>
    </dl>
  );
}

/** The strip's shape while loading. */
export function EstimateSummaryStripSkeleton() {
  return (
    <div className={strip} aria-hidden="true" data-testid="summary-skeleton">
      {[0, 1, 2].map((index) => (
        <div key={index} className={cell}>
          <Skeleton width="40%" height={10} />
          <Skeleton width="70%" height={20} />
          <Skeleton width="50%" height={10} />
        </div>
      ))}
    </div>
  );
}
