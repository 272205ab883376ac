import { formatMoney } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';
import { useWatch } from 'react-hook-form';
import { type BillFormApi, billTotals } from '../../../lib/bill-form.ts';

const list = css({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'end',
  columnGap: '8',
  rowGap: '1.5',
  fontSize: 'sm',
  color: 'fg.muted',
  fontVariantNumeric: 'tabular-nums',
  '& dd': { textAlign: 'end' },
});
const grand = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg', pt: '1' });

/** The bill's totals as the lines stand, by the same exact arithmetic the API posts. */
export function BillTotals({ control, currency }: { control: BillFormApi['control']; currency: string }) {
  const lines = useWatch({ control, name: 'lines' });
  const totals = billTotals(lines ?? []);
  return (
    <dl aria-label="Totals" className={list}>
      <dt>Subtotal</dt>
      <dd>{formatMoney(totals.subtotal, currency)}</dd>
      {totals.discount !== 0 ? (
        <>
          <dt>Discount</dt>
          <dd>−{formatMoney(totals.discount, currency)}</dd>
        </>
      ) : null}
      <dt>VAT</dt>
      <dd>{formatMoney(totals.tax, currency)}</dd>
      <dt className={grand}>Total</dt>
      <dd className={grand} data-testid="bill-total">
        {formatMoney(totals.total, currency)}
      </dd>
    </dl>
  );
}
