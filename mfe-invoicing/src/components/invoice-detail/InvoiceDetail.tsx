import type { Invoice } from '@daftari/contracts';
import { DocumentHistory } from '@daftari/ui/widgets';
import { isVoid, itemsLocked } from '../../lib/invoice-rules.ts';
import { CreditDialogs } from '../credit-notes/CreditDialogs.tsx';
import { CreditNotesCard } from '../credit-notes/CreditNotesCard.tsx';
import { useCreditDialogs } from '../credit-notes/use-credit-dialogs.ts';
import { FromEstimate } from '../estimates/FromEstimate.tsx';
import { UnrecordedCharges } from '../UnrecordedCharges.tsx';
import { ActivityTimeline } from './ActivityTimeline.tsx';
import { AutomationCard } from './AutomationCard.tsx';
import { DetailDialogs } from './DetailDialogs.tsx';
import { DetailHeader } from './DetailHeader.tsx';
import { detailColumn, detailLayout } from './detail-styles.ts';
import { InvoiceDocument } from './InvoiceDocument.tsx';
import { KraPanel } from './KraPanel.tsx';
import { PaymentsCard } from './PaymentsCard.tsx';
import { StatusPanel } from './StatusPanel.tsx';
import { SummaryPanel } from './SummaryPanel.tsx';
import { useDetailDialogs } from './use-detail-dialogs.ts';
import { useInvoicePermissions } from './use-invoice-permissions.ts';
import { VoidBanner } from './VoidBanner.tsx';

/**
 * A loaded invoice: header and actions, status, the document, the summary, payments and credit notes, and
 * the dialogs.
 * A void invoice says so on top; its document is read-only, as is a credited one's.
 */
export function InvoiceDetail({ invoice }: { invoice: Invoice }) {
  const dialogs = useDetailDialogs(invoice.contact?.email);
  const credit = useCreditDialogs();
  const may = useInvoicePermissions(invoice);
  return (
    <>
      <DetailHeader
        invoice={invoice}
        onEmail={dialogs.openEmail}
        onDelete={dialogs.openDelete}
        onVoid={dialogs.openVoid}
        onCreditNote={credit.openCreditNote}
      />
      <div className={detailLayout}>
        <div className={detailColumn}>
          {isVoid(invoice) ? <VoidBanner /> : null}
          {invoice.estimate_id ? <FromEstimate estimateId={invoice.estimate_id} /> : null}
          <UnrecordedCharges charges={invoice.unrecorded_charges} />
          <StatusPanel invoice={invoice} />
          {invoice.etims ? <KraPanel etims={invoice.etims} /> : null}
          <InvoiceDocument
            invoice={invoice}
            onEditItem={itemsLocked(invoice) || !may.editItems ? undefined : dialogs.openItem}
          />
          <DocumentHistory documents="invoices" id={String(invoice.id)} />
        </div>
        <aside className={detailColumn} aria-label="Invoice summary">
          <SummaryPanel invoice={invoice} />
          <AutomationCard invoice={invoice} />
          <ActivityTimeline invoiceId={invoice.id} />
          <PaymentsCard invoice={invoice} onRecord={dialogs.openPayment} />
          <CreditNotesCard invoice={invoice} onCreate={credit.openCreditNote} onRefund={credit.openRefund} />
        </aside>
      </div>
      <DetailDialogs invoice={invoice} dialogs={dialogs} />
      <CreditDialogs invoice={invoice} dialogs={credit} />
    </>
  );
}
