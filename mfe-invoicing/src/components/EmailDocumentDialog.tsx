import { messageOf } from '@daftari/api-client';
import { Button, Dialog, Field, Input, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

const FORM_ID = 'email-document-form';
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
 * 'Send by Email': an empty address gives 'Please enter an email address'; success toasts 'Invoice sent
 * successfully' (or Estimate), closes the dialog and clears the field; failure toasts 'Failed to send
 * invoice' with the server's message.
 */
export function EmailDocumentDialog({
  document,
  send,
  open,
  onOpenChange,
  email,
  onEmailChange,
}: EmailDocumentDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const { kind, number } = document;

  const close = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError('Please enter an email address');
      return;
    }
    setError(null);
    send.mutate(address, {
      onSuccess: ({ delivery }) => {
        toast.success(`${kind} sent successfully`, {
          description:
            delivery === 'outbox'
              ? `No mail server is set up, so the e-mail to ${address} is kept in your outbox.`
              : `${kind} ${number} is on its way to ${address}.`,
        });
        onEmailChange('');
        close(false);
      },
      onError: (failure) => {
        toastError(`Failed to send ${kind.toLowerCase()}`, messageOf(failure, ''));
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Send by Email"
      description={`Email ${document.recipient} a link to ${document.linkPurpose} ${kind.toLowerCase()} ${number}.`}
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={send.isPending} loadingText="Sending...">
            Send {kind}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <Field label="Email" errorText={error ?? undefined}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="customer@example.com"
            value={email}
            onChange={(event) => {
              onEmailChange(event.target.value);
              if (error) setError(null);
            }}
            autoFocus
          />
        </Field>
        {document.isDraft ? <p className={note}>Sending a draft marks it as sent.</p> : null}
      </form>
    </Dialog>
  );
}
