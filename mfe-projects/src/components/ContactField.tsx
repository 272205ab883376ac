import type { Contact } from '@daftari/contracts';
import { Button, Field } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { ContactPicker, type PickableContact } from '@daftari/ui/widgets';
import { useMemo, useState } from 'react';
import { InlineContactForm } from './InlineContactForm.tsx';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const createRow = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const hint = css({ textStyle: 'caption', color: 'fg.subtle' });

export interface ContactFieldProps {
  value: number | undefined;
  onChange: (contactId: number | undefined) => void;
  errorText?: string;
  /** A contact to offer even when no search brings it (the edited project's). */
  current?: PickableContact;
}

/**
 * Search or select an existing contact (the server searching name, company and e-mail as the owner types),
 * or create one inline; creating is off once a contact is chosen.
 */
export function ContactField({ value, onChange, errorText, current }: ContactFieldProps) {
  const [created, setCreated] = useState<Contact[]>([]);
  const [creating, setCreating] = useState(false);
  const chosen = value !== undefined;
  const known = useMemo(() => [...created, ...(current ? [current] : [])], [created, current]);

  const choose = (next: number | null) => {
    onChange(next ?? undefined);
    if (next !== null) setCreating(false);
  };

  return (
    <div className={stack}>
      <Field label="Existing contact" required errorText={errorText}>
        <ContactPicker
          value={value ?? null}
          onChange={choose}
          known={known}
          placeholder="Search or select a contact..."
          inputPlaceholder="Search by name, company or email..."
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
