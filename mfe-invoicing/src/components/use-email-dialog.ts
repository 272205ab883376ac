import { useState } from 'react';

/**
 * The e-mail dialog's state: open or not, and the address typed. The address outlives the dialog (closing
 * keeps what was typed); it starts as the contact's e-mail the first time it opens empty.
 */
export function useEmailDialog(contactEmail: string | null | undefined) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  return {
    dialog: { open, onOpenChange: setOpen, email, onEmailChange: setEmail },
    openEmail: () => {
      if (!email) setEmail(contactEmail ?? '');
      setOpen(true);
    },
  };
}
