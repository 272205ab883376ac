import { messageOf } from '@daftari/api-client';
import type { MpesaMessageSuggestion } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { Button, Field, Textarea } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useState } from 'react';
import { useReadMpesaMessage } from '../../api/expenses.ts';
import { stack } from './styles.ts';

const note = css({ fontSize: 'sm', color: 'fg.muted' });

export interface MpesaMessageFieldProps {
  /** The name of the account a charge goes to, for the note under the field. */
  accountName: (id: number) => string | undefined;
  onRead: (suggestion: MpesaMessageSuggestion) => void;
  /** The transaction cost the next save adds as its own expense, if any. */
  charge: MpesaMessageSuggestion['charges'];
}

/**
 * "Paste M-Pesa message": the confirmation SMS of a payment, read into the form; its transaction cost is
 * saved as a second expense on Bank Charges.
 */
export function MpesaMessageField({ accountName, onRead, charge }: MpesaMessageFieldProps) {
  const [text, setText] = useState('');
  const read = useReadMpesaMessage();
  const [error, setError] = useState<string | undefined>();

  const submit = () =>
    read.mutate(text, {
      onSuccess: (suggestion) => {
        setError(undefined);
        onRead(suggestion);
      },
      onError: (failure) => setError(messageOf(failure, 'The M-Pesa message could not be read.')),
    });

  return (
    <div className={stack}>
      <Field
        label="Paste M-Pesa message"
        helperText="The confirmation SMS of a payment: paid to a till, a paybill or a person."
        errorText={error}
      >
        <Textarea value={text} rows={4} onChange={(event) => setText(event.target.value)} />
      </Field>
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={text.trim() === '' || read.isPending}
          onClick={submit}
        >
          {read.isPending ? 'Reading…' : 'Fill from M-Pesa message'}
        </Button>
      </div>
      {charge ? (
        <p className={note} data-testid="mpesa-charge">
          Transaction cost {formatMoney(charge.total)} will be saved as a second expense on{' '}
          {accountName(charge.ledger_account.id) ?? 'Bank Charges'}.
        </p>
      ) : null}
    </div>
  );
}
