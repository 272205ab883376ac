import { messageOf } from '@daftari/api-client';
import type { Account } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import { Button, Card, Checkbox, Field, Input, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { type FormEvent, useState } from 'react';
import { useInitializeEtims, useUpdateAccount } from '../../api/settings.ts';

const body = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const fields = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '2fr 1fr 2fr' } });
const muted = css({ fontSize: 'sm', color: 'fg.muted' });
const footer = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });

/**
 * KRA eTIMS: whether issued invoices and credit notes are signed by KRA, the business's PIN, branch and
 * device serial, the OAuth consumer key and secret of KRA's developer portal (written, never shown), and
 * Initialize (KRA issues the device its key once; needed again after the PIN, branch or device changes).
 */
export function EtimsPanel({ account }: { account: Account }) {
  const saved = account.etims;
  const [enabled, setEnabled] = useState(saved?.enabled ?? false);
  const [pin, setPin] = useState(saved?.kra_pin ?? '');
  const [branch, setBranch] = useState(saved?.branch_id ?? '00');
  const [serial, setSerial] = useState(saved?.device_serial ?? '');
  const [consumerKey, setConsumerKey] = useState('');
  const [consumerSecret, setConsumerSecret] = useState('');
  const update = useUpdateAccount();
  const initialize = useInitializeEtims();
  const may = useMayCall();
  const editable = may('PUT /api/account');
  const mayInitialize = may('POST /api/etims/initialize');

  const save = (event: FormEvent) => {
    event.preventDefault();
    // The key and secret go only when typed: blank keeps the stored ones.
    const credentials =
      consumerKey || consumerSecret ? { consumer_key: consumerKey, consumer_secret: consumerSecret } : {};
    update.mutate(
      {
        account: {
          etims: { enabled, kra_pin: pin, branch_id: branch, device_serial: serial, ...credentials },
        },
      },
      {
        onSuccess: () => {
          setConsumerKey('');
          setConsumerSecret('');
          toast.success('KRA eTIMS settings saved');
        },
        onError: (error) => toastError('Failed to save the KRA eTIMS settings', messageOf(error, '')),
      },
    );
  };
  const runInitialize = () =>
    initialize.mutate(undefined, {
      onSuccess: ({ message }) =>
        message
          ? toast.info('Already initialized with KRA', { description: message })
          : toast.success('KRA eTIMS initialized'),
      onError: (error) => toastError('KRA eTIMS could not be initialized', messageOf(error, '')),
    });

  return (
    <form onSubmit={save} aria-label="KRA eTIMS">
      <Card
        title="KRA eTIMS"
        description="Once on and initialized, every invoice you issue and every credit note is signed by KRA, with the buyer's PIN when their contact has one."
        footer={
          editable || mayInitialize ? (
            <div className={footer}>
              {editable ? (
                <Button type="submit" loading={update.isPending} loadingText="Saving...">
                  Save eTIMS settings
                </Button>
              ) : null}
              {mayInitialize ? (
                <Button
                  variant="outline"
                  onClick={runInitialize}
                  disabled={!saved?.kra_pin || !saved.device_serial}
                  loading={initialize.isPending}
                  loadingText="Initializing..."
                >
                  Initialize with KRA
                </Button>
              ) : null}
            </div>
          ) : undefined
        }
      >
        <div className={body}>
          <Checkbox disabled={!editable} checked={enabled} onCheckedChange={setEnabled}>
            Sign invoices with KRA eTIMS
          </Checkbox>
          <div className={fields}>
            <Field label="Business KRA PIN" helperText="A letter, nine digits, a letter">
              <Input disabled={!editable} value={pin} onChange={(event) => setPin(event.target.value)} />
            </Field>
            <Field label="Branch id">
              <Input
                disabled={!editable}
                value={branch}
                onChange={(event) => setBranch(event.target.value)}
              />
            </Field>
            <Field label="Device serial">
              <Input
                disabled={!editable}
                value={serial}
                onChange={(event) => setSerial(event.target.value)}
              />
            </Field>
          </div>
          <div className={fields}>
            <Field
              label="Consumer key"
              helperText={
                saved?.consumer_key_set
                  ? 'Set and stored encrypted; type both to replace them'
                  : "From KRA's developer portal (OAuth)"
              }
            >
              <Input
                disabled={!editable}
                value={consumerKey}
                autoComplete="off"
                onChange={(event) => setConsumerKey(event.target.value)}
              />
            </Field>
            <Field label="Consumer secret">
              <Input
                disabled={!editable}
                type="password"
                value={consumerSecret}
                autoComplete="new-password"
                onChange={(event) => setConsumerSecret(event.target.value)}
              />
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
