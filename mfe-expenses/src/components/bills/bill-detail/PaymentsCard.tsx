import { errorMessage } from '@daftari/api-client';
import type { Bill } from '@daftari/contracts';
import { formatDate, formatMoney } from '@daftari/format';
import { Button, Card, DownloadIcon, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useDownloadPaymentAdvice } from '../../../api/bills.ts';
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
const side = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '1' });

/** What has been paid on the bill, oldest first, each with its payment advice for the supplier. */
export function PaymentsCard({ bill }: { bill: Bill }) {
  const advice = useDownloadPaymentAdvice(bill);
  const download = (paymentId: number) =>
    advice.mutate(paymentId, {
      onError: (error) =>
        toast.error('The payment advice could not be downloaded', {
          description: errorMessage(error, 'Please try again.'),
        }),
    });
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
              <div className={side}>
                <span className={amount}>{formatMoney(payment.amount, bill.currency)}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => download(payment.id)}
                  loading={advice.isPending && advice.variables === payment.id}
                  aria-label={`Receipt for the payment of ${formatMoney(payment.amount, bill.currency)} on ${formatDate(payment.paid_on)}`}
                >
                  <DownloadIcon />
                  Receipt
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
