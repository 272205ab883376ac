import { formatMoney } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';

const amount = css({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  '&[data-sign=in]': { color: 'success.fg' },
  '&[data-sign=out]': { color: 'fg' },
});

/** An amount to the cent; `signed` shows money in green with a plus and money out with its minus. */
export function Money({
  value,
  currency,
  signed = false,
}: {
  value: number;
  currency: string;
  signed?: boolean;
}) {
  const sign = !signed || value === 0 ? undefined : value > 0 ? 'in' : 'out';
  return (
    <span className={amount} data-sign={sign}>
      {sign === 'in' ? '+' : ''}
      {formatMoney(value, currency)}
    </span>
  );
}
