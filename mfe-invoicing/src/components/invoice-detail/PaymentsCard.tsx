import { type Invoice, paymentMethodLabel } from '@daftari/contracts';
import { formatDateMedium, formatMoney } from '@daftari/format';
import { Button, Card, WalletIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';

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
const none = css({ fontSize: 'sm', color: 'fg.muted', py: '2' });

/** The payments received, and 'Record payment' while a balance is due. */
export function PaymentsCard({ invoice, onRecord }: { invoice: Invoice; onRecord: () => void }) {
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
                  {[paymentMethodLabel(entry), entry.reference].filter(Boolean).join(' · ')}
                </div>
              </div>
              <div className={meta}>{formatDateMedium(entry.paid_on)}</div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
