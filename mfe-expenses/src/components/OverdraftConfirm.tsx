import { ConfirmDialog } from '@daftari/ui';

export interface OverdraftConfirmProps {
  /** The warning (`overdraftWarning`); null: closed. */
  warning: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before a payment takes a money account below zero. Saving anyway is allowed: owners often record a
 * payment before the money that covered it.
 */
export function OverdraftConfirm({ warning, onCancel, onConfirm }: OverdraftConfirmProps) {
  return (
    <ConfirmDialog
      open={warning !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Balance would go negative"
      description={warning ?? ''}
      confirmLabel="Save anyway"
      pending={false}
      onConfirm={onConfirm}
    />
  );
}
