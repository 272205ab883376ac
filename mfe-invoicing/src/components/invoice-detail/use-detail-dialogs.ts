import type { InvoiceItem } from '@daftari/contracts';
import { useState } from 'react';

/**
 * Which of the detail page's dialogs is open, and what the e-mail field holds. The address outlives the
 * dialog (closing keeps what was typed); it starts as the contact's e-mail the first time it opens empty.
 */
export function useDetailDialogs(contactEmail: string | null | undefined) {
  const [emailOpen, setEmailOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [voidOpen, setVoidOpen] = useState(false);
  const [itemDialog, setItemDialog] = useState<{ open: boolean; item: InvoiceItem | null }>({
    open: false,
    item: null,
  });

  return {
    email: { open: emailOpen, onOpenChange: setEmailOpen, email, onEmailChange: setEmail },
    delete: { open: deleteOpen, onOpenChange: setDeleteOpen },
    payment: { open: paymentOpen, onOpenChange: setPaymentOpen },
    void: { open: voidOpen, onOpenChange: setVoidOpen },
    item: {
      ...itemDialog,
      onOpenChange: (open: boolean) => setItemDialog((current) => ({ ...current, open })),
    },
    openEmail: () => {
      if (!email) setEmail(contactEmail ?? '');
      setEmailOpen(true);
    },
    openDelete: () => setDeleteOpen(true),
    openPayment: () => setPaymentOpen(true),
    openVoid: () => setVoidOpen(true),
    openItem: (item: InvoiceItem | null) => setItemDialog({ open: true, item }),
  };
}

export type DetailDialogs = ReturnType<typeof useDetailDialogs>;
