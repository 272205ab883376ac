import { messageOf } from '@daftari/api-client';
import { EmailAddressDialog, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { UseMutationResult } from '@tanstack/react-query';

const note = css({ mt: '3', fontSize: 'sm', color: 'fg.muted' });

/** The document being e-mailed, as the dialog names it. */
export interface EmailedDocument {
  kind: 'Invoice' | 'Estimate';
  number: string;
  /** Who receives it ('your customer' when unnamed). */
  recipient: string;
  /** What the link in the mail lets the customer do ('view and pay'). */
  linkPurpose: string;
  isDraft: boolean;
}

export interface EmailDialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address in the field; kept by the caller, so it survives closing the dialog and clears only after a send. */
  email: string;
  onEmailChange: (email: string) => void;
}

export interface EmailDocumentDialogProps extends EmailDialogState {
  document: EmailedDocument;
  /** Sends to an address; answers where the mail went. */
  send: UseMutationResult<{ delivery: 'smtp' | 'outbox' }, Error, string>;
}

/**
 * 'Send by Email': success toasts 'Invoice sent successfully' (or Estimate), closes the dialog and clears the
 * field; failure toasts 'Failed to send invoice' with the server's message.
 */
export function EmailDocumentDialog({
  document,
  send,
  open,
  onOpenChange,
  email,
  onEmailChange,
}: EmailDocumentDialogProps) {
  const { kind, number } = document;

  const onSend = (address: string) =>
    send.mutate(address, {
      onSuccess: ({ delivery }) => {
        toast.success(`${kind} sent successfully`, {
          description:
            delivery === 'outbox'
              ? `No mail server is set up, so the e-mail to ${address} is kept in your outbox.`
              : `${kind} ${number} is on its way to ${address}.`,
        });
        onEmailChange('');
        onOpenChange(false);
      },
      onError: (failure) => {
        toastError(`Failed to send ${kind.toLowerCase()}`, messageOf(failure, ''));
      },
    });

  return (
    <EmailAddressDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Send by Email"
      description={`Email ${document.recipient} a link to ${document.linkPurpose} ${kind.toLowerCase()} ${number}.`}
      submitLabel={`Send ${kind}`}
      email={email}
      onEmailChange={onEmailChange}
      pending={send.isPending}
      onSend={onSend}
    >
      {document.isDraft ? <p className={note}>Sending a draft marks it as sent.</p> : null}
    </EmailAddressDialog>
  );
}
