import { formatMoney } from '@daftari/format';
import { css, cx } from '@daftari/ui/styled-system/css';
import type { AmountRow } from '../lib/amount-row.ts';

const list = css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'md' });
const row = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '4',
  '& dt': { color: 'fg.muted' },
  '& dd': { m: '0', textAlign: 'right', fontVariantNumeric: 'tabular-nums', color: 'fg' },
});
const totalRow = css({
  pt: '2',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border.subtle',
  fontWeight: 'semibold',
  '& dt': { color: 'fg' },
});

/** Labelled amounts in one currency, one a row, figures right-aligned; `label` names the list. */
export function AmountList({
  rows,
  currency,
  label,
}: {
  rows: AmountRow[];
  currency: string;
  label?: string;
}) {
  return (
    <dl className={list} aria-label={label}>
      {rows.map((shown) => (
        <div key={shown.label} className={cx(row, shown.total && totalRow)}>
          <dt>{shown.label}</dt>
          <dd>{formatMoney(shown.amount, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}
