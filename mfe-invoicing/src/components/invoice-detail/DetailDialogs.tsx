import type { Invoice } from '@daftari/contracts';
import { useNavigate } from '@daftari/router';
import { INVOICE_LIST_PATH } from '../../lib/navigation.ts';
import { DeleteInvoiceDialog } from '../DeleteInvoiceDialog.tsx';
import { EmailInvoiceDialog } from '../EmailInvoiceDialog.tsx';
import { InvoiceItemDialog } from '../InvoiceItemDialog.tsx';
import { RecordPaymentDialog } from '../RecordPaymentDialog.tsx';
import { VoidInvoiceDialog } from '../VoidInvoiceDialog.tsx';
import type { DetailDialogs as DialogsState } from './use-detail-dialogs.ts';

/** The detail page's dialogs: an item, the e-mail, a payment, Void, and Delete (which returns to the list). */
export function DetailDialogs({ invoice, dialogs }: { invoice: Invoice; dialogs: DialogsState }) {
  const navigate = useNavigate();
  return (
    <>
      <InvoiceItemDialog invoice={invoice} {...dialogs.item} />
      <EmailInvoiceDialog invoice={invoice} {...dialogs.email} />
      <RecordPaymentDialog invoice={invoice} {...dialogs.payment} />
      <VoidInvoiceDialog invoice={invoice} {...dialogs.void} />
      <DeleteInvoiceDialog
        invoice={invoice}
        {...dialogs.delete}
        onDeleted={() => navigate(INVOICE_LIST_PATH)}
      />
    </>
  );
}
