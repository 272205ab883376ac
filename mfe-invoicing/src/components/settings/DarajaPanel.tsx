import { messageOf } from '@daftari/api-client';
import type { DarajaSettings, DarajaSettingsRequest } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import {
  Button,
  Card,
  Checkbox,
  Field,
  Input,
  LoadError,
  Select,
  Skeleton,
  toast,
  toastError,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { type FormEvent, useState } from 'react';
import { useDarajaSettings, useRegisterDarajaUrls, useUpdateDaraja } from '../../api/daraja.ts';

const body = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const fields = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } });
const muted = css({ fontSize: 'sm', color: 'fg.muted', wordBreak: 'break-all' });
const footer = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });

const ENVIRONMENTS = [
  { value: 'sandbox', label: 'Sandbox (testing)' },
  { value: 'production', label: 'Production (real money)' },
];
const TYPES = [
  { value: 'paybill', label: 'Paybill' },
  { value: 'till', label: 'Till (Buy Goods)' },
];
const SECRETS = [
  { key: 'consumer_key', label: 'Consumer key', set: 'consumer_key_set' },
  { key: 'consumer_secret', label: 'Consumer secret', set: 'consumer_secret_set' },
  { key: 'passkey', label: 'Lipa na M-Pesa passkey', set: 'passkey_set' },
] as const;
type SecretKey = (typeof SECRETS)[number]['key'];

/** The form over the saved settings: secrets start empty (never read back) and are sent only when typed. */
function DarajaForm({ saved }: { saved: DarajaSettings }) {
  const [enabled, setEnabled] = useState(saved.enabled);
  const [environment, setEnvironment] = useState(saved.environment);
  const [type, setType] = useState(saved.shortcode_type);
  const [shortcode, setShortcode] = useState(saved.shortcode ?? '');
  const [till, setTill] = useState(saved.till_number ?? '');
  const [secrets, setSecrets] = useState<Record<SecretKey, string>>({
    consumer_key: '',
    consumer_secret: '',
    passkey: '',
  });
  const update = useUpdateDaraja();
  const register = useRegisterDarajaUrls();
  const may = useMayCall();
  const editable = may('PUT /api/account/daraja');
  const mayRegister = may('POST /api/account/daraja/register_urls');

  const save = (event: FormEvent) => {
    event.preventDefault();
    const typed = Object.fromEntries(Object.entries(secrets).filter(([, value]) => value.trim() !== ''));
    const request: DarajaSettingsRequest = {
      daraja: {
        enabled,
        environment,
        shortcode_type: type,
        shortcode,
        till_number: type === 'till' ? till : null,
        ...typed,
      },
    };
    update.mutate(request, {
      onSuccess: () => {
        setSecrets({ consumer_key: '', consumer_secret: '', passkey: '' });
        toast.success('Daraja settings saved');
      },
      onError: (error) => toastError('Failed to save the Daraja settings', messageOf(error, '')),
    });
  };
  const registerUrls = () =>
    register.mutate(undefined, {
      onSuccess: () => toast.success('URLs registered with Safaricom'),
      onError: (error) => toastError('Safaricom did not register the URLs', messageOf(error, '')),
    });

  return (
    <form onSubmit={save} aria-label="M-Pesa Daraja">
      <Card
        title="M-Pesa Daraja (your own shortcode)"
        description="With your own Daraja app, Pay with M-Pesa on the pay page prompts the customer's phone straight to your paybill or till; without it, Paystack takes M-Pesa."
        footer={
          editable || mayRegister ? (
            <div className={footer}>
              {editable ? (
                <Button type="submit" loading={update.isPending} loadingText="Saving...">
                  Save Daraja settings
                </Button>
              ) : null}
              {mayRegister ? (
                <Button
                  variant="outline"
                  onClick={registerUrls}
                  disabled={
                    !saved.shortcode ||
                    !saved.consumer_key_set ||
                    !saved.consumer_secret_set ||
                    !saved.passkey_set
                  }
                  loading={register.isPending}
                  loadingText="Registering..."
                >
                  Register URLs with Safaricom
                </Button>
              ) : null}
            </div>
          ) : undefined
        }
      >
        <div className={body}>
          <Checkbox disabled={!editable} checked={enabled} onCheckedChange={setEnabled}>
            Prompt customers' phones through my Daraja app
          </Checkbox>
          <div className={fields}>
            <Field label="Environment">
              <Select
                disabled={!editable}
                aria-label="Environment"
                items={ENVIRONMENTS}
                value={environment}
                onValueChange={(value) => setEnvironment(value as DarajaSettings['environment'])}
              />
            </Field>
            <Field label="Shortcode type">
              <Select
                disabled={!editable}
                aria-label="Shortcode type"
                items={TYPES}
                value={type}
                onValueChange={(value) => setType(value as DarajaSettings['shortcode_type'])}
              />
            </Field>
            <Field
              label={type === 'till' ? 'Store number' : 'Paybill number'}
              helperText="The shortcode your Daraja app went live with"
            >
              <Input
                disabled={!editable}
                inputMode="numeric"
                value={shortcode}
                onChange={(event) => setShortcode(event.target.value)}
              />
            </Field>
            {type === 'till' ? (
              <Field label="Till number" helperText="The till customers pay (blank: the store number)">
                <Input
                  disabled={!editable}
                  inputMode="numeric"
                  value={till}
                  onChange={(event) => setTill(event.target.value)}
                />
              </Field>
            ) : null}
            {SECRETS.map((secret) => (
              <Field
                key={secret.key}
                label={secret.label}
                helperText={saved[secret.set] ? 'Saved. Type a new one to replace it.' : 'Not saved yet'}
              >
                <Input
                  disabled={!editable}
                  type="password"
                  autoComplete="off"
                  value={secrets[secret.key]}
                  onChange={(event) => setSecrets((now) => ({ ...now, [secret.key]: event.target.value }))}
                />
              </Field>
            ))}
          </div>
          <p className={muted}>
            {saved.c2b_registered_at
              ? `URLs registered with Safaricom on ${formatDateMedium(saved.c2b_registered_at.slice(0, 10))}: ${saved.c2b_confirmation_url ?? ''}`
              : 'URLs not registered yet: save the settings, then register them so paybill payments reach Daftari.'}
          </p>
        </div>
      </Card>
    </form>
  );
}

/** The business's own Daraja app: shortcode, environment and credentials, and the C2B URL registration. */
export function DarajaPanel() {
  const settings = useDarajaSettings();
  if (settings.isError) {
    return (
      <Card title="M-Pesa Daraja (your own shortcode)">
        <LoadError
          title="The Daraja settings could not be loaded"
          message={messageOf(settings.error, 'Please try again.')}
          onRetry={() => void settings.refetch()}
        />
      </Card>
    );
  }
  if (!settings.data) {
    return (
      <Card title="M-Pesa Daraja (your own shortcode)">
        <div role="status" aria-busy="true" aria-label="Loading the Daraja settings">
          <Skeleton lines={4} />
        </div>
      </Card>
    );
  }
  return <DarajaForm saved={settings.data} />;
}
