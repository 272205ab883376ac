import { messageOf } from '@daftari/api-client';
import { type Bill, billPaymentRequestSchema, PAYMENT_METHOD_ACCOUNT_NUMBER } from '@daftari/contracts';
import { formatMoney, toIsoDate } from '@daftari/format';
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
import { useRecordBillPayment } from '../../../api/bills.ts';
import { useMoneyAccounts } from '../../../api/expenses.ts';
import { PAYMENT_METHODS } from '../../../lib/bill-payments.ts';
import { overdraftWarning } from '../../../lib/overdraft.ts';

const FORM_ID = 'record-bill-payment-form';

/** The dialog's text, parsed into the contract's payment (its messages, its limits). */
const paymentFormSchema = moneyMovementSchema(billPaymentRequestSchema.shape.payment);

const defaults = (bill: Bill) => moneyMovementDefaults(bill.balance, toIsoDate(new Date()));

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
  const form = useForm<MoneyMovementValues, unknown, z.output<typeof paymentFormSchema>>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: defaults(bill),
  });

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
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <MoneyMovementFields
          form={form}
          currency={bill.currency}
          dateLabel="Payment date"
          methods={[...PAYMENT_METHODS]}
          serverError={serverError}
          caution={overdraft}
          referenceHint="Optional, e.g. the M-Pesa code"
          referencePlaceholder="QJK4X2B7LP"
        />
      </form>
    </Dialog>
  );
}
