import type { Invoice } from '@daftari/contracts';
import { CreditNoteDialog } from './CreditNoteDialog.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import type { CreditDialogsState } from './use-credit-dialogs.ts';

/** The invoice page's credit note and refund dialogs. */
export function CreditDialogs({ invoice, dialogs }: { invoice: Invoice; dialogs: CreditDialogsState }) {
  return (
    <>
      <CreditNoteDialog invoice={invoice} {...dialogs.creditNote} />
      <RefundDialog invoiceId={invoice.id} currency={invoice.currency} {...dialogs.refund} />
    </>
  );
}
