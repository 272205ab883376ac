import type { InvoiceCreditNote } from '@daftari/contracts';
import { useState } from 'react';

/** Whether the credit note dialog is open, and which credit note the refund dialog is open for. */
export function useCreditDialogs() {
  const [creditOpen, setCreditOpen] = useState(false);
  const [refund, setRefund] = useState<{ open: boolean; creditNote: InvoiceCreditNote | null }>({
    open: false,
    creditNote: null,
  });
  return {
    creditNote: { open: creditOpen, onOpenChange: setCreditOpen },
    refund: {
      ...refund,
      onOpenChange: (open: boolean) => setRefund((current) => ({ ...current, open })),
    },
    openCreditNote: () => setCreditOpen(true),
    openRefund: (creditNote: InvoiceCreditNote) => setRefund({ open: true, creditNote }),
  };
}

export type CreditDialogsState = ReturnType<typeof useCreditDialogs>;
