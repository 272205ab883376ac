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

/** How a 0 % item or line is taxed, in words: 'Zero-rated', 'Exempt' or 'Outside VAT'. */
export const vatTreatmentLabel = (category: TaxCategory | null) =>
  VAT_TREATMENT_LABELS[category ?? ZERO_RATED];

/**
 * The `tax_category` field of a line or item form at 0 %: zero-rated (null), exempt or outside VAT (KRA tells
 * them apart).
 */
export function VatTreatmentField<
  T extends { tax_category: TaxCategory | null },
  Output extends FieldValues,
>({ control }: { control: Control<T, unknown, Output> }) {
  const { field, fieldState } = useController({ control, name: 'tax_category' as FieldPath<T> });
  return (
    <Field
      label="VAT treatment"
      helperText="At 0 %, KRA tells zero-rated, exempt and outside-VAT supplies apart."
      errorText={fieldState.error?.message}
    >
      <Select
        items={ITEMS}
        value={(field.value as TaxCategory | null) ?? ZERO_RATED}
        onValueChange={(next) => field.onChange(taxCategorySchema.safeParse(next).data ?? null)}
      />
    </Field>
  );
}
