import { centsToNumber, formatMoney } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';
import type { EntryBalance } from '../../lib/entry-form.ts';

const line = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
});
const label = css({ color: 'fg.muted', mr: '1' });
const off = css({ color: 'danger', fontWeight: 'semibold' });
const even = css({ color: 'success', fontWeight: 'semibold' });

const money = (cents: bigint, currency: string | undefined) => formatMoney(centsToNumber(cents), currency);

/** Debits, credits and what is left to balance, exact to the cent; announced as it changes. */
export function EntryBalanceLine({
  balance,
  currency,
}: {
  balance: EntryBalance;
  currency: string | undefined;
}) {
  const { debits, credits, difference } = balance;
  const magnitude = difference < 0n ? -difference : difference;
  return (
    <p className={line} aria-live="polite">
      <span>
        <span className={label}>Debits</span>
        {money(debits, currency)}
      </span>
      <span>
        <span className={label}>Credits</span>
        {money(credits, currency)}
      </span>
      <span data-testid="entry-difference" className={difference === 0n ? even : off}>
        <span className={label}>Difference</span>
        {money(magnitude, currency)}
        {difference === 0n ? ' (balanced)' : difference > 0n ? ' more debits' : ' more credits'}
      </span>
    </p>
  );
}
