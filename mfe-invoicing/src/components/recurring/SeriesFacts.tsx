import type { RecurringInvoice } from '@daftari/contracts';
import { DEFAULT_CURRENCY, formatDateMedium } from '@daftari/format';
import { Card } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';
import { endText, scheduleText } from '../../lib/recurring.ts';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' },
  columnGap: '6',
  rowGap: '4',
});
const label = css({ fontSize: 'xs', color: 'fg.subtle', fontWeight: 'medium' });
const value = css({ fontSize: 'md', color: 'fg', fontWeight: 'medium', mt: '0.5' });

function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div>
      <dt className={label}>{name}</dt>
      <dd className={value}>{children}</dd>
    </div>
  );
}

/** The series' schedule and what each invoice is like. */
export function SeriesFacts({ series }: { series: RecurringInvoice }) {
  return (
    <Card title="Schedule">
      <dl className={grid}>
        <Fact name="Repeats">{scheduleText(series)}</Fact>
        <Fact name="Next invoice">
          {series.next_issue_date ? formatDateMedium(series.next_issue_date) : 'None'}
        </Fact>
        <Fact name="First invoice">{formatDateMedium(series.start_date)}</Fact>
        <Fact name="Ends">{endText(series)}</Fact>
        <Fact name="Due">{series.due_days === 0 ? 'On receipt' : `${series.due_days} days after issue`}</Fact>
        <Fact name="Sending">{series.auto_send ? 'E-mailed when issued' : 'Kept as a draft'}</Fact>
        <Fact name="Currency">
          {series.currency === DEFAULT_CURRENCY
            ? series.currency
            : `${series.currency} · ${series.exchange_rate ? `${series.exchange_rate} ${DEFAULT_CURRENCY} per ${series.currency}` : 'the rate of each issue date'}`}
        </Fact>
        <Fact name="Missed periods">
          {series.missed_periods === 'create' ? 'Issued with their dates' : 'Skipped'}
        </Fact>
      </dl>
    </Card>
  );
}
