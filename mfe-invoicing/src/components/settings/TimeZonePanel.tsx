import { messageOf } from '@daftari/api-client';
import type { Account } from '@daftari/contracts';
import { DEFAULT_TIME_ZONE } from '@daftari/format';
import { Button, Card, Combobox, Field, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { type FormEvent, useMemo, useState } from 'react';
import { useUpdateAccount } from '../../api/settings.ts';
import { knownTimeZones } from '../../lib/reminder-steps.ts';

const picker = css({ maxW: 'md' });

/** The business's time zone: what "today" is, and the clock recurring invoices and reminders run on. */
export function TimeZonePanel({ account }: { account: Account }) {
  const saved = account.time_zone ?? DEFAULT_TIME_ZONE;
  const [zone, setZone] = useState<string | null>(saved);
  const update = useUpdateAccount();
  const editable = useMayCall()('PUT /api/account');
  const items = useMemo(() => {
    const zones = knownTimeZones();
    return (zones.includes(saved) ? zones : [saved, ...zones]).map((name) => ({
      value: name,
      label: name.replaceAll('_', ' '),
      keywords: [name],
    }));
  }, [saved]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!zone) return;
    update.mutate(
      { account: { time_zone: zone } },
      {
        onSuccess: () => toast.success('Time zone saved'),
        onError: (error) => toastError('Failed to save the time zone', messageOf(error, '')),
      },
    );
  };

  return (
    <form onSubmit={save} aria-label="Time zone">
      <Card
        title="Time zone"
        description="Recurring invoices are issued at 07:00 on their date in this zone, and it decides what 'today' is."
        footer={
          editable ? (
            <Button type="submit" disabled={!zone} loading={update.isPending} loadingText="Saving...">
              Save time zone
            </Button>
          ) : undefined
        }
      >
        <Field label="Business time zone" className={picker} errorText={zone ? null : 'Pick a time zone'}>
          <Combobox
            items={items}
            value={zone}
            onValueChange={setZone}
            placeholder="Select a time zone..."
            inputPlaceholder="Search, e.g. Nairobi"
            emptyText="No time zone found."
            disabled={!editable}
          />
        </Field>
      </Card>
    </form>
  );
}
