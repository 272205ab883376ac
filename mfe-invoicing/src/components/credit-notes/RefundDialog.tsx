import { messageOf } from '@daftari/api-client';
import { type InvoiceCreditNote, REFUND_METHODS, type RefundCreateRequest } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { Button, Dialog, toast } from '@daftari/ui';
import { MoneyMovementFields, type MoneyMovementValues, moneyMovementDefaults } from '@daftari/ui/widgets';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRecordRefund } from '../../api/credit-notes.ts';
import { refundableLeft } from '../../lib/credit-rules.ts';
import { refundFormSchema } from '../../lib/refund-form.ts';
import { today } from '../../lib/terms.ts';
import { METHOD_LABELS } from '../RecordPaymentDialog.tsx';

const FORM_ID = 'refund-form';
const METHOD_ITEMS = REFUND_METHODS.map((method) => ({
  value: method,
  label: METHOD_LABELS[method] ?? method,
}));

export interface RefundDialogProps {
  invoiceId: string;
  currency: string;
  /** The credit note refunded; null while the dialog is closed. */
  creditNote: InvoiceCreditNote | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Records money paid back to the customer from a credit note's refundable credit. */
export function RefundDialog({ invoiceId, currency, creditNote, open, onOpenChange }: RefundDialogProps) {
  const refundable = creditNote ? refundableLeft(creditNote) : 0;
  const record = useRecordRefund(creditNote?.id ?? 0, invoiceId);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => refundFormSchema(refundable, currency), [refundable, currency]);
  const form = useForm<MoneyMovementValues, unknown, RefundCreateRequest>({
    resolver: zodResolver(schema),
    defaultValues: moneyMovementDefaults(refundable, today()),
  });

  useEffect(() => {
    if (!open) return;
    form.reset(moneyMovementDefaults(refundable, today()));
    setServerError(null);
  }, [open, creditNote?.id]);

  const onSubmit = form.handleSubmit((request) => {
    setServerError(null);
    record.mutate(request, {
      onSuccess: (note) => {
        toast.success('Refund recorded', {
          description: `${formatMoney(request.refund.amount, currency)} paid back on credit note ${note.credit_note_number}.`,
        });
        onOpenChange(false);
      },
      onError: (error) => {
        const message = messageOf(error, 'Failed to record refund');
        setServerError(message);
        toast.error('Failed to record refund', { description: message });
      },
    });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!record.isPending) onOpenChange(next);
      }}
      title={`Record refund${creditNote ? ` on ${creditNote.credit_note_number}` : ''}`}
      description={`Refundable: ${formatMoney(refundable, currency)}`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={record.isPending} loadingText="Saving...">
            Record refund
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <MoneyMovementFields
          form={form}
          currency={currency}
          dateLabel="Refund date"
          methods={METHOD_ITEMS}
          serverError={serverError}
        />
      </form>
    </Dialog>
  );
}
