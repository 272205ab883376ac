import { messageOf } from '@daftari/api-client';
import type { Account } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import { Button, Card, Checkbox, Field, Input, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { type FormEvent, useState } from 'react';
import { useInitializeEtims, useUpdateAccount } from '../../api/settings.ts';

const body = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const fields = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '2fr 1fr 2fr' } });
const muted = css({ fontSize: 'sm', color: 'fg.muted' });
const footer = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });

/**
 * KRA eTIMS: whether issued invoices and credit notes are signed by KRA, the business's PIN, branch and
 * device serial, and Initialize (KRA issues the device its key; needed again after the PIN, branch or
 * device changes).
 */
export function EtimsPanel({ account }: { account: Account }) {
  const saved = account.etims;
  const [enabled, setEnabled] = useState(saved?.enabled ?? false);
  const [pin, setPin] = useState(saved?.kra_pin ?? '');
  const [branch, setBranch] = useState(saved?.branch_id ?? '00');
  const [serial, setSerial] = useState(saved?.device_serial ?? '');
  const update = useUpdateAccount();
  const initialize = useInitializeEtims();

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { account: { etims: { enabled, kra_pin: pin, branch_id: branch, device_serial: serial } } },
      {
        onSuccess: () => toast.success('KRA eTIMS settings saved'),
        onError: (error) => toastError('Failed to save the KRA eTIMS settings', messageOf(error, '')),
      },
    );
  };
  const runInitialize = () =>
    initialize.mutate(undefined, {
      onSuccess: () => toast.success('KRA eTIMS initialized'),
      onError: (error) => toastError('KRA eTIMS could not be initialized', messageOf(error, '')),
    });

  return (
    <form onSubmit={save} aria-label="KRA eTIMS">
      <Card
        title="KRA eTIMS"
        description="Once on and initialized, every invoice you issue and every credit note is signed by KRA, with the buyer's PIN when their contact has one."
        footer={
          <div className={footer}>
            <Button type="submit" loading={update.isPending} loadingText="Saving...">
              Save eTIMS settings
            </Button>
            <Button
              variant="outline"
              onClick={runInitialize}
              disabled={!saved?.kra_pin || !saved.device_serial}
              loading={initialize.isPending}
              loadingText="Initializing..."
            >
              Initialize with KRA
            </Button>
          </div>
        }
      >
        <div className={body}>
          <Checkbox checked={enabled} onCheckedChange={setEnabled}>
            Sign invoices with KRA eTIMS
          </Checkbox>
          <div className={fields}>
            <Field label="Business KRA PIN" helperText="A letter, nine digits, a letter">
              <Input value={pin} onChange={(event) => setPin(event.target.value)} />
            </Field>
            <Field label="Branch id">
              <Input value={branch} onChange={(event) => setBranch(event.target.value)} />
            </Field>
            <Field label="Device serial">
              <Input value={serial} onChange={(event) => setSerial(event.target.value)} />
            </Field>
          </div>
          <p className={muted}>
            {saved?.initialized_at
              ? `Initialized with KRA on ${formatDateMedium(saved.initialized_at.slice(0, 10))}.`
              : 'Not initialized: save the PIN and device serial, then initialize with KRA.'}
          </p>
        </div>
      </Card>
    </form>
  );
}
