import { Field, Input, Select } from '@daftari/ui';
import { fieldRow } from '@daftari/ui/styled-system/recipes';
import { type Control, Controller, type FieldErrors, type UseFormReturn, useWatch } from 'react-hook-form';
import { FREQUENCY_OPTIONS } from '../../lib/recurring.ts';
import {
  END_OPTIONS,
  type EndChoice,
  nullIfBlank,
  numberOrBlank,
  type RecurringFormInput,
  type RecurringFormOutput,
} from '../../lib/recurring-form.ts';

const three = fieldRow({ columns: '3', alignTop: true });

interface SeriesScheduleFieldsProps {
  form: UseFormReturn<RecurringFormInput, unknown, RecurringFormOutput>;
  errors: FieldErrors<RecurringFormInput>['recurring_invoice'];
}

/** How often (every N weeks, months, quarters or years), from when, and until when. */
export function SeriesScheduleFields({ form, errors }: SeriesScheduleFieldsProps) {
  const { control, register, setValue } = form;
  const ends = useWatch({
    control: control as Control<RecurringFormInput, unknown, RecurringFormOutput>,
    name: 'ends',
  });
  // The contract takes an end date or a number of invoices, never both: the other one is cleared.
  const onEndsChange = (choice: EndChoice) => {
    setValue('ends', choice);
    if (choice !== 'on_date') setValue('recurring_invoice.end_date', null);
    if (choice !== 'after') setValue('recurring_invoice.occurrences', null);
  };
  return (
    <>
      <div className={three}>
        <Field label="Repeat every" required errorText={errors?.interval?.message}>
          <Input
            inputMode="numeric"
            {...register('recurring_invoice.interval', { setValueAs: numberOrBlank })}
          />
        </Field>
        <Field label="Period" required errorText={errors?.frequency?.message}>
          <Controller
            control={control}
            name="recurring_invoice.frequency"
            render={({ field }) => (
              <Select items={FREQUENCY_OPTIONS} value={field.value} onValueChange={field.onChange} />
            )}
          />
        </Field>
        <Field label="First invoice on" required errorText={errors?.start_date?.message}>
          <Input type="date" {...register('recurring_invoice.start_date')} />
        </Field>
      </div>
      <div className={three}>
        <Field label="Ends">
          <Select
            items={[...END_OPTIONS]}
            value={ends}
            onValueChange={(value) => onEndsChange(value as EndChoice)}
          />
        </Field>
        {ends === 'on_date' ? (
          <Field label="End date" required errorText={errors?.end_date?.message}>
            <Input type="date" {...register('recurring_invoice.end_date', { setValueAs: nullIfBlank })} />
          </Field>
        ) : null}
        {ends === 'after' ? (
          <Field label="Number of invoices" required errorText={errors?.occurrences?.message}>
            <Input
              inputMode="numeric"
              {...register('recurring_invoice.occurrences', { setValueAs: numberOrBlank })}
            />
          </Field>
        ) : null}
      </div>
    </>
  );
}
