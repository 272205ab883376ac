import { messageOf } from '@daftari/api-client';
import type { Invoice } from '@daftari/contracts';
import { ConfirmDialog, toast, toastError } from '@daftari/ui';
import { useVoidInvoice } from '../api/invoices.ts';
import { VOID_MEANING } from '../lib/invoice-rules.ts';

export interface VoidInvoiceDialogProps {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Confirms POST /invoices/{id}/void, saying what voiding does. The server's refusal (a payment came in
 * meanwhile, the books are locked) is toasted as it is and the dialog stays open.
 */
export function VoidInvoiceDialog({ invoice, open, onOpenChange }: VoidInvoiceDialogProps) {
  const voiding = useVoidInvoice(invoice.id);
  const confirm = () =>
    voiding.mutate(undefined, {
      onSuccess: () => {
        toast.success('Invoice voided', {
          description: `Invoice ${invoice.invoice_number} is void: nothing is owed on it.`,
        });
        onOpenChange(false);
      },
      onError: (error) => toastError('Failed to void invoice', messageOf(error, '')),
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Void invoice ${invoice.invoice_number}?`}
      description={`${VOID_MEANING} This cannot be undone.`}
      confirmLabel="Void invoice"
      pendingLabel="Voiding..."
      pending={voiding.isPending}
      onConfirm={confirm}
    />
  );
}
