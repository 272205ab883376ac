import type { Invoice } from '@daftari/contracts';
import { isVoid } from '../../lib/invoice-rules.ts';
import { UnrecordedCharges } from '../UnrecordedCharges.tsx';
import { ActivityTimeline } from './ActivityTimeline.tsx';
import { AutomationCard } from './AutomationCard.tsx';
import { DetailDialogs } from './DetailDialogs.tsx';
import { DetailHeader } from './DetailHeader.tsx';
import { detailColumn, detailLayout } from './detail-styles.ts';
import { InvoiceDocument } from './InvoiceDocument.tsx';
import { PaymentsCard } from './PaymentsCard.tsx';
import { StatusPanel } from './StatusPanel.tsx';
import { SummaryPanel } from './SummaryPanel.tsx';
import { useDetailDialogs } from './use-detail-dialogs.ts';
import { VoidBanner } from './VoidBanner.tsx';

/**
 * A loaded invoice: header and actions, status, the document, the summary and payments, and the dialogs.
 * A void invoice says so on top and its document is read-only.
 */
export function InvoiceDetail({ invoice }: { invoice: Invoice }) {
  const dialogs = useDetailDialogs(invoice.contact?.email);
  return (
    <>
      <DetailHeader
        invoice={invoice}
        onEmail={dialogs.openEmail}
        onDelete={dialogs.openDelete}
        onVoid={dialogs.openVoid}
      />
      <div className={detailLayout}>
        <div className={detailColumn}>
          {isVoid(invoice) ? <VoidBanner /> : null}
          <UnrecordedCharges charges={invoice.unrecorded_charges} />
          <StatusPanel invoice={invoice} />
          <InvoiceDocument invoice={invoice} onEditItem={isVoid(invoice) ? undefined : dialogs.openItem} />
        </div>
        <aside className={detailColumn} aria-label="Invoice summary">
          <SummaryPanel invoice={invoice} />
          <AutomationCard invoice={invoice} />
          <ActivityTimeline invoiceId={invoice.id} />
          <PaymentsCard invoice={invoice} onRecord={dialogs.openPayment} />
        </aside>
      </div>
      <DetailDialogs invoice={invoice} dialogs={dialogs} />
    </>
  );
}
