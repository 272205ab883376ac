import { Card, Field, Select } from '@daftari/ui';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { type ExpenseFormValues, RECURRENCE_ITEMS } from '../../lib/expense-form.ts';

/** How often the expense repeats, if at all. */
export function RecurrenceCard({ form }: { form: UseFormReturn<ExpenseFormValues> }) {
  return (
    <Card title="Recurring Options">
      <Field label="Recurrence" errorText={form.formState.errors.recurrence?.message}>
        <Controller
          control={form.control}
          name="recurrence"
          render={({ field }) => (
            <Select items={RECURRENCE_ITEMS} value={field.value} onValueChange={field.onChange} />
          )}
        />
      </Field>
    </Card>
  );
}
