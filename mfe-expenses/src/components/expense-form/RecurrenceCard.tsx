import { Card, Field } from '@daftari/ui';
import type { UseFormReturn } from 'react-hook-form';
import { type ExpenseFormValues, RECURRENCE_ITEMS } from '../../lib/expense-form.ts';
import { FormSelect } from './FormSelect.tsx';

/** How often the expense repeats, if at all. */
export function RecurrenceCard({ form }: { form: UseFormReturn<ExpenseFormValues> }) {
  return (
    <Card title="Recurring Options">
      <Field label="Recurrence" errorText={form.formState.errors.recurrence?.message}>
        <FormSelect control={form.control} name="recurrence" items={RECURRENCE_ITEMS} />
      </Field>
    </Card>
  );
}
