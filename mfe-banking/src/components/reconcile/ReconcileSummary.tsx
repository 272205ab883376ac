import type { Reconciliation } from '@daftari/contracts';
import { formatDate, pluralize } from '@daftari/format';
import { Button, LinkButton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { bankingPaths } from '../../lib/paths.ts';
import { Money } from '../Money.tsx';

const grid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
});
const box = css({ p: '4', borderRadius: 'lg', bg: 'bg.subtle', display: 'grid', gap: '1' });
const label = css({ fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' });
const figure = css({ fontSize: 'xl', fontWeight: 'semibold' });
const off = css({ layerStyle: 'tinted.warning' });
const even = css({ layerStyle: 'tinted.success' });
const row = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center', mt: '4' });
const note = css({ fontSize: 'sm', color: 'fg.muted' });

/** A draft: the statement beside the books, their difference, and the lines still open up to its date. */
export function ReconcileSummary({
  reconciliation: r,
  currency,
  pending,
  onComplete,
}: {
  reconciliation: Reconciliation;
  currency: string;
  pending: boolean;
  /** Unset for a role that may not complete a reconciliation: no button. */
  onComplete?: (() => void) | undefined;
}) {
  const balanced = r.difference === 0 && r.open_lines === 0;
  return (
    <section aria-label="Reconciliation">
      <div className={grid}>
        <div className={box}>
          <span className={label}>Statement on {formatDate(r.statement_date)}</span>
          <span className={figure}>
            <Money value={r.statement_balance} currency={currency} />
          </span>
        </div>
        <div className={box}>
          <span className={label}>In the books</span>
          <span className={figure}>
            <Money value={r.ledger_balance} currency={currency} />
          </span>
        </div>
        <div className={`${box} ${r.difference === 0 ? even : off}`}>
          <span className={label}>Difference</span>
          <span className={figure} data-testid="difference">
            <Money value={r.difference} currency={currency} />
          </span>
        </div>
      </div>
      <div className={row}>
        {onComplete ? (
          <Button onClick={onComplete} disabled={!balanced} loading={pending}>
            Complete reconciliation
          </Button>
        ) : null}
        {r.open_lines > 0 ? (
          <LinkButton
            variant="outline"
            to={`${bankingPaths.inbox(r.ledger_account_id)}&to=${r.statement_date}&status=unmatched`}
          >
            {pluralize(r.open_lines, 'line')} still to match
          </LinkButton>
        ) : null}
        <span className={note}>
          {balanced
            ? 'The statement and the books agree.'
            : r.difference !== 0
              ? 'Completing waits until the difference is 0.00: match or book the lines that explain it.'
              : 'Completing waits until every line up to this date is matched or excluded.'}
        </span>
      </div>
    </section>
  );
}
