import { messageOf } from '@daftari/api-client';
import { type InvoiceCreditNote, REFUND_METHODS, type RefundCreateRequest } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { Button, Dialog, Field, Input, Select, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useRecordRefund } from '../../api/credit-notes.ts';
import { refundableLeft } from '../../lib/credit-rules.ts';
import { type RefundFormValues, refundDefaults, refundFormSchema } from '../../lib/refund-form.ts';
import { today } from '../../lib/terms.ts';
import { METHOD_LABELS } from '../RecordPaymentDialog.tsx';

const FORM_ID = 'refund-form';
const METHOD_ITEMS = REFUND_METHODS.map((method) => ({
  value: method,
  label: METHOD_LABELS[method] ?? method,
}));

const grid = css({ display: 'grid', gridTemplateColumns: { smDown: '1fr', sm: '1fr 1fr' }, gap: '4' });
const alert = css({
  gridColumn: { sm: 'span 2' },
  px: '3',
  py: '2.5',
  borderRadius: 'md',
  layerStyle: 'tinted.danger',
  fontSize: 'sm',
});

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
  const form = useForm<RefundFormValues, unknown, RefundCreateRequest>({
    resolver: zodResolver(schema),
    defaultValues: refundDefaults(refundable, today()),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset(refundDefaults(refundable, today()));
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
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className={grid}>
        {serverError ? (
          <p role="alert" className={alert}>
            {serverError}
          </p>
        ) : null}
        <Field label={`Amount (${currency})`} required errorText={errors.amount?.message}>
          <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
        </Field>
        <Field label="Refund date" required errorText={errors.paid_on?.message}>
          <Input type="date" {...form.register('paid_on')} />
        </Field>
        <Field label="Method" required errorText={errors.method?.message}>
          <Controller
            control={form.control}
            name="method"
            render={({ field }) => (
              <Select items={METHOD_ITEMS} value={field.value} onValueChange={field.onChange} />
            )}
          />
        </Field>
        <Field
          label="Reference"
          helperText="Optional, e.g. the M-Pesa code"
          errorText={errors.reference?.message}
        >
          <Input autoComplete="off" {...form.register('reference')} />
        </Field>
      </form>
    </Dialog>
  );
}
