import { currentUserQuery } from '@daftari/api-client';
import type { Invoice, InvoiceItem } from '@daftari/contracts';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { useDeleteInvoiceItem } from '../../api/invoices.ts';
import { DocumentLines } from '../DocumentLines.tsx';
import { BankDetails } from './BankDetails.tsx';
import { DocumentTotals } from './DocumentTotals.tsx';
import { documentCard, documentFoot } from './detail-styles.ts';
import { Parties } from './Parties.tsx';

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
  const deleteItem = useDeleteInvoiceItem(invoice.id);
  return (
    <article className={documentCard} aria-label="Invoice">
      <Parties account={account} contact={invoice.contact} />
      <DocumentLines
        kind="Invoice"
        items={invoice.invoice_items}
        currency={invoice.currency}
        deleteItem={deleteItem}
        onEditItem={onEditItem}
      />
      <div className={documentFoot}>
        <BankDetails account={account} />
        <DocumentTotals invoice={invoice} />
        {invoice.notes ? <p className={notesBox}>{invoice.notes}</p> : null}
      </div>
    </article>
  );
}
