import { type TaxCategory, taxCategorySchema } from '@daftari/contracts';
import { Field, Select } from '@daftari/ui';

// A Select value cannot be null: this one stands for "no tax category", which at 0 % is zero-rated.
const ZERO_RATED = 'zero_rated';

const LABELS: Record<TaxCategory, string> = { exempt: 'Exempt', non_vat: 'Outside VAT' };

const ITEMS = [
  { value: ZERO_RATED, label: 'Zero-rated' },
  ...taxCategorySchema.options.map((category) => ({ value: category, label: LABELS[category] })),
];

/** How a 0 % item or line is taxed, in words: 'Zero-rated', 'Exempt' or 'Outside VAT'. */
export const vatTreatmentLabel = (category: TaxCategory | null) =>
  category ? LABELS[category] : 'Zero-rated';

export interface VatTreatmentFieldProps {
  value: TaxCategory | null;
  onChange: (category: TaxCategory | null) => void;
  errorText?: string;
  className?: string;
}

/** The VAT treatment of a line or item at 0 %: zero-rated (null), exempt or outside VAT (KRA tells them apart). */
export function VatTreatmentField({ value, onChange, errorText, className }: VatTreatmentFieldProps) {
  return (
    <Field
      label="VAT treatment"
      helperText="At 0 %, KRA tells zero-rated, exempt and outside-VAT supplies apart."
      errorText={errorText}
      className={className}
    >
      <Select
        items={ITEMS}
        value={value ?? ZERO_RATED}
        onValueChange={(next) => onChange(taxCategorySchema.safeParse(next).data ?? null)}
      />
    </Field>
  );
}
