import { currentUserQuery } from '@daftari/api-client';
import { DEFAULT_CURRENCY } from '@daftari/contracts';
import { Field, Select } from '@daftari/ui';
import { currencyOptions, useRatedCurrencies } from '@daftari/ui/widgets';
import { useQuery } from '@tanstack/react-query';

export interface CurrencyFieldProps {
  /** The contact's own currency; null: the books'. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  errorText?: string;
}

/** The contact's default currency: the books' (sent as null) or one the rate table has. */
export function CurrencyField({ value, onChange, errorText }: CurrencyFieldProps) {
  const user = useQuery(currentUserQuery);
  const books = user.data?.account.currency ?? DEFAULT_CURRENCY;
  const rated = useRatedCurrencies();
  const items = currencyOptions(books, rated, value).map((item) =>
    item.value === books ? { ...item, label: `${books} (your books' currency)` } : item,
  );
  return (
    <Field
      label="Default currency"
      helperText="New invoices and bills for this contact are in it; you can change it on each one."
      errorText={errorText}
    >
      <Select
        items={items}
        value={value ?? books}
        onValueChange={(next) => onChange(next === books ? null : next)}
      />
    </Field>
  );
}
