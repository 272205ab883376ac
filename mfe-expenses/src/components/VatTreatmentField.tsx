import { type TaxCategory, taxCategorySchema, VAT_TREATMENT_LABELS } from '@daftari/contracts';
import { Field, Select } from '@daftari/ui';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

// A Select value cannot be null: this one stands for "no tax category", which at 0 % is zero-rated.
const ZERO_RATED = 'zero_rated';

const ITEMS = [
  { value: ZERO_RATED, label: VAT_TREATMENT_LABELS.zero_rated },
  ...taxCategorySchema.options.map((category) => ({
    value: category,
    label: VAT_TREATMENT_LABELS[category],
  })),
];

/**
 * The `tax_category` of a line at 0 % (the invoice line's "VAT treatment", with the contract's categories):
 * zero-rated (null), exempt or outside VAT, each filed as itself in the VAT return.
 */
export function VatTreatmentField<T extends FieldValues, Output>({
  control,
  name,
}: {
  control: Control<T, unknown, Output>;
  name: FieldPath<T>;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label="VAT treatment" errorText={fieldState.error?.message}>
      <Select
        items={ITEMS}
        value={(field.value as TaxCategory | null) ?? ZERO_RATED}
        onValueChange={(next) => field.onChange(taxCategorySchema.safeParse(next).data ?? null)}
      />
    </Field>
  );
}
