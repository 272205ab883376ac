import { DEFAULT_CURRENCY } from '@daftari/contracts';
import { Field, Select, Textarea } from '@daftari/ui';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useRatedCurrencies } from '../../api/exchange-rates.ts';
import { currencyOptions } from '../../lib/currencies.ts';
import { threeFields } from './form-styles.ts';
import { RateField } from './RateField.tsx';

export interface DetailsFieldsProps {
  prefix: 'invoice' | 'estimate';
  /** The account's currency, first in the list. */
  accountCurrency: string | undefined;
  /** Under the notes: where they are printed. */
  notesHelper: string;
  notesPlaceholder: string;
}

/**
 * The document's currency (the account's, or one its rate table has), its exchange rate when foreign
 * (`{prefix}.exchange_rate`, text) and notes, fields of the surrounding form.
 */
export function DetailsFields({
  prefix,
  accountCurrency,
  notesHelper,
  notesPlaceholder,
}: DetailsFieldsProps) {
  const { control, register, getFieldState, formState, setValue } = useFormContext();
  const books = accountCurrency ?? DEFAULT_CURRENCY;
  const currency: string = useWatch({ control, name: `${prefix}.currency` }) ?? books;
  const rated = useRatedCurrencies();

  return (
    <>
      <div className={threeFields}>
        <Controller
          control={control}
          name={`${prefix}.currency`}
          render={({ field, fieldState }) => (
            <Field label="Currency" errorText={fieldState.error?.message}>
              <Select
                items={currencyOptions(books, rated, field.value)}
                value={field.value ?? books}
                onValueChange={(value) => {
                  field.onChange(value);
                  // A new currency takes the table's rate for it, not the last one's.
                  setValue(`${prefix}.exchange_rate`, '', { shouldDirty: false });
                }}
              />
            </Field>
          )}
        />
        {currency !== books ? <RateField prefix={prefix} currency={currency} books={books} /> : null}
      </div>
      <Field
        label="Notes"
        helperText={notesHelper}
        errorText={getFieldState(`${prefix}.notes`, formState).error?.message}
      >
        <Textarea rows={3} placeholder={notesPlaceholder} {...register(`${prefix}.notes`)} />
      </Field>
    </>
  );
}
