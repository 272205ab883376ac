import { messageOf } from '@daftari/api-client';
import { formatDate } from '@daftari/format';
import { EmailAddressDialog, toast, toastError } from '@daftari/ui';
import { useState } from 'react';
import { type StatementPeriod, useEmailStatement } from '../../api/statements.ts';

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

  const onSend = (address: string) =>
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
          onOpenChange(false);
        },
        onError: (failure) => toastError('Failed to send the statement', messageOf(failure, '')),
      },
    );

  return (
    <EmailAddressDialog
      open={open}
      onOpenChange={onOpenChange}
      title="E-mail statement"
      description={`Send the statement from ${formatDate(period.from)} to ${formatDate(period.to)} as a PDF.`}
      submitLabel="Send statement"
      email={email}
      onEmailChange={setEmail}
      pending={send.isPending}
      onSend={onSend}
    />
  );
}
