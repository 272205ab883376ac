import { messageOf } from '@daftari/api-client';
import { contactLabel, type Invoice } from '@daftari/contracts';
import { Button, Dialog, Field, Input, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { type FormEvent, useState } from 'react';
import { useEmailInvoice } from '../api/invoices.ts';

const FORM_ID = 'email-invoice-form';
const note = css({ mt: '3', fontSize: 'sm', color: 'fg.muted' });

export interface EmailInvoiceDialogProps {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address in the field; kept by the caller, so it survives closing the dialog and clears only after a send. */
  email: string;
  onEmailChange: (email: string) => void;
}

/**
 * 'Send by Email': an empty address gives 'Please enter an email address'; success toasts 'Invoice sent
 * successfully', closes the dialog and clears the field; failure toasts 'Failed to send invoice' with the
 * server's message.
 */
export function EmailInvoiceDialog({
  invoice,
  open,
  onOpenChange,
  email,
  onEmailChange,
}: EmailInvoiceDialogProps) {
  const send = useEmailInvoice(invoice.id);
  const [error, setError] = useState<string | null>(null);

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
        toast.success('Invoice sent successfully', {
          description:
            delivery === 'outbox'
              ? `No mail server is set up, so the e-mail to ${address} is kept in your outbox.`
              : `Invoice ${invoice.invoice_number} is on its way to ${address}.`,
        });
        onEmailChange('');
        close(false);
      },
      onError: (failure) => {
        toastError('Failed to send invoice', messageOf(failure, ''));
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Send by Email"
      description={`Email ${contactLabel(invoice.contact, 'your customer')} a link to view and pay invoice ${invoice.invoice_number}.`}
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={send.isPending} loadingText="Sending...">
            Send Invoice
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
        {invoice.status === 'draft' ? <p className={note}>Sending a draft marks it as sent.</p> : null}
      </form>
    </Dialog>
  );
}
