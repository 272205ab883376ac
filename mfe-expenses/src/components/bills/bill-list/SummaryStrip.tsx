import type { BillListSummary } from '@daftari/contracts';
import { centsToNumber, formatMoney, toCents, toIsoDate } from '@daftari/format';
import { Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { addDays } from 'date-fns';
import { useBills } from '../../../api/bills.ts';

const strip = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' },
  layerStyle: 'surface',
  borderRadius: 'xl',
  overflow: 'hidden',
});
const cell = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  px: '5',
  py: '4',
  minW: '0',
  borderColor: 'border.subtle',
  borderStyle: 'solid',
  borderWidth: '0',
  '&:not(:first-child)': { borderLeftWidth: { sm: '1px' }, borderTopWidth: { base: '1px', sm: '0' } },
});
const label = css({ textStyle: 'label', color: 'fg.muted' });
const value = css({
  fontSize: { base: 'lg', lg: 'xl' },
  fontWeight: 'semibold',
  letterSpacing: '-0.01em',
  color: 'fg',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '&[data-tone=danger]': { color: 'danger.fg' },
});

/**
 * What the business owes across every bill (`all`, the summary of the unfiltered list), however the list
 * below is filtered: to pay, of which overdue, and what falls due in the next seven days (today included,
 * overdue not).
 */
export function SummaryStrip({ all, today = new Date() }: { all: BillListSummary; today?: Date }) {
  const soon = useBills({ page: 1, per_page: 1, status: 'open', due_before: toIsoDate(addDays(today, 7)) });
  if (!soon.data) return <SummaryStripSkeleton />;
  const { currency, total_unpaid: toPay, overdue_amount: overdue } = all;
  const dueThisWeek = centsToNumber(
    toCents(soon.data.summary.total_unpaid) - toCents(soon.data.summary.overdue_amount),
  );
  return (
    <dl aria-label="What you owe" className={strip}>
      <div className={cell}>
        <dt className={label}>To pay</dt>
        <dd className={value}>{formatMoney(toPay, currency)}</dd>
      </div>
      <div className={cell}>
        <dt className={label}>Of which overdue</dt>
        <dd className={value} data-tone={overdue > 0 ? 'danger' : undefined}>
          {formatMoney(overdue, currency)}
        </dd>
      </div>
      <div className={cell}>
        <dt className={label}>Due this week</dt>
        <dd className={value}>{formatMoney(dueThisWeek, currency)}</dd>
      </div>
    </dl>
  );
}

export function SummaryStripSkeleton() {
  return (
    <div className={strip} aria-hidden="true" data-testid="summary-skeleton">
      {[0, 1, 2].map((index) => (
        <div key={index} className={cell}>
          <Skeleton width="40%" height={10} />
          <Skeleton width="60%" height={22} />
        </div>
      ))}
    </div>
  );
}
