import { messageOf } from '@daftari/api-client';
import { formatDate } from '@daftari/format';
import { Button, Dialog, Field, Input, toast, toastError } from '@daftari/ui';
import { type FormEvent, useState } from 'react';
import { type StatementPeriod, useEmailStatement } from '../../api/statements.ts';

const FORM_ID = 'email-statement-form';

/** 'E-mail statement': the address starts as the contact's; the toast says whether it was sent or kept in the outbox. */
export function EmailStatementDialog({
  contactId,
  defaultEmail,
  period,
  open,
  onOpenChange,
}: {
  contactId: number;
  defaultEmail: string;
  period: StatementPeriod;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const send = useEmailStatement(contactId);
  const [email, setEmail] = useState(defaultEmail);
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
    send.mutate(
      { ...period, email: address },
      {
        onSuccess: ({ sent_to, delivery }) => {
          toast.success('Statement sent', {
            description:
              delivery === 'outbox'
                ? `No mail server is set up, so the e-mail to ${sent_to} is kept in your outbox.`
                : `The statement is on its way to ${sent_to}.`,
          });
          close(false);
        },
        onError: (failure) => toastError('Failed to send the statement', messageOf(failure, '')),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="E-mail statement"
      description={`Send the statement from ${formatDate(period.from)} to ${formatDate(period.to)} as a PDF.`}
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={send.isPending} loadingText="Sending...">
            Send statement
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
              setEmail(event.target.value);
              if (error) setError(null);
            }}
            autoFocus
          />
        </Field>
      </form>
    </Dialog>
  );
}
