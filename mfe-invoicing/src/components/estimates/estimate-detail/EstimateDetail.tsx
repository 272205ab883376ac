import type { Estimate, InvoiceItem } from '@daftari/contracts';
import { useNavigate } from '@daftari/router';
import { DocumentHistory, useMayCall } from '@daftari/ui/widgets';
import { useState } from 'react';
import { actionsOf, ESTIMATE_LIST_PATH } from '../../../lib/estimate-rules.ts';
import { detailColumn, detailLayout } from '../../invoice-detail/detail-styles.ts';
import { useEmailDialog } from '../../use-email-dialog.ts';
import { DeleteEstimateDialog } from '../DeleteEstimateDialog.tsx';
import { EmailEstimateDialog } from '../EmailEstimateDialog.tsx';
import { EstimateItemDialog } from '../EstimateItemDialog.tsx';
import { AnswerBanner } from './AnswerBanner.tsx';
import { EstimateDocument } from './EstimateDocument.tsx';
import { EstimateHeader } from './EstimateHeader.tsx';
import { EstimateStatusPanel } from './EstimateStatusPanel.tsx';
import { EstimateSummaryCard } from './EstimateSummaryCard.tsx';

/**
 * A loaded estimate: header and actions, what the customer answered, its number and dates (Mark as Sent for
 * a draft), the document (lines editable until the customer answers), the summary, and the dialogs.
 */
export function EstimateDetail({ estimate }: { estimate: Estimate }) {
  const navigate = useNavigate();
  const email = useEmailDialog(estimate.contact?.email);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [itemDialog, setItemDialog] = useState<{ open: boolean; item: InvoiceItem | null }>({
    open: false,
    item: null,
  });
  const may = useMayCall();
  const editable = actionsOf(estimate).addItems && may('PUT /api/estimates/:id/items/:itemId');

  return (
    <>
      <EstimateHeader estimate={estimate} onEmail={email.openEmail} onDelete={() => setDeleteOpen(true)} />
      <div className={detailLayout}>
        <div className={detailColumn}>
          <AnswerBanner estimate={estimate} />
          <EstimateStatusPanel estimate={estimate} />
          <EstimateDocument
            estimate={estimate}
            onEditItem={editable ? (item) => setItemDialog({ open: true, item }) : undefined}
          />
          <DocumentHistory documents="estimates" id={String(estimate.id)} />
        </div>
        <aside className={detailColumn} aria-label="Estimate summary">
          <EstimateSummaryCard estimate={estimate} />
        </aside>
      </div>
      <EstimateItemDialog
        estimate={estimate}
        {...itemDialog}
        onOpenChange={(open) => setItemDialog((current) => ({ ...current, open }))}
      />
      <EmailEstimateDialog estimate={estimate} {...email.dialog} />
      <DeleteEstimateDialog
        estimate={estimate}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onDeleted={() => navigate(ESTIMATE_LIST_PATH)}
      />
    </>
  );
}
