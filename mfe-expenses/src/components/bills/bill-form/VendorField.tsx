import { messageOf } from '@daftari/api-client';
import { Button, Field, Input, PlusIcon, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { ContactPicker, type PickableContact } from '@daftari/ui/widgets';
import { type ReactNode, useMemo, useState } from 'react';
import { useCreateVendor } from '../../../api/bills.ts';

const row = css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap', mt: '2' });
const note = css({ fontSize: 'sm', color: 'fg.muted' });

export interface VendorFieldProps {
  value: number | null;
  onChange: (contactId: number | null) => void;
  /** The vendor as last known (the bill's, or one just created), labelled even when no search finds it. */
  chosen: PickableContact | undefined;
  /** A vendor just created: it becomes the known choice. */
  onCreated: (contact: PickableContact) => void;
  /** A vendor name read from a document that matches no contact: offered as a new vendor. */
  proposedName: string | null;
  errorText?: string;
  labelEnd?: ReactNode;
}

/** The vendor: picked among the contacts, or added on the spot as a new contact. */
export function VendorField({
  value,
  onChange,
  chosen,
  onCreated,
  proposedName,
  errorText,
  labelEnd,
}: VendorFieldProps) {
  const create = useCreateVendor();
  const known = useMemo(() => (chosen ? [chosen] : undefined), [chosen]);
  const [name, setName] = useState<string | null>(null);

  const add = (vendorName: string) =>
    create.mutate(vendorName.trim(), {
      onSuccess: (contact) => {
        onCreated(contact);
        onChange(contact.id);
        setName(null);
      },
      onError: (error) => toastError('Failed to add the vendor', messageOf(error, '')),
    });

  return (
    <div>
      <Field label="Vendor" required errorText={errorText} labelEnd={labelEnd}>
        <ContactPicker
          value={value}
          onChange={onChange}
          known={known}
          placeholder="Select a vendor..."
          invalid={Boolean(errorText)}
        />
      </Field>
      {name !== null ? (
        <div className={row}>
          <Input
            aria-label="New vendor's name"
            placeholder="e.g. Mama Mboga Supplies"
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={css({ flex: '1', minW: '40' })}
            autoFocus
          />
          <Button
            size="sm"
            disabled={name.trim() === ''}
            loading={create.isPending}
            onClick={() => add(name)}
          >
            Add vendor
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setName(null)}>
            Cancel
          </Button>
        </div>
      ) : proposedName && value === null ? (
        <div className={row}>
          <span className={note}>“{proposedName}” is not in your contacts yet.</span>
          <Button size="sm" variant="outline" loading={create.isPending} onClick={() => add(proposedName)}>
            <PlusIcon />
            Add as new vendor
          </Button>
        </div>
      ) : (
        <div className={row}>
          <Button size="sm" variant="ghost" onClick={() => setName('')}>
            <PlusIcon />
            New vendor
          </Button>
        </div>
      )}
    </div>
  );
}
