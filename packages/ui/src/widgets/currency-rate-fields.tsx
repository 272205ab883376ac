import { formatDateMedium } from '@daftari/format';
import { useEffect, useRef } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../components/field.tsx';
import { Input } from '../components/input.tsx';
import { Select } from '../components/select.tsx';
import { currencyOptions, useRatedCurrencies, useTableRate } from './exchange-rates.ts';

export interface CurrencyRateFieldsProps {
  /** Field names in the surrounding form (a FormProvider): the currency code and the rate as text. */
  currencyName: string;
  rateName: string;
  /** The document's date field: the rate prefilled is the table's on or before it. */
  dateName: string;
  /** The books' currency, first in the list. */
  books: string;
  /** A series' fixed rate: never prefilled, left empty for the table's rate at each issue date. */
  optionalRate?: boolean;
}

/**
 * A document's currency (the books', or one the rate table has) and, when foreign, its exchange rate as
 * exact text, as siblings in the caller's grid.
 */
export function CurrencyRateFields({
  currencyName,
  rateName,
  dateName,
  books,
  optionalRate = false,
}: CurrencyRateFieldsProps) {
  const { control, setValue } = useFormContext();
  const currency: string = useWatch({ control, name: currencyName }) || books;
  const rated = useRatedCurrencies();
  return (
    <>
      <Controller
        control={control}
        name={currencyName}
        render={({ field, fieldState }) => (
          <Field label="Currency" errorText={fieldState.error?.message}>
            <Select
              items={currencyOptions(books, rated, field.value)}
              value={field.value || books}
              onValueChange={(value) => {
                field.onChange(value);
                // A new currency takes the table's rate for it, not the last one's.
                setValue(rateName, '', { shouldDirty: false });
              }}
            />
          </Field>
        )}
      />
      {currency === books ? null : optionalRate ? (
        <FixedRateField name={rateName} currency={currency} books={books} />
      ) : (
        <RateField name={rateName} dateName={dateName} currency={currency} books={books} />
      )}
    </>
  );
}

interface RateProps {
  name: string;
  currency: string;
  books: string;
}

function FixedRateField({ name, currency, books }: RateProps) {
  const { register, getFieldState, formState } = useFormContext();
  return (
    <Field
      label="Fixed exchange rate"
      helperText={`${books} for 1 ${currency}. Leave empty for the rate table's rate on each issue date.`}
      errorText={getFieldState(name, formState).error?.message}
    >
      <Input inputMode="decimal" autoComplete="off" placeholder="Rate table's" {...register(name)} />
    </Field>
  );
}

/**
 * The rate prefilled with the table's latest on or before the document's date (again when the date moves)
 * until the owner types one of their own; without a table rate, the owner must give one.
 */
function RateField({ name, dateName, currency, books }: RateProps & { dateName: string }) {
  const { control, register, getFieldState, formState, getValues, setValue } = useFormContext();
  const date: string = useWatch({ control, name: dateName }) ?? '';
  const table = useTableRate(currency, date, true);
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
      : `${books} for 1 ${currency}. Your rate table has none on or before the date: type one.`;

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
