import { Field, Input, Select, type SelectItem } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { MoneyMovementValues } from '../lib/money-movement.ts';

/** The two-column grid such a form lays its fields in. */
export const moneyMovementGrid = css({
  display: 'grid',
  gridTemplateColumns: { smDown: '1fr', sm: '1fr 1fr' },
  gap: '4',
});
const alert = css({
  gridColumn: { sm: 'span 2' },
  px: '3',
  py: '2.5',
  borderRadius: 'md',
  layerStyle: 'tinted.danger',
  fontSize: 'sm',
});

export interface MoneyMovementFieldsProps<Output> {
  form: UseFormReturn<MoneyMovementValues, unknown, Output>;
  currency: string;
  /** 'Payment date', 'Refund date'. */
  dateLabel: string;
  methods: SelectItem[];
  /** The server's refusal of the last attempt, shown on top. */
  serverError: string | null;
}

/** Amount, date, method and reference of a payment or a refund, under the server's refusal if any. */
export function MoneyMovementFields<Output>({
  form,
  currency,
  dateLabel,
  methods,
  serverError,
}: MoneyMovementFieldsProps<Output>) {
  const { errors } = form.formState;
  return (
    <>
      {serverError ? (
        <p role="alert" className={alert}>
          {serverError}
        </p>
      ) : null}
      <Field label={`Amount (${currency})`} required errorText={errors.amount?.message}>
        <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
      </Field>
      <Field label={dateLabel} required errorText={errors.paid_on?.message}>
        <Input type="date" {...form.register('paid_on')} />
      </Field>
      <Field label="Method" required errorText={errors.method?.message}>
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <Select items={methods} value={field.value} onValueChange={field.onChange} />
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
    </>
  );
}
