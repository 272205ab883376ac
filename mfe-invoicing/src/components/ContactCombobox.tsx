import { type Contact, contactLabel } from '@daftari/contracts';
import { Combobox, type ComboboxItem, useDebouncedValue } from '@daftari/ui';
import { useMemo, useState } from 'react';
import { useContactById, useContactOptions } from '../api/options.ts';

/** Server search waits until typing pauses this long (the contacts list uses the same). */
const CONTACT_SEARCH_DEBOUNCE_MS = 300;

type ContactLike = Pick<Contact, 'id' | 'full_name' | 'company_name' | 'email'> &
  Partial<Pick<Contact, 'first_name' | 'last_name'>>;

function toItem(contact: ContactLike): ComboboxItem {
  const label = contactLabel(contact);
  const second = [contact.company_name, contact.email].find((text) => text && text.trim() !== label);
  const keywords = [contact.company_name, contact.email, contact.first_name, contact.last_name].filter(
    (text): text is string => Boolean(text),
  );
  return { value: String(contact.id), label, description: second ?? undefined, keywords };
}

export interface ContactComboboxProps {
  value: number | null;
  onChange: (contactId: number | null) => void;
  placeholder?: string;
  inputPlaceholder?: string;
  emptyText?: string;
  'aria-label'?: string;
  invalid?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A contact picker that asks the server (GET /contacts?search=...&per_page=100) as the owner types; the
 * results on screen are narrowed at once while the next answer loads. The chosen contact stays labelled
 * even when the current search no longer returns it.
 */
export function ContactCombobox({
  value,
  onChange,
  placeholder = 'Select a contact...',
  inputPlaceholder = 'Search contacts...',
  emptyText = 'No contact found.',
  'aria-label': ariaLabel,
  invalid,
  size,
  className,
}: ContactComboboxProps) {
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), CONTACT_SEARCH_DEBOUNCE_MS);
  const options = useContactOptions(search);
  const found = options.data ?? [];
  const selectedMissing = value !== null && !found.some((contact) => contact.id === value);
  const selected = useContactById(selectedMissing ? value : null);

  const items = useMemo(() => {
    const list = found.map(toItem);
    if (selectedMissing && selected.data) list.push(toItem(selected.data));
    return list;
  }, [found, selectedMissing, selected.data]);

  return (
    <Combobox
      items={items}
      value={value === null ? null : String(value)}
      onValueChange={(next) => onChange(next === null ? null : Number(next))}
      onInputValueChange={setQuery}
      placeholder={placeholder}
      inputPlaceholder={inputPlaceholder}
      emptyText={options.isFetching && found.length === 0 ? 'Searching...' : emptyText}
      aria-label={ariaLabel}
      invalid={invalid}
      size={size}
      className={className}
    />
  );
}
