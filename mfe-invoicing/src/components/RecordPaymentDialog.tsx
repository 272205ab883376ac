import { applyServerErrors, messageOf } from '@daftari/api-client';
import { type Invoice, manualPaymentRequestSchema, paymentMethodLabel } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { Button, Dialog, toast } from '@daftari/ui';
import {
  MoneyMovementFields,
  type MoneyMovementValues,
  moneyMovementDefaults,
  moneyMovementSchema,
} from '@daftari/ui/widgets';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRecordPayment } from '../api/invoices.ts';
import { today } from '../lib/terms.ts';

const FORM_ID = 'record-payment-form';

const MANUAL_METHODS = (['cash', 'mpesa', 'bank_transfer', 'other'] as const).map((value) => ({
  value,
  label: paymentMethodLabel({ method: value }),
}));

/** Labels of the methods a payment or a refund is recorded by hand with. */
export const METHOD_LABELS: Record<string, string> = Object.fromEntries(
  MANUAL_METHODS.map((method) => [method.value, method.label]),
);

/** The dialog's text, parsed into the contract's payment (its messages, its limits). */
const paymentFormSchema = moneyMovementSchema(manualPaymentRequestSchema.shape.payment);

export interface RecordPaymentDialogProps {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Records a payment made outside Daftari; the amount starts at the balance due. */
export function RecordPaymentDialog({ invoice, open, onOpenChange }: RecordPaymentDialogProps) {
  const record = useRecordPayment(invoice.id);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<MoneyMovementValues, unknown, z.output<typeof paymentFormSchema>>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: moneyMovementDefaults(invoice.balance, today()),
  });

  // A fresh form, with the current balance, each time the dialog opens.
  useEffect(() => {
    if (open) {
      form.reset(moneyMovementDefaults(invoice.balance, today()));
      setServerError(null);
    }
  }, [open]);

  const onSubmit = form.handleSubmit((payment) => {
    setServerError(null);
    record.mutate(
      { payment },
      {
        onSuccess: (updated) => {
          toast.success('Payment recorded', {
            description:
              updated.balance > 0
                ? `${formatMoney(updated.balance, updated.currency)} is still due.`
                : `Invoice ${updated.invoice_number} is paid in full.`,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          const message = messageOf(error, 'Failed to record payment');
          // A code already recorded is shown under the code; any other refusal on top.
          const rest = applyServerErrors(error, ['reference'], form.setError);
          const underCode = rest.length === 0 && form.formState.errors.reference !== undefined;
          setServerError(underCode ? null : message);
          toast.error('Failed to record payment', { description: message });
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record payment"
      description={`Balance due: ${formatMoney(invoice.balance, invoice.currency)}`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={record.isPending} loadingText="Saving...">
            Record payment
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <MoneyMovementFields
          form={form}
          currency={invoice.currency}
          dateLabel="Payment date"
          methods={[...MANUAL_METHODS]}
          serverError={serverError}
          codeMethod="mpesa"
        />
      </form>
    </Dialog>
  );
}
