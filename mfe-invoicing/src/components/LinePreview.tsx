import { formatMoney } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';
import type { previewLine } from '../lib/item-form.ts';

const preview = css({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '4',
  px: '4',
  py: '3',
  borderRadius: 'lg',
  bg: 'accent.subtle',
  color: 'accent.fg',
  fontVariantNumeric: 'tabular-nums',
});
const previewLabel = css({ fontSize: 'sm', fontWeight: 'medium' });
const previewBreakdown = css({ fontSize: 'xs', color: 'fg.muted', mt: '0.5' });
const previewTotal = css({ fontSize: 'lg', fontWeight: 'semibold', whiteSpace: 'nowrap' });

export interface LinePreviewProps {
  /** The line's amounts, or null while a field is not a valid number yet. */
  line: ReturnType<typeof previewLine>;
  currency: string;
}

/** The item dialog's live line total, with the discount and tax that make it up. */
export function LinePreview({ line, currency }: LinePreviewProps) {
  return (
    <div className={preview} aria-live="polite" data-testid="line-preview">
      <div>
        <div className={previewLabel}>Line total</div>
        {line && (line.discount_amount !== 0 || line.tax_amount !== 0) ? (
          <div className={previewBreakdown}>
            {formatMoney(line.subtotal, currency)}
            {line.discount_amount !== 0 ? ` − ${formatMoney(line.discount_amount, currency)} discount` : ''}
            {line.tax_amount !== 0 ? ` + ${formatMoney(line.tax_amount, currency)} tax` : ''}
          </div>
        ) : null}
      </div>
      <div className={previewTotal}>{line ? formatMoney(line.total, currency) : '—'}</div>
    </div>
  );
}
