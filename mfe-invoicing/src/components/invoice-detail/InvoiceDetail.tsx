import type { Invoice } from '@daftari/contracts';
import { UnrecordedCharges } from '../UnrecordedCharges.tsx';
import { DetailDialogs } from './DetailDialogs.tsx';
import { DetailHeader } from './DetailHeader.tsx';
import { detailColumn, detailLayout } from './detail-styles.ts';
import { InvoiceDocument } from './InvoiceDocument.tsx';
import { PaymentsCard } from './PaymentsCard.tsx';
import { StatusPanel } from './StatusPanel.tsx';
import { SummaryPanel } from './SummaryPanel.tsx';
import { useDetailDialogs } from './use-detail-dialogs.ts';

/** A loaded invoice: header and actions, status, the document, the summary and payments, and the dialogs. */
export function InvoiceDetail({ invoice }: { invoice: Invoice }) {
  const dialogs = useDetailDialogs(invoice.contact?.email);
  return (
    <>
      <DetailHeader invoice={invoice} onEmail={dialogs.openEmail} onDelete={dialogs.openDelete} />
      <div className={detailLayout}>
        <div className={detailColumn}>
          <UnrecordedCharges charges={invoice.unrecorded_charges} />
          <StatusPanel invoice={invoice} />
          <InvoiceDocument invoice={invoice} onEditItem={dialogs.openItem} />
        </div>
        <aside className={detailColumn} aria-label="Invoice summary">
          <SummaryPanel invoice={invoice} />
          <PaymentsCard invoice={invoice} onRecord={dialogs.openPayment} />
        </aside>
      </div>
      <DetailDialogs invoice={invoice} dialogs={dialogs} />
    </>
  );
}
