import { DEFAULT_CURRENCY } from '@daftari/contracts';
import { Field, Textarea } from '@daftari/ui';
import { CurrencyRateFields } from '@daftari/ui/widgets';
import { useFormContext } from 'react-hook-form';
import { threeFields } from './form-styles.ts';

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
  const { register, getFieldState, formState } = useFormContext();

  return (
    <>
      <div className={threeFields}>
        <CurrencyRateFields
          currencyName={`${prefix}.currency`}
          rateName={`${prefix}.exchange_rate`}
          dateName={`${prefix}.issue_date`}
          books={accountCurrency ?? DEFAULT_CURRENCY}
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
