import { currentUserQuery } from '@daftari/api-client';
import type { Invoice, InvoiceItem } from '@daftari/contracts';
import { Button, PlusIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { useDeleteInvoiceItem } from '../../api/invoices.ts';
import { ItemsTable } from '../ItemsTable.tsx';
import { useRemoveItem } from '../use-remove-item.ts';
import { BankDetails } from './BankDetails.tsx';
import { DocumentTotals } from './DocumentTotals.tsx';
import { documentCard } from './detail-styles.ts';
import { Parties } from './Parties.tsx';

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
const notesBox = css({
  gridColumn: { md: 'span 2' },
  fontSize: 'sm',
  color: 'fg.muted',
  whiteSpace: 'pre-wrap',
});

export interface InvoiceDocumentProps {
  invoice: Invoice;
  /** Opens the item dialog on a line, or on a new one (null); without it the lines are read-only. */
  onEditItem?: (item: InvoiceItem | null) => void;
}

/**
 * The invoice as the customer reads it: who it is from and to, its lines (editable here), where to pay,
 * the totals and the notes.
 */
export function InvoiceDocument({ invoice, onEditItem }: InvoiceDocumentProps) {
  const account = useQuery(currentUserQuery).data?.account;
  const { remove, removingId } = useRemoveItem(useDeleteInvoiceItem(invoice.id));
  return (
    <article className={documentCard} aria-label="Invoice">
      <Parties account={account} contact={invoice.contact} />
      <div className={itemsBox}>
        <ItemsTable
          items={invoice.invoice_items}
          currency={invoice.currency}
          label="Invoice items"
          editing={onEditItem ? { onEdit: onEditItem, onDelete: remove, deletingId: removingId } : undefined}
        />
      </div>
      {onEditItem ? (
        <div className={addRow}>
          <Button variant="ghost" size="sm" onClick={() => onEditItem(null)}>
            <PlusIcon />
            Add Invoice Item
          </Button>
        </div>
      ) : null}
      <div className={foot}>
        <BankDetails account={account} />
        <DocumentTotals invoice={invoice} />
        {invoice.notes ? <p className={notesBox}>{invoice.notes}</p> : null}
      </div>
    </article>
  );
}
