import { Button, Dialog } from '@daftari/ui';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmText: string;
  busy: boolean;
  onConfirm: () => void;
}

/** Asks before a step that cannot be undone (voiding or deleting a bill). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmText,
  busy,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy} loadingText="Working...">
            {confirmText}
          </Button>
        </>
      }
    />
  );
}
