import { DEFAULT_CURRENCY } from '@daftari/contracts';
import { Field, Select, Textarea } from '@daftari/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { currencyOptions } from '../../lib/currencies.ts';
import { threeFields } from './form-styles.ts';

export interface DetailsFieldsProps {
  prefix: 'invoice' | 'estimate';
  /** The account's currency, first in the list. */
  accountCurrency: string | undefined;
  /** Under the notes: where they are printed. */
  notesHelper: string;
  notesPlaceholder: string;
}

/** The document's currency and notes, `{prefix}.currency` and `{prefix}.notes` of the surrounding form. */
export function DetailsFields({
  prefix,
  accountCurrency,
  notesHelper,
  notesPlaceholder,
}: DetailsFieldsProps) {
  const { control, register, getFieldState, formState } = useFormContext();

  return (
    <>
      <div className={threeFields}>
        <Controller
          control={control}
          name={`${prefix}.currency`}
          render={({ field, fieldState }) => (
            <Field label="Currency" errorText={fieldState.error?.message}>
              <Select
                items={currencyOptions(accountCurrency)}
                value={field.value ?? accountCurrency ?? DEFAULT_CURRENCY}
                onValueChange={field.onChange}
              />
            </Field>
          )}
        />
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
