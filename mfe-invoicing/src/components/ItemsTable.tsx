import type { InvoiceItem } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { Button, PencilIcon, TrashIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'md',
  fontVariantNumeric: 'tabular-nums',
  '& th': {
    h: '9',
    px: '3',
    textAlign: 'start',
    fontSize: 'xs',
    fontWeight: 'medium',
    color: 'fg.muted',
    bg: 'bg.subtle',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderColor: 'border',
    whiteSpace: 'nowrap',
  },
  '& td': {
    px: '3',
    py: '3',
    verticalAlign: 'top',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderColor: 'border.subtle',
  },
  '& [data-align=end]': { textAlign: 'end' },
  '& td[data-details]': { minW: '48' },
  '& tbody tr:hover': { bg: 'bg.subtle' },
});
const details = css({ whiteSpace: 'pre-wrap', color: 'fg', fontWeight: 'medium', wordBreak: 'break-word' });
const rate = css({ fontSize: 'sm', color: 'fg.subtle', mt: '0.5' });
const nowrap = css({ whiteSpace: 'nowrap' });
const negative = css({ color: 'danger.fg' });
const actions = css({ display: 'flex', justifyContent: 'flex-end', gap: '1' });
const empty = css({ py: '10', textAlign: 'center', color: 'fg.muted' });

const percent = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
const quantityText = (value: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(value);

export interface ItemEditing {
  onEdit: (item: InvoiceItem) => void;
  onDelete: (item: InvoiceItem) => void;
  /** The line being deleted (its buttons are disabled meanwhile). */
  deletingId?: number | null;
}

export interface ItemsTableProps {
  /** The lines of an invoice or an estimate (they share the shape), in the document's currency. */
  items: InvoiceItem[];
  currency: string;
  /** Names the table ('Invoice items'). */
  label: string;
  /** Each line's Edit and Delete; without it the table is read-only and has no Actions column. */
  editing?: ItemEditing;
}

function ItemActions({ item, editing }: { item: InvoiceItem; editing: ItemEditing }) {
  const deleting = editing.deletingId === item.id;
  return (
    <div className={actions}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit ${item.description}`}
        title="Edit"
        onClick={() => editing.onEdit(item)}
        disabled={deleting}
      >
        <PencilIcon />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${item.description}`}
        title="Delete"
        onClick={() => editing.onDelete(item)}
        loading={deleting}
        loadingText={null}
      >
        <TrashIcon />
      </Button>
    </div>
  );
}

/** Quantity with unit, Details (with 'Tax %' and 'Discount %' lines when above 0), Unit Price, Subtotal. */
export function ItemsTable({ items, currency, label, editing }: ItemsTableProps) {
  const columns = editing ? 5 : 4;
  return (
    <table className={table} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">Details</th>
          <th scope="col" data-align="end">
            Unit Price
          </th>
          <th scope="col" data-align="end">
            Subtotal
          </th>
          {editing ? (
            <th scope="col" data-align="end">
              Actions
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr>
            <td colSpan={columns} className={empty}>
              No items
            </td>
          </tr>
        ) : (
          items.map((item) => (
            <tr key={item.id} data-testid="invoice-item">
              <td className={nowrap}>
                {quantityText(item.quantity)} {item.unit}
              </td>
              <td data-details="">
                <div className={details}>{item.description}</div>
                {item.tax_rate > 0 ? <div className={rate}>Tax %: {percent(item.tax_rate)}</div> : null}
                {item.discount > 0 ? <div className={rate}>Discount %: {percent(item.discount)}</div> : null}
              </td>
              <td data-align="end" className={`${nowrap} ${item.unit_price < 0 ? negative : ''}`}>
                {formatMoney(item.unit_price, currency)}
              </td>
              <td data-align="end" className={`${nowrap} ${item.subtotal < 0 ? negative : ''}`}>
                {formatMoney(item.subtotal, currency)}
              </td>
              {editing ? (
                <td data-align="end">
                  <ItemActions item={item} editing={editing} />
                </td>
              ) : null}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
