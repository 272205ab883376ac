import { Checkbox, Field, Input, Select } from '@daftari/ui';
import { fieldRow } from '@daftari/ui/styled-system/recipes';
import { CurrencyRateFields } from '@daftari/ui/widgets';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import {
  numberOrBlank,
  type RecurringFormInput,
  type RecurringFormOutput,
} from '../../lib/recurring-form.ts';

const two = fieldRow({ columns: '2', alignTop: true });

const MISSED_OPTIONS = [
  { value: 'create', label: 'Issue each one with its own date' },
  { value: 'skip', label: 'Skip them, go on with the next' },
];

interface SeriesInvoiceFieldsProps {
  form: UseFormReturn<RecurringFormInput, unknown, RecurringFormOutput>;
  /** The books' currency, first in the currency list. */
  books: string;
  errors: FieldErrors<RecurringFormInput>['recurring_invoice'];
}

/** What each invoice of the series is: its currency and fixed rate, its payment terms, whether it is e-mailed, and missed periods. */
export function SeriesInvoiceFields({ form, books, errors }: SeriesInvoiceFieldsProps) {
  const { control, register } = form;
  return (
    <>
      <div className={two}>
        <CurrencyRateFields
          currencyName="recurring_invoice.currency"
          rateName="recurring_invoice.exchange_rate"
          dateName="recurring_invoice.start_date"
          books={books}
          optionalRate
        />
      </div>
      <div className={two}>
        <Field
          label="Due after (days)"
          required
          helperText="Each invoice is due this many days after its issue date."
          errorText={errors?.due_days?.message}
        >
          <Input
            inputMode="numeric"
            {...register('recurring_invoice.due_days', { setValueAs: numberOrBlank })}
          />
        </Field>
        <Field
          label="Missed periods"
          helperText="When invoices are due for past periods (a start date in the past, a pause, downtime)."
          errorText={errors?.missed_periods?.message}
        >
          <Controller
            control={control}
            name="recurring_invoice.missed_periods"
            render={({ field }) => (
              <Select items={MISSED_OPTIONS} value={field.value} onValueChange={field.onChange} />
            )}
          />
        </Field>
      </div>
      <Controller
        control={control}
        name="recurring_invoice.auto_send"
        render={({ field }) => (
          <Checkbox checked={field.value === true} onCheckedChange={field.onChange}>
            E-mail each invoice to the customer when it is issued (otherwise it waits as a draft)
          </Checkbox>
        )}
      />
    </>
  );
}
