import { centsToNumber, formatMoney } from '@daftari/format';
import { css, cx } from '@daftari/ui/styled-system/css';
import type { CreditTotals } from '../../lib/credit-note-form.ts';

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  px: '4',
  py: '3',
  borderRadius: 'lg',
  bg: 'bg.subtle',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
});
const rows = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: '4' },
  '& dt': { color: 'fg.muted' },
  '& dd': { color: 'fg', textAlign: 'end' },
});
const invalidBox = css({ layerStyle: 'tinted.danger' });
const grand = css({ fontSize: 'md', fontWeight: 'semibold', '& dt, & dd': { color: 'fg' } });
const problemText = css({ color: 'danger', fontWeight: 'medium', fontSize: 'sm' });

export interface CreditNoteTotalsProps {
  /** null while a quantity or price is not a number. */
  totals: CreditTotals | null;
  leftCents: bigint;
  currency: string;
  /** What blocks saving this total, said under it. */
  problem: string | null;
}

/** The credit note's running totals, what the invoice has left to credit after it, and why it cannot be saved. */
export function CreditNoteTotals({ totals, leftCents, currency, problem }: CreditNoteTotalsProps) {
  const money = (amount: number) => formatMoney(amount, currency);
  const after = totals ? leftCents - totals.totalCents : null;
  return (
    <div className={cx(box, problem ? invalidBox : undefined)} aria-live="polite">
      <dl className={rows} aria-label="Credit note totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{totals ? money(totals.subtotal) : '—'}</dd>
        </div>
        {totals && totals.discount_total !== 0 ? (
          <div>
            <dt>Discount</dt>
            <dd>−{money(totals.discount_total)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Tax</dt>
          <dd>{totals ? money(totals.tax_total) : '—'}</dd>
        </div>
        <div className={grand}>
          <dt>Credit total</dt>
          <dd data-testid="credit-total">{totals ? money(totals.total) : '—'}</dd>
        </div>
        <div>
          <dt>Left to credit after this</dt>
          <dd data-testid="credit-left-after">
            {after !== null && after >= 0n ? money(centsToNumber(after)) : '—'}
          </dd>
        </div>
      </dl>
      {problem ? (
        <p role="alert" className={problemText}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
