import { currentUserQuery } from '@daftari/api-client';
import type { Estimate, InvoiceItem } from '@daftari/contracts';
import { Button, PlusIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { useDeleteEstimateItem } from '../../../api/estimates.ts';
import { ItemsTable } from '../../ItemsTable.tsx';
import { DocumentTotals } from '../../invoice-detail/DocumentTotals.tsx';
import { documentCard } from '../../invoice-detail/detail-styles.ts';
import { Parties } from '../../invoice-detail/Parties.tsx';
import { useRemoveItem } from '../../use-remove-item.ts';

const itemsBox = css({ px: { mdDown: '2', md: '5' }, overflowX: 'auto' });
const addRow = css({ px: { mdDown: '5', md: '8' }, pt: '3' });
const foot = css({
  display: 'grid',
  gridTemplateColumns: { mdDown: '1fr', md: '1fr 1fr' },
  gap: '6',
  px: { mdDown: '5', md: '8' },
  pt: '5',
  pb: { mdDown: '5', md: '7' },
  alignItems: 'start',
});
const notesBox = css({ fontSize: 'sm', color: 'fg.muted', whiteSpace: 'pre-wrap', wordBreak: 'break-word' });
const totalsBox = css({ gridColumn: { md: '2' } });

export interface EstimateDocumentProps {
  estimate: Estimate;
  /** Opens the item dialog on a line, or on a new one (null); without it the lines are read-only. */
  onEditItem?: (item: InvoiceItem | null) => void;
}

/** The estimate as the customer reads it: from and for whom, its lines (editable here), totals and notes. */
export function EstimateDocument({ estimate, onEditItem }: EstimateDocumentProps) {
  const account = useQuery(currentUserQuery).data?.account;
  const { remove, removingId } = useRemoveItem(useDeleteEstimateItem(estimate.id));
  return (
    <article className={documentCard} aria-label="Estimate">
      <Parties account={account} contact={estimate.contact} toLabel="Prepared for" />
      <div className={itemsBox}>
        <ItemsTable
          items={estimate.estimate_items}
          currency={estimate.currency}
          label="Estimate items"
          editing={onEditItem ? { onEdit: onEditItem, onDelete: remove, deletingId: removingId } : undefined}
        />
      </div>
      {onEditItem ? (
        <div className={addRow}>
          <Button variant="ghost" size="sm" onClick={() => onEditItem(null)}>
            <PlusIcon />
            Add Estimate Item
          </Button>
        </div>
      ) : null}
      <div className={foot}>
        {estimate.notes ? <p className={notesBox}>{estimate.notes}</p> : null}
        <div className={totalsBox}>
          <DocumentTotals invoice={estimate} />
        </div>
      </div>
    </article>
  );
}
