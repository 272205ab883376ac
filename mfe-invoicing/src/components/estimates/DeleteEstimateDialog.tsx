import { messageOf } from '@daftari/api-client';
import type { Estimate } from '@daftari/contracts';
import { ConfirmDialog, toast, toastError } from '@daftari/ui';
import { useDeleteEstimate } from '../../api/estimates.ts';

export interface DeleteEstimateDialogProps {
  estimate: Estimate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/** Confirms DELETE /estimates/{id} of a draft; the server's refusal (422) is shown as it is. */
export function DeleteEstimateDialog({ estimate, open, onOpenChange, onDeleted }: DeleteEstimateDialogProps) {
  const remove = useDeleteEstimate(estimate.id);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success('Estimate deleted', {
          description: `Estimate ${estimate.estimate_number} is gone for good.`,
        });
        onOpenChange(false);
        onDeleted();
      },
      onError: (error) => toastError('Failed to delete estimate', messageOf(error, '')),
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete estimate ${estimate.estimate_number}?`}
      description="This draft and all of its items will be permanently removed. This cannot be undone."
      confirmLabel="Delete estimate"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
