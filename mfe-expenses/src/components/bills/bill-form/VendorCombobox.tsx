import { contactQuery } from '@daftari/api-client';
import { contactLabel, type LabelledContact } from '@daftari/contracts';
import { Combobox, type ComboboxItem, useDebouncedValue } from '@daftari/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useVendorOptions } from '../../../api/bills.ts';

/** Server search waits until typing pauses this long (the contacts list uses the same). */
const SEARCH_DEBOUNCE_MS = 300;

/** A contact as the picker labels it. */
export type Vendor = LabelledContact & { id: number };

const toItem = (contact: Vendor): ComboboxItem => ({
  value: String(contact.id),
  label: contactLabel(contact),
  description: contact.email ?? undefined,
  keywords: [contact.company_name, contact.email, contact.first_name, contact.last_name].filter(
    (text): text is string => Boolean(text),
  ),
});

export interface VendorComboboxProps {
  value: number | null;
  onChange: (contactId: number | null) => void;
  /** The vendor as last known (the bill's, or one just created), labelled even when no search finds it. */
  chosen: Vendor | undefined;
  invalid?: boolean;
}

/** Picks the vendor among the contacts, the server searching as the owner types. */
export function VendorCombobox({ value, onChange, chosen, invalid }: VendorComboboxProps) {
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const options = useVendorOptions(search);
  const found = options.data ?? [];
  const unlabelled = value !== null && chosen?.id !== value && !found.some((contact) => contact.id === value);
  // A vendor named by the address (?contactId=) that the current search did not bring: read it for its label.
  const named = useQuery(contactQuery(unlabelled ? value : 0));
  const known = chosen ?? named.data;
  const items = useMemo(() => {
    const list = found.map(toItem);
    if (known && !found.some((contact) => contact.id === known.id)) list.push(toItem(known));
    return list;
  }, [found, known]);

  return (
    <Combobox
      items={items}
      value={value === null ? null : String(value)}
      onValueChange={(next) => onChange(next === null ? null : Number(next))}
      onInputValueChange={setQuery}
      placeholder="Select a vendor..."
      inputPlaceholder="Search contacts..."
      emptyText={options.isFetching && found.length === 0 ? 'Searching...' : 'No contact found.'}
      invalid={invalid}
    />
  );
}
