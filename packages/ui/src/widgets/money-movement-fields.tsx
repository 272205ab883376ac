import { css, cx } from '@daftari/ui/styled-system/css';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Field } from '../components/field.tsx';
import { Input } from '../components/input.tsx';
import { Select, type SelectItem } from '../components/select.tsx';
import type { MoneyMovementValues } from './money-movement.ts';

const grid = css({ display: 'grid', gridTemplateColumns: { smDown: '1fr', sm: '1fr 1fr' }, gap: '4' });
const codeInput = css({ fontFamily: 'mono', letterSpacing: 'wide' });
const notice = css({ gridColumn: { sm: 'span 2' }, px: '3', py: '2.5', borderRadius: 'md', fontSize: 'sm' });
const refusal = css({ layerStyle: 'tinted.danger' });
const caution = css({ layerStyle: 'tinted.warning' });

export interface MoneyMovementFieldsProps<Output> {
  form: UseFormReturn<MoneyMovementValues, unknown, Output>;
  currency: string;
  /** 'Payment date', 'Refund date'. */
  dateLabel: string;
  methods: SelectItem[];
  /** The server's refusal of the last attempt, shown on top. */
  serverError: string | null;
  /** A question the next submit answers with yes (an account going below zero), under the refusal. */
  caution?: string | null;
  /** A method known by its M-Pesa code: with it chosen, the reference is that code, and required. */
  codeMethod?: string;
  /** The reference's hint while it is not an M-Pesa code. */
  referenceHint?: string;
  /** The reference's example while it is not an M-Pesa code. */
  referencePlaceholder?: string;
}

/**
 * Amount, date, method and reference of a payment or a refund, two columns (one below 640 px), under the
 * server's refusal and the caution if any.
 */
export function MoneyMovementFields<Output>({
  form,
  currency,
  dateLabel,
  methods,
  serverError,
  caution: cautionText,
  codeMethod,
  referenceHint = 'Optional, e.g. a receipt or slip number',
  referencePlaceholder,
}: MoneyMovementFieldsProps<Output>) {
  const { errors } = form.formState;
  const byCode = codeMethod !== undefined && form.watch('method') === codeMethod;
  return (
    <div className={grid}>
      {serverError ? (
        <p role="alert" className={cx(notice, refusal)}>
          {serverError}
        </p>
      ) : null}
      {cautionText ? (
        <p role="alert" className={cx(notice, caution)}>
          {cautionText}
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
        helperText={byCode ? 'The 10 letters and digits at the start of the M-Pesa message' : referenceHint}
        errorText={errors.reference?.message}
      >
        <Input
          autoComplete="off"
          placeholder={byCode ? 'QJK4X2B7LP' : referencePlaceholder}
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
    </div>
  );
}
