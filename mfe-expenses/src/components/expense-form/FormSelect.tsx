import { Select, type SelectItem } from '@daftari/ui';
import { type Control, Controller } from 'react-hook-form';
import type { ExpenseFormValues } from '../../lib/expense-form.ts';

/** A form field picked from a fixed list. */
export function FormSelect({
  control,
  name,
  items,
}: {
  control: Control<ExpenseFormValues>;
  name: keyof ExpenseFormValues;
  items: SelectItem[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <Select items={items} value={field.value} onValueChange={field.onChange} />}
    />
  );
}
