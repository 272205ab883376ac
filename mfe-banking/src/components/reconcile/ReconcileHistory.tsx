import type { Reconciliation } from '@daftari/contracts';
import { formatDate } from '@daftari/format';
import { Badge, Button } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Money } from '../Money.tsx';

const table = css({
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th': { textAlign: 'left', fontWeight: 'medium', color: 'fg.muted', px: '3', py: '2' },
  '& td': { px: '3', py: '2', borderTopWidth: '1px', borderColor: 'border.subtle' },
  '& [data-num]': { textAlign: 'right' },
  '& [data-wide]': { display: { base: 'none', md: 'table-cell' } },
});

/** Every reconciliation of the account, newest first; the latest done one can be undone. */
export function ReconcileHistory({
  reconciliations,
  currency,
  pending,
  onUndo,
}: {
  reconciliations: Reconciliation[];
  currency: string;
  pending: boolean;
  /** Unset for a role that may not undo a reconciliation: no button. */
  onUndo?: ((reconciliation: Reconciliation) => void) | undefined;
}) {
  const latestDone = reconciliations.find((r) => r.status === 'done');
  return (
    <table className={table} aria-label="Reconciliation history">
      <thead>
        <tr>
          <th>Statement date</th>
          <th data-num="">Statement balance</th>
          <th data-num="" data-wide="">
            Difference
          </th>
          <th>Status</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {reconciliations.map((r) => (
          <tr key={r.id}>
            <td>{formatDate(r.statement_date)}</td>
            <td data-num="">
              <Money value={r.statement_balance} currency={currency} />
            </td>
            <td data-num="" data-wide="">
              <Money value={r.difference} currency={currency} />
            </td>
            <td>
              <Badge tone={r.status === 'done' ? 'green' : 'grey'}>
                {r.status === 'done' ? 'Done' : 'Draft'}
              </Badge>
            </td>
            <td data-num="">
              {r === latestDone && onUndo ? (
                <Button size="sm" variant="outline" loading={pending} onClick={() => onUndo(r)}>
                  Undo
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
