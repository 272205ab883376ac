import { messageOf } from '@daftari/api-client';
import { type Bill, billPaymentRequestSchema, PAYMENT_METHOD_ACCOUNT_NUMBER } from '@daftari/contracts';
import { formatMoney, toIsoDate } from '@daftari/format';
import { Button, Dialog, Field, Input, Select, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useRecordBillPayment } from '../../../api/bills.ts';
import { useMoneyAccounts } from '../../../api/expenses.ts';
import { PAYMENT_METHODS } from '../../../lib/bill-payments.ts';
import { overdraftWarning } from '../../../lib/overdraft.ts';

const FORM_ID = 'record-bill-payment-form';

/** The dialog's text, parsed into the contract's payment (its messages, its limits). */
const paymentFormSchema = z
  .object({ amount: z.string(), paid_on: z.string(), method: z.string(), reference: z.string() })
  .transform((values): Record<string, unknown> => {
    const amount = values.amount.trim().replace(/,/g, '');
    return {
      ...values,
      // Blank is "required"; a number is read; other text stays text so the contract says "must be a number".
      amount: amount === '' ? undefined : /^\d*\.?\d+$/.test(amount) ? Number(amount) : amount,
      reference: values.reference.trim() === '' ? undefined : values.reference,
    };
  })
  .pipe(billPaymentRequestSchema.shape.payment);

type PaymentFormInput = z.input<typeof paymentFormSchema>;

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' });
const alert = css({
  gridColumn: { sm: 'span 2' },
  px: '3',
  py: '2.5',
  borderRadius: 'md',
  layerStyle: 'tinted.danger',
  fontSize: 'sm',
});
const caution = css({
  gridColumn: { sm: 'span 2' },
  px: '3',
  py: '2.5',
  borderRadius: 'md',
  layerStyle: 'tinted.warning',
  fontSize: 'sm',
});

const defaults = (bill: Bill): PaymentFormInput => ({
  amount: bill.balance > 0 ? bill.balance.toFixed(2) : '',
  paid_on: toIsoDate(new Date()),
  method: 'mpesa',
  reference: '',
});

export interface RecordBillPaymentDialogProps {
  bill: Bill;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Records a payment to the vendor; the amount starts at what is still owed. */
export function RecordBillPaymentDialog({ bill, open, onOpenChange }: RecordBillPaymentDialogProps) {
  const record = useRecordBillPayment(bill.id);
  const [serverError, setServerError] = useState<string | null>(null);
  const moneyAccounts = useMoneyAccounts();
  // The payment would take its account below zero: shown once, and the next submit saves anyway.
  const [overdraft, setOverdraft] = useState<string | null>(null);
  const form = useForm<PaymentFormInput, unknown, z.output<typeof paymentFormSchema>>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: defaults(bill),
  });
  const { errors } = form.formState;

  // A fresh form, with the current balance, each time the dialog opens.
  useEffect(() => {
    if (open) {
      form.reset(defaults(bill));
      setServerError(null);
      setOverdraft(null);
    }
  }, [open]);

  const amount = form.watch('amount');
  const method = form.watch('method');
  // Another amount or method: the warning is worked out again at the next submit.
  useEffect(() => setOverdraft(null), [amount, method]);

  const onSubmit = form.handleSubmit((payment) => {
    setServerError(null);
    if (overdraft === null) {
      const number = PAYMENT_METHOD_ACCOUNT_NUMBER[payment.method];
      const account = moneyAccounts.data?.find((one) => one.number === number);
      const warning = overdraftWarning(account, payment.amount);
      if (warning) {
        setOverdraft(warning);
        return;
      }
    }
    record.mutate(
      { payment },
      {
        onSuccess: (updated) => {
          toast.success('Payment recorded', {
            description:
              updated.balance > 0
                ? `${formatMoney(updated.balance, updated.currency)} is still to pay.`
                : `Bill ${updated.bill_number} is paid in full.`,
          });
          onOpenChange(false);
        },
        onError: (error) => setServerError(messageOf(error, 'Failed to record payment')),
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record payment"
      description={`Still to pay: ${formatMoney(bill.balance, bill.currency)}`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={record.isPending} loadingText="Saving...">
            {overdraft ? 'Save anyway' : 'Record payment'}
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
        {overdraft ? (
          <p role="alert" className={caution}>
            {overdraft}
          </p>
        ) : null}
        <Field label={`Amount (${bill.currency})`} required errorText={errors.amount?.message}>
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
              <Select items={[...PAYMENT_METHODS]} value={field.value} onValueChange={field.onChange} />
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
