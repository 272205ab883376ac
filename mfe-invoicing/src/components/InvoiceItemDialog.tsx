import type { Invoice } from '@daftari/contracts';
import { useInvoiceLineWrites } from '../api/invoices.ts';
import { type ItemDialogProps, LineItemDialog } from './LineItemDialog.tsx';

/** The item dialog on an invoice's lines. */
export function InvoiceItemDialog({
  invoice,
  ...dialog
}: ItemDialogProps & { invoice: Pick<Invoice, 'id' | 'currency'> }) {
  const writes = useInvoiceLineWrites(invoice.id);
  return <LineItemDialog documentName="Invoice" currency={invoice.currency} writes={writes} {...dialog} />;
}
