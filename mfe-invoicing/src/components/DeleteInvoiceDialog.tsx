import { messageOf } from '@daftari/api-client';
import type { Invoice } from '@daftari/contracts';
import { ConfirmDialog, toast, toastError } from '@daftari/ui';
import { useDeleteInvoice } from '../api/invoices.ts';

export interface DeleteInvoiceDialogProps {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/** Confirms DELETE /invoices/{id}. Only drafts can go; the server's refusal (422) is shown as it is. */
export function DeleteInvoiceDialog({ invoice, open, onOpenChange, onDeleted }: DeleteInvoiceDialogProps) {
  const remove = useDeleteInvoice(invoice.id);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success('Invoice deleted', {
          description: `Invoice ${invoice.invoice_number} is gone for good.`,
        });
        onOpenChange(false);
        onDeleted();
      },
      onError: (error) => {
        toastError('Failed to delete invoice', messageOf(error, ''));
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete invoice ${invoice.invoice_number}?`}
      description="This draft and all of its items will be permanently removed. This cannot be undone."
      confirmLabel="Delete invoice"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
