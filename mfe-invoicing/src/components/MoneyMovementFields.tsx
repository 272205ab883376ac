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
const codeInput = css({ fontFamily: 'mono', letterSpacing: 'wide' });
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
  /** A method known by its M-Pesa code: with it chosen, the reference is that code, and required. */
  codeMethod?: string;
}

/** Amount, date, method and reference of a payment or a refund, under the server's refusal if any. */
export function MoneyMovementFields<Output>({
  form,
  currency,
  dateLabel,
  methods,
  serverError,
  codeMethod,
}: MoneyMovementFieldsProps<Output>) {
  const { errors } = form.formState;
  const byCode = codeMethod !== undefined && form.watch('method') === codeMethod;
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
        label={byCode ? 'M-Pesa code' : 'Reference'}
        required={byCode}
        helperText={
          byCode
            ? 'The 10 letters and digits at the start of the M-Pesa message'
            : 'Optional, e.g. a receipt or slip number'
        }
        errorText={errors.reference?.message}
      >
        <Input
          autoComplete="off"
          placeholder={byCode ? 'QJK4X2B7LP' : undefined}
          className={byCode ? codeInput : undefined}
          {...form.register('reference', {
            // An M-Pesa code is written in capitals, as the M-Pesa message prints it.
            onChange: (event) => {
              if (form.getValues('method') === codeMethod) {
                form.setValue('reference', event.target.value.toUpperCase());
              }
            },
          })}
        />
      </Field>
    </>
  );
}
