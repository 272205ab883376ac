import type { InvoiceItem } from '@daftari/contracts';
import { Button, PlusIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { UseMutationResult } from '@tanstack/react-query';
import { ItemsTable } from './ItemsTable.tsx';
import { useRemoveItem } from './use-remove-item.ts';

const itemsBox = css({ px: { mdDown: '2', md: '5' }, overflowX: 'auto' });
const addRow = css({ px: { mdDown: '5', md: '8' }, pt: '3' });

export interface DocumentLinesProps {
  kind: 'Invoice' | 'Estimate';
  items: InvoiceItem[];
  currency: string;
  /** Deletes a line by id. */
  deleteItem: UseMutationResult<unknown, Error, number>;
  /** Opens the item dialog on a line, or on a new one (null); without it the lines are read-only. */
  onEditItem?: (item: InvoiceItem | null) => void;
}

/** A document's lines inside its card: the table (each line's Edit and Delete) and 'Add Invoice Item'. */
export function DocumentLines({ kind, items, currency, deleteItem, onEditItem }: DocumentLinesProps) {
  const { remove, removingId } = useRemoveItem(deleteItem);
  return (
    <>
      <div className={itemsBox}>
        <ItemsTable
          items={items}
          currency={currency}
          label={`${kind} items`}
          editing={onEditItem ? { onEdit: onEditItem, onDelete: remove, deletingId: removingId } : undefined}
        />
      </div>
      {onEditItem ? (
        <div className={addRow}>
          <Button variant="ghost" size="sm" onClick={() => onEditItem(null)}>
            <PlusIcon />
            Add {kind} Item
          </Button>
        </div>
      ) : null}
    </>
  );
}
