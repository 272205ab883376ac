import { messageOf } from '@daftari/api-client';
import { type Invoice, manualPaymentRequestSchema } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { Button, Dialog, Field, Input, Select, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useRecordPayment } from '../api/invoices.ts';
import { today } from '../lib/terms.ts';

const FORM_ID = 'record-payment-form';

const MANUAL_METHODS = [
  { value: 'cash', label: 'Cash' },
  { value: 'mpesa', label: 'M-Pesa' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'other', label: 'Other' },
] as const;

/** Labels of every payment method, the online one included. */
export const METHOD_LABELS: Record<string, string> = {
  ...Object.fromEntries(MANUAL_METHODS.map((method) => [method.value, method.label])),
  paystack: 'Card (Paystack)',
};

const paymentFields = manualPaymentRequestSchema.shape.payment;

/** The dialog's text, parsed into the contract's payment (its messages, its limits). */
const paymentFormSchema = z
  .object({ amount: z.string(), paid_on: z.string(), method: z.string(), reference: z.string() })
  .transform((values): Partial<Record<keyof typeof values, unknown>> => {
    const amount = values.amount.trim().replace(/,/g, '');
    return {
      ...values,
      // Blank is "required"; a number is read; other text stays text so the contract says "must be a number".
      amount: amount === '' ? undefined : /^\d*\.?\d+$/.test(amount) ? Number(amount) : amount,
    };
  })
  .pipe(paymentFields);

type PaymentFormInput = z.input<typeof paymentFormSchema>;

const grid = css({ display: 'grid', gridTemplateColumns: { smDown: '1fr', sm: '1fr 1fr' }, gap: '4' });
const alert = css({
  gridColumn: { sm: 'span 2' },
  px: '3',
  py: '2.5',
  borderRadius: 'md',
  layerStyle: 'tinted.danger',
  fontSize: 'sm',
});

const defaults = (invoice: Invoice): PaymentFormInput => ({
  amount: invoice.balance > 0 ? invoice.balance.toFixed(2) : '',
  paid_on: today(),
  method: 'mpesa',
  reference: '',
});

export interface RecordPaymentDialogProps {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Records a payment made outside Daftari; the amount starts at the balance due. */
export function RecordPaymentDialog({ invoice, open, onOpenChange }: RecordPaymentDialogProps) {
  const record = useRecordPayment(invoice.id);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PaymentFormInput, unknown, z.output<typeof paymentFormSchema>>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: defaults(invoice),
  });
  const { errors } = form.formState;

  // A fresh form, with the current balance, each time the dialog opens.
  useEffect(() => {
    if (open) {
      form.reset(defaults(invoice));
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
          setServerError(message);
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
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className={grid}>
        {serverError ? (
          <p role="alert" className={alert}>
            {serverError}
          </p>
        ) : null}
        <Field label={`Amount (${invoice.currency})`} required errorText={errors.amount?.message}>
          <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
        </Field>
        <Field label="Payment date" required errorText={errors.paid_on?.message}>
          <Input type="date" {...form.register('paid_on')} />
        </Field>
        <Field label="Method" required errorText={errors.method?.message}>
          <Controller
            control={form.control}
            name="method"
            render={({ field }) => (
              <Select items={[...MANUAL_METHODS]} value={field.value} onValueChange={field.onChange} />
            )}
          />
        </Field>
        <Field
          label="Reference"
          helperText="Optional, e.g. the M-Pesa code"
          errorText={errors.reference?.message}
        >
          <Input autoComplete="off" placeholder="QJK4X2B7LP" {...form.register('reference')} />
        </Field>
      </form>
    </Dialog>
  );
}
