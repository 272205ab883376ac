import type { RecurringInvoice } from '@daftari/contracts';
import {
  centsToNumber,
  convertCents,
  DEFAULT_CURRENCY,
  formatMoney,
  lineCents,
  toRateMicros,
} from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';

const list = css({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'end',
  columnGap: '6',
  rowGap: '1',
  px: { base: '4', md: '5' },
  py: '3',
  fontSize: 'sm',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border',
});
const term = css({ color: 'fg.muted' });
const amount = css({ textAlign: 'right', fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' });
const note = css({ display: 'block', color: 'fg.muted', fontSize: 'xs', fontWeight: 'normal' });

/**
 * What each invoice of the series comes to, in its currency (the line-amount module's total of its lines)
 * and, in another currency than the books', in theirs: at the series' own rate, rounded once as the invoice
 * will be, or at the rate table's rate of each issue date.
 */
export function SeriesTotal({ series }: { series: RecurringInvoice }) {
  const total = series.items.reduce((sum, item) => sum + lineCents(item).total, 0n);
  const rate = series.exchange_rate ?? null;
  return (
    <dl className={list} aria-label="Each invoice">
      <dt className={term}>Each invoice</dt>
      <dd className={amount} data-testid="series-total">
        {formatMoney(centsToNumber(total), series.currency)}
      </dd>
      {series.currency === DEFAULT_CURRENCY ? null : (
        <>
          <dt className={term}>In {DEFAULT_CURRENCY}</dt>
          <dd className={amount} data-testid="series-in-books">
            {rate === null ? (
              <span className={note}>at the rate of each issue date</span>
            ) : (
              <>
                {formatMoney(centsToNumber(convertCents(total, toRateMicros(rate))), DEFAULT_CURRENCY)}
                <span className={note}>
                  at {rate} {DEFAULT_CURRENCY} per {series.currency}
                </span>
              </>
            )}
          </dd>
        </>
      )}
    </dl>
  );
}
