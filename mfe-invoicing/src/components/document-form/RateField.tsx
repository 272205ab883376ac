import { formatDateMedium } from '@daftari/format';
import { Field, Input } from '@daftari/ui';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTableRate } from '../../api/exchange-rates.ts';

export interface RateFieldProps {
  prefix: 'invoice' | 'estimate';
  /** The document's currency (not the books'). */
  currency: string;
  /** The books' currency: the rate is how much of it one unit of `currency` is worth. */
  books: string;
}

/**
 * `{prefix}.exchange_rate` as exact text: prefilled with the rate table's latest rate on or before the issue
 * date (again when the date moves) until the owner types one of their own; without a table rate, the owner
 * must give one.
 */
export function RateField({ prefix, currency, books }: RateFieldProps) {
  const { control, register, getFieldState, formState, getValues, setValue } = useFormContext();
  const name = `${prefix}.exchange_rate`;
  const issueDate: string = useWatch({ control, name: `${prefix}.issue_date` }) ?? '';
  const table = useTableRate(currency, issueDate, true);
  const found = table.data;
  // The last rate put in from the table: a value the owner typed, or a document's own, is never replaced.
  const prefilled = useRef('');

  useEffect(() => {
    const current: string = getValues(name) ?? '';
    if (found && (current === '' || current === prefilled.current)) {
      prefilled.current = String(found.rate);
      setValue(name, prefilled.current);
    }
  }, [found, name, getValues, setValue]);

  const helper = table.isPending
    ? 'Looking up the rate table...'
    : found
      ? `${books} for 1 ${currency}; the rate table's of ${formatDateMedium(found.date)}. You can change it.`
      : `${books} for 1 ${currency}. Your rate table has none on or before the issue date: type one.`;

  return (
    <Field
      label="Exchange rate"
      helperText={helper}
      errorText={getFieldState(name, formState).error?.message}
    >
      <Input inputMode="decimal" autoComplete="off" placeholder="e.g. 163.402" {...register(name)} />
    </Field>
  );
}
