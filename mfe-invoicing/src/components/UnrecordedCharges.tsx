import type { UnrecordedCharge } from '@daftari/contracts';
import { formatDateMedium, formatMoney } from '@daftari/format';
import { AlertIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';

const panel = css({
  display: 'flex',
  gap: '3',
  p: '4',
  bg: 'warning.subtle',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'warning.border',
  borderRadius: 'lg',
  color: 'fg',
});
const icon = css({ color: 'warning.fg', flexShrink: '0', mt: '0.5' });
const title = css({ fontWeight: 'semibold' });
const hint = css({ fontSize: 'sm', color: 'fg.muted', mt: '1' });
const list = css({ listStyle: 'none', m: '0', p: '0', mt: '2', display: 'grid', gap: '1.5', fontSize: 'sm' });
const reference = css({ fontFamily: 'mono', fontSize: 'xs', color: 'fg.muted' });

/**
 * Paystack charges the invoice did not take (a different amount or currency than the checkout, or no balance
 * left for it): the customer paid, the books do not show it, so the owner must act.
 */
export function UnrecordedCharges({ charges }: { charges: UnrecordedCharge[] }) {
  if (charges.length === 0) return null;
  return (
    <section className={panel} aria-label="Unrecorded Paystack payments">
      <AlertIcon size={18} className={icon} aria-hidden="true" />
      <div>
        <p className={title}>
          {charges.length === 1
            ? 'A Paystack payment was not recorded on this invoice'
            : `${charges.length} Paystack payments were not recorded on this invoice`}
        </p>
        <p className={hint}>
          The customer was charged, but the payment did not match this invoice. Check it in your Paystack
          dashboard, then refund it or record it here by hand.
        </p>
        <ul className={list}>
          {charges.map((charge) => (
            <li key={charge.reference}>
              {formatMoney(charge.amount, charge.currency)}
              {charge.paid_at ? ` on ${formatDateMedium(charge.paid_at)}` : ''}: {charge.problem}{' '}
              <span className={reference}>({charge.reference})</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
