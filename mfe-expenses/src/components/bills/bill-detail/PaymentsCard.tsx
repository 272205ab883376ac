import type { Bill } from '@daftari/contracts';
import { formatDate, formatMoney } from '@daftari/format';
import { Card } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { methodLabel } from '../../../lib/bill-payments.ts';

const list = css({ display: 'flex', flexDirection: 'column' });
const item = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '4',
  py: '3',
  '&:not(:first-child)': { borderTopWidth: '1px', borderTopStyle: 'solid', borderColor: 'border.subtle' },
});
const muted = css({ fontSize: 'sm', color: 'fg.muted' });
const amount = css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** What has been paid on the bill, oldest first. */
export function PaymentsCard({ bill }: { bill: Bill }) {
  return (
    <Card title="Payments">
      {bill.payments.length === 0 ? (
        <p className={muted}>No payment recorded yet.</p>
      ) : (
        <ul className={list} aria-label="Payments">
          {bill.payments.map((payment) => (
            <li key={payment.id} className={item}>
              <div>
                <p>{formatDate(payment.paid_on)}</p>
                <p className={muted}>
                  {methodLabel(payment.method)}
                  {payment.reference ? ` · ${payment.reference}` : ''}
                </p>
              </div>
              <span className={amount}>{formatMoney(payment.amount, bill.currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
