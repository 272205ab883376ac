import { formatMoney, quantityWithUnit } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';

const list = css({ listStyle: 'none', m: '0', p: '0' });
const line = css({
  py: '3',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border.subtle',
  _first: { pt: '0' },
});
const top = css({ display: 'flex', justifyContent: 'space-between', gap: '4', fontSize: 'md' });
const description = css({
  color: 'fg',
  fontWeight: 'medium',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});
const amount = css({ color: 'fg', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
const detail = css({ fontSize: 'sm', color: 'fg.muted', mt: '0.5', fontVariantNumeric: 'tabular-nums' });

/** A line of an invoice or an estimate as the customer reads it; `amount`: before tax and discount. */
export interface ShownLine {
  description: string;
  quantity: number;
  unit: string;
  unit_price: number;
  discount: number;
  tax_rate: number;
  amount: number;
}

/** '2 hours × KES 1,500.00 · 10% discount · 16% tax' */
function detailText(item: ShownLine, currency: string): string {
  const parts = [`${quantityWithUnit(item.quantity, item.unit)} × ${formatMoney(item.unit_price, currency)}`];
  if (item.discount > 0) parts.push(`${item.discount}% discount`);
  if (item.tax_rate > 0) parts.push(`${item.tax_rate}% tax`);
  return parts.join(' · ');
}

/** A document's lines, one under the other (they fit a phone): what, how many at what price, and amount. */
export function DocumentLines({ lines, currency }: { lines: ShownLine[]; currency: string }) {
  return (
    <ul className={list} aria-label="Items">
      {lines.map((item, index) => (
        // Lines are shown as they come and never reordered: their position is their identity.
        <li key={index} className={line}>
          <div className={top}>
            <span className={description}>{item.description}</span>
            <span className={amount}>{formatMoney(item.amount, currency)}</span>
          </div>
          <p className={detail}>{detailText(item, currency)}</p>
        </li>
      ))}
    </ul>
  );
}
