import { contactLabel, type LabelledContact } from '@daftari/contracts';
import { useMemo, useState } from 'react';
import { Combobox, type ComboboxItem } from '../components/combobox.tsx';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useContactById, useContactOptions } from './hooks.ts';

/** Server search waits until typing pauses this long (the contacts list uses the same). */
const CONTACT_SEARCH_DEBOUNCE_MS = 300;

const NONE: readonly PickableContact[] = [];

/** What the picker needs of a contact: its id and what it is labelled by (an embedded contact is enough). */
export type PickableContact = LabelledContact & { id: number };

function toItem(contact: PickableContact): ComboboxItem {
  const label = contactLabel(contact);
  const second = [contact.company_name, contact.email].find((text) => text && text.trim() !== label);
  const keywords = [
    contact.full_name,
    contact.company_name,
    contact.email,
    contact.first_name,
    contact.last_name,
  ].filter((text): text is string => Boolean(text));
  return { value: String(contact.id), label, description: second ?? undefined, keywords };
}

export interface ContactPickerProps {
  value: number | null;
  onChange: (contactId: number | null) => void;
  /** Contacts offered even when the current search does not bring them (the record's own, one just added). */
  known?: readonly PickableContact[];
  placeholder?: string;
  inputPlaceholder?: string;
  emptyText?: string;
  /** A clear (x) button while a contact is chosen; clearing chooses null. */
  clearable?: boolean;
  clearLabel?: string;
  'aria-label'?: string;
  invalid?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Picks a contact, the server searching (GET /contacts?search=…&per_page=100) as the owner types; what is on
 * screen is narrowed at once while the next answer loads. The chosen contact stays labelled even when the
 * current search no longer brings it (from `known`, else read by its id).
 */
export function ContactPicker({
  value,
  onChange,
  known = NONE,
  placeholder = 'Select a contact...',
  inputPlaceholder = 'Search contacts...',
  emptyText = 'No contact found.',
  clearable,
  clearLabel,
  'aria-label': ariaLabel,
  invalid,
  size,
  className,
}: ContactPickerProps) {
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), CONTACT_SEARCH_DEBOUNCE_MS);
  const options = useContactOptions(search);
  const found = options.data ?? [];
  const unlabelled =
    value !== null && ![...found, ...known].some((contact) => contact.id === value) ? value : null;
  const named = useContactById(unlabelled);

  const items = useMemo(() => {
    const seen = new Set<number>();
    const list: ComboboxItem[] = [];
    for (const contact of [...found, ...known, ...(named.data ? [named.data] : [])]) {
      if (seen.has(contact.id)) continue;
      seen.add(contact.id);
      list.push(toItem(contact));
    }
    return list;
  }, [found, known, named.data]);

  return (
    <Combobox
      items={items}
      value={value === null ? null : String(value)}
      onValueChange={(next) => onChange(next === null ? null : Number(next))}
      onInputValueChange={setQuery}
      placeholder={placeholder}
      inputPlaceholder={inputPlaceholder}
      emptyText={options.isFetching && found.length === 0 ? 'Searching...' : emptyText}
      clearable={clearable}
      clearLabel={clearLabel}
      aria-label={ariaLabel}
      invalid={invalid}
      size={size}
      className={className}
    />
  );
}
