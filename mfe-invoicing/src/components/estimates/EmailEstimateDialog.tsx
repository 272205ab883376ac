import { contactLabel, type Estimate } from '@daftari/contracts';
import { useEmailEstimate } from '../../api/estimates.ts';
import { type EmailDialogState, EmailDocumentDialog } from '../EmailDocumentDialog.tsx';

/** Sends the estimate's public link by e-mail (a draft becomes sent). */
export function EmailEstimateDialog({ estimate, ...dialog }: EmailDialogState & { estimate: Estimate }) {
  const send = useEmailEstimate(estimate.id);
  return (
    <EmailDocumentDialog
      document={{
        kind: 'Estimate',
        number: estimate.estimate_number,
        recipient: contactLabel(estimate.contact, 'your customer'),
        linkPurpose: 'view and accept',
        isDraft: estimate.status === 'draft',
      }}
      send={send}
      {...dialog}
    />
  );
}
