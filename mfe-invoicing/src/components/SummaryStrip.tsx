import type { InvoiceListSummary } from '@daftari/contracts';
import { formatMoney, percentOf, pluralize } from '@daftari/format';
import { Skeleton } from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import { summaryCell, summaryLabel, summaryNote, summaryStrip, summaryValue } from './summary-styles.ts';

// One column on a phone (an eight-figure amount would be cut off in two), two up to lg, then four.
const strip = cx(
  summaryStrip,
  css({ gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }),
);
const cell = cx(
  summaryCell,
  css({
    '&:not(:first-child)': { borderTopWidth: { smDown: '1px' }, borderLeftWidth: { lg: '1px' } },
    '&:nth-child(even)': { borderLeftWidth: { smToLg: '1px' } },
    '&:nth-child(n+3)': { borderTopWidth: { smToLg: '1px' } },
  }),
);
const label = summaryLabel;
const value = summaryValue;
const note = summaryNote;
const meter = css({
  flex: '1',
  maxW: '24',
  h: '1.5',
  borderRadius: 'full',
  bg: 'bg.muted',
  overflow: 'hidden',
});
const meterFill = css({ display: 'block', h: 'full', borderRadius: 'full' });
const paidFill = css({ bg: 'success.solid' });
const unpaidFill = css({ bg: 'warning.solid' });

function Meter({ percent, tone }: { percent: string; tone: 'paid' | 'unpaid' }) {
  const width = `${Math.min(100, Math.max(0, Number(percent)))}%`;
  return (
    <span className={meter} aria-hidden="true">
      <span className={cx(meterFill, tone === 'paid' ? paidFill : unpaidFill)} style={{ width }} />
    </span>
  );
}

/**
 * Total Amount with the invoice count, Paid and Unpaid with their share of the total (one decimal, 0.0
 * when the total is 0), and the Average. The summary covers every invoice matching the filter.
 */
export function SummaryStrip({ summary }: { summary: InvoiceListSummary }) {
  const { currency, total_amount: total } = summary;
  const paidPercent = percentOf(summary.total_paid, total);
  const unpaidPercent = percentOf(summary.total_unpaid, total);
  return (
    <section aria-label="Summary" className={strip}>
      <div className={cell} data-testid="summary-total">
        <span className={label}>Total Amount</span>
        <span className={value}>{formatMoney(total, currency)}</span>
        <span className={note}>{pluralize(summary.count, 'invoice')}</span>
      </div>
      <div className={cell} data-testid="summary-paid">
        <span className={label}>Paid</span>
        <span className={value}>{formatMoney(summary.total_paid, currency)}</span>
        <span className={note}>
          <span>{paidPercent}%</span>
          <Meter percent={paidPercent} tone="paid" />
        </span>
      </div>
      <div className={cell} data-testid="summary-unpaid">
        <span className={label}>Unpaid</span>
        <span className={value}>{formatMoney(summary.total_unpaid, currency)}</span>
        <span className={note}>
          <span>{unpaidPercent}%</span>
          <Meter percent={unpaidPercent} tone="unpaid" />
        </span>
      </div>
      <div className={cell} data-testid="summary-average">
        <span className={label}>Average</span>
        <span className={value}>{formatMoney(summary.average_amount, currency)}</span>
        <span className={note}>per invoice</span>
      </div>
    </section>
  );
}

/** The strip's shape while loading: four cells of placeholders. */
export function SummaryStripSkeleton() {
  return (
    <div className={strip} aria-hidden="true" data-testid="summary-skeleton">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className={cell}>
          <Skeleton width="40%" height={10} />
          <Skeleton width="70%" height={20} />
          <Skeleton width="30%" height={10} />
        </div>
      ))}
    </div>
  );
}
