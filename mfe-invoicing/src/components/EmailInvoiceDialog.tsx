import { contactLabel, type Invoice } from '@daftari/contracts';
import { useEmailInvoice } from '../api/invoices.ts';
import { type EmailDialogState, EmailDocumentDialog } from './EmailDocumentDialog.tsx';

/** Sends the invoice's pay link by e-mail (a draft becomes sent). */
export function EmailInvoiceDialog({ invoice, ...dialog }: EmailDialogState & { invoice: Invoice }) {
  const send = useEmailInvoice(invoice.id);
  return (
    <EmailDocumentDialog
      document={{
        kind: 'Invoice',
        number: invoice.invoice_number,
        recipient: contactLabel(invoice.contact, 'your customer'),
        linkPurpose: 'view and pay',
        isDraft: invoice.status === 'draft',
      }}
      send={send}
      {...dialog}
    />
  );
}
