import { errorMessage } from '@daftari/api-client';
import { type Invoice, type Payment, paymentMethodLabel } from '@daftari/contracts';
import { formatDateMedium, formatMoney } from '@daftari/format';
import { Button, Card, DownloadIcon, toast, WalletIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';
import { useDownloadPaymentReceipt } from '../../api/invoices.ts';

const list = css({ display: 'flex', flexDirection: 'column', listStyle: 'none', m: '0', p: '0' });
const entryRow = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '3',
  py: '2.5',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border.subtle',
  _last: { borderBottomWidth: '0' },
});
const amount = css({ fontWeight: 'medium', color: 'fg', fontVariantNumeric: 'tabular-nums' });
const meta = css({ fontSize: 'sm', color: 'fg.subtle' });
const side = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '1' });
const none = css({ fontSize: 'sm', color: 'fg.muted', py: '2' });

/** The payments received, each with its receipt, and 'Record payment' while a balance is due. */
export function PaymentsCard({ invoice, onRecord }: { invoice: Invoice; onRecord: () => void }) {
  const receipt = useDownloadPaymentReceipt(invoice);
  const download = (payment: Payment) =>
    receipt.mutate(payment, {
      onError: (error) =>
        toast.error('The receipt could not be downloaded', {
          description: errorMessage(error, 'Please try again.'),
        }),
    });
  return (
    <Card
      title="Payments"
      actions={
        invoice.balance > 0 ? (
          <Allowed route="POST /api/invoices/:id/payments">
            <Button variant="outline" size="sm" onClick={onRecord}>
              <WalletIcon />
              Record payment
            </Button>
          </Allowed>
        ) : null
      }
    >
      {invoice.payments.length === 0 ? (
        <p className={none}>No payments yet.</p>
      ) : (
        <ul className={list} aria-label="Payments">
          {invoice.payments.map((entry) => (
            <li key={entry.id} className={entryRow}>
              <div>
                <div className={amount}>{formatMoney(entry.amount, invoice.currency)}</div>
                <div className={meta}>
                  {[entry.receipt_number, paymentMethodLabel(entry), entry.reference]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
              </div>
              <div className={side}>
                <div className={meta}>{formatDateMedium(entry.paid_on)}</div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => download(entry)}
                  loading={receipt.isPending && receipt.variables?.id === entry.id}
                  aria-label={`Receipt ${entry.receipt_number} for the payment of ${formatMoney(entry.amount, invoice.currency)} on ${formatDateMedium(entry.paid_on)}`}
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
