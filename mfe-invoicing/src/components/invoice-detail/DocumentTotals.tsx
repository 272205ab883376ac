import type { Invoice } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';

const totals = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  fontSize: 'md',
  fontVariantNumeric: 'tabular-nums',
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: '6' },
  '& dt': { color: 'fg.muted' },
  '& dd': { textAlign: 'end', color: 'fg' },
});
const grandTotal = css({
  pt: '3',
  mt: '1',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border',
  fontSize: 'lg',
  fontWeight: 'semibold',
  '& dt, & dd': { color: 'fg' },
});

/** Subtotal, discount (shown as a deduction), tax and total, in the document's currency (an invoice's or an estimate's). */
export function DocumentTotals({
  invoice,
}: {
  invoice: Pick<Invoice, 'currency' | 'subtotal' | 'discount_total' | 'tax_total' | 'total'>;
}) {
  const { currency } = invoice;
  return (
    <dl className={totals} aria-label="Totals">
      <div>
        <dt>Subtotal</dt>
        <dd data-testid="total-subtotal">{formatMoney(invoice.subtotal, currency)}</dd>
      </div>
      <div>
        <dt>Discount</dt>
        <dd data-testid="total-discount">
          {invoice.discount_total > 0 ? '−' : ''}
          {formatMoney(invoice.discount_total, currency)}
        </dd>
      </div>
      <div>
        <dt>Tax</dt>
        <dd data-testid="total-tax">{formatMoney(invoice.tax_total, currency)}</dd>
      </div>
      <div className={grandTotal}>
        <dt>Total</dt>
        <dd data-testid="total-total">{formatMoney(invoice.total, currency)}</dd>
      </div>
    </dl>
  );
}
