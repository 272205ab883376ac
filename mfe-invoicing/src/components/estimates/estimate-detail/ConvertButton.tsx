import { messageOf } from '@daftari/api-client';
import { areaPath, type Estimate } from '@daftari/contracts';
import { useNavigate } from '@daftari/router';
import { Button, InvoiceIcon, toast, toastError } from '@daftari/ui';
import { useMayCall } from '@daftari/ui/widgets';
import { useConvertEstimate } from '../../../api/estimates.ts';
import { actionsOf } from '../../../lib/estimate-rules.ts';

/**
 * 'Convert to invoice' for a draft, sent or accepted estimate: the new draft invoice opens in the invoicing
 * area, ready to send. An estimate already invoiced (elsewhere meanwhile) gets the API's refusal as a toast.
 */
export function ConvertButton({ estimate }: { estimate: Estimate }) {
  const navigate = useNavigate();
  const convert = useConvertEstimate(estimate.id);
  const may = useMayCall();
  if (!actionsOf(estimate).convert || !may('POST /api/estimates/:id/convert')) return null;
  const onConvert = () =>
    convert.mutate(undefined, {
      onSuccess: (invoice) => {
        toast.success(`Invoice ${invoice.invoice_number} created`, {
          description: `From estimate ${estimate.estimate_number}, as a draft to check and send.`,
        });
        navigate(areaPath('invoicing', invoice.id));
      },
      onError: (error) => toastError('Failed to convert estimate', messageOf(error, '')),
    });
  return (
    <Button
      variant={estimate.status === 'accepted' ? 'solid' : 'outline'}
      onClick={onConvert}
      loading={convert.isPending}
      loadingText="Converting..."
    >
      <InvoiceIcon />
      Convert to invoice
    </Button>
  );
}
