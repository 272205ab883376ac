import { type Contact, contactLabel } from '@daftari/contracts';
import { Button, Combobox, type ComboboxItem, Field } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMemo, useState } from 'react';
import { useContactOptions } from '../api/contacts.ts';
import { InlineContactForm } from './InlineContactForm.tsx';

/** What the picker needs of a contact (a project's embedded contact is enough). */
export type PickableContact = Pick<Contact, 'id' | 'full_name' | 'company_name' | 'email'> &
  Partial<Pick<Contact, 'first_name' | 'last_name'>>;

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

const stack = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const createRow = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const hint = css({ textStyle: 'caption', color: 'fg.subtle' });

export interface ContactPickerProps {
  value: number | undefined;
  onChange: (contactId: number | undefined) => void;
  errorText?: string;
  /** A contact to offer even when it is not among the first 50 (the edited project's). */
  current?: PickableContact;
}

/**
 * Search or select an existing contact (the first 50, filtered on screen by name, company or email), or
 * create one inline; creating is off once a contact is chosen.
 */
export function ContactPicker({ value, onChange, errorText, current }: ContactPickerProps) {
  const options = useContactOptions();
  const [created, setCreated] = useState<Contact[]>([]);
  const [creating, setCreating] = useState(false);
  const chosen = value !== undefined;

  const items = useMemo(() => {
    const seen = new Set<number>();
    const list: ComboboxItem[] = [];
    for (const contact of [...created, ...(options.data ?? []), ...(current ? [current] : [])]) {
      if (seen.has(contact.id)) continue;
      seen.add(contact.id);
      list.push(toItem(contact));
    }
    return list;
  }, [created, options.data, current]);

  const choose = (next: string | null) => {
    onChange(next === null ? undefined : Number(next));
    if (next !== null) setCreating(false);
  };

  return (
    <div className={stack}>
      <Field label="Existing contact" required errorText={errorText}>
        <Combobox
          items={items}
          value={chosen ? String(value) : null}
          onValueChange={choose}
          placeholder="Search or select a contact..."
          inputPlaceholder="Search by name, company or email..."
          emptyText={options.isPending ? 'Loading contacts...' : 'No contact found.'}
          clearable
          clearLabel="Clear contact"
          invalid={Boolean(errorText)}
        />
      </Field>
      {creating && !chosen ? (
        <InlineContactForm
          onClose={() => setCreating(false)}
          onCreated={(contact) => {
            setCreated((list) => [contact, ...list]);
            setCreating(false);
            onChange(contact.id);
          }}
        />
      ) : (
        <div className={createRow}>
          <Button variant="outline" size="sm" disabled={chosen} onClick={() => setCreating(true)}>
            + Create New Contact
          </Button>
          {chosen ? <span className={hint}>Clear the selected contact to create a new one.</span> : null}
        </div>
      )}
    </div>
  );
}
