import { errorMessage } from '@daftari/api-client';
import type { PaystackSettings } from '@daftari/contracts';
import { Badge, Card, ConfirmDialog, Field, Input, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { type FormEvent, useState } from 'react';
import { ProviderActions, ProviderSettings } from './ProviderCard.tsx';
import {
  fieldErrors,
  PAYSTACK_CHANGE,
  usePaystackSettings,
  useRemovePaystack,
  useSavePaystack,
  useTestPaystack,
} from './use-business-keys.ts';

const body = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const fields = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } });
const muted = css({ fontSize: 'sm', color: 'fg.muted', wordBreak: 'break-all' });

const TITLE = 'Paystack';
const DESCRIPTION =
  'Your own Paystack account: customers who pay online on the pay page pay into it. Without one, payments go through the default of this Daftari server.';

/** What is stored now, in words: the key's hint and mode, or the default. */
function current(saved: PaystackSettings): string {
  if (!saved.set) return 'No key of your own: payments use this server’s default Paystack account.';
  const mode = saved.mode === 'live' ? 'live' : 'test';
  return `Secret key ${saved.secret_key_hint} (${mode} mode)${saved.public_key ? `, public key ${saved.public_key}` : ''}.`;
}

function PaystackForm({ saved }: { saved: PaystackSettings }) {
  const may = useMayCall();
  const editable = may(PAYSTACK_CHANGE);
  const [secretKey, setSecretKey] = useState('');
  const [publicKey, setPublicKey] = useState(saved.public_key ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmRemove, setConfirmRemove] = useState(false);
  const save = useSavePaystack();
  const remove = useRemovePaystack();
  const test = useTestPaystack();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!secretKey.trim()) {
      setErrors({ secret_key: 'Enter the secret key (it starts with sk_test_ or sk_live_)' });
      return;
    }
    setErrors({});
    test.reset();
    save.mutate(
      { paystack: { secret_key: secretKey.trim(), public_key: publicKey.trim() || null } },
      {
        onSuccess: () => {
          setSecretKey('');
          toast.success('Paystack keys saved');
        },
        onError: (error) => {
          const { fields: placed, rest } = fieldErrors(error, ['secret_key', 'public_key']);
          setErrors(placed);
          if (Object.keys(placed).length === 0 || rest)
            toast.error('The Paystack keys were not saved', {
              description: rest || errorMessage(error, 'Please try again.'),
            });
        },
      },
    );
  };
  const removeKeys = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirmRemove(false);
        setPublicKey('');
        test.reset();
        toast.success('Paystack keys removed');
      },
      onError: (error) => {
        setConfirmRemove(false);
        toast.error('The Paystack keys were not removed', {
          description: errorMessage(error, 'Please try again.'),
        });
      },
    });

  return (
    <Card
      title={TITLE}
      description={DESCRIPTION}
      actions={saved.set ? <Badge tone="green">Your own key</Badge> : <Badge tone="grey">Default</Badge>}
    >
      <div className={body}>
        <p className={muted}>{current(saved)}</p>
        {editable ? (
          <form className={body} onSubmit={submit} noValidate aria-label="Paystack keys">
            <div className={fields}>
              <Field
                label="Secret key"
                errorText={errors.secret_key}
                helperText={
                  saved.set ? 'Type the key again to replace it.' : 'Paystack dashboard › Settings › API Keys'
                }
              >
                <Input
                  type="password"
                  autoComplete="off"
                  placeholder="sk_live_…"
                  value={secretKey}
                  onChange={(event) => setSecretKey(event.target.value)}
                />
              </Field>
              <Field label="Public key (optional)" errorText={errors.public_key}>
                <Input
                  autoComplete="off"
                  placeholder="pk_live_…"
                  value={publicKey}
                  onChange={(event) => setPublicKey(event.target.value)}
                />
              </Field>
            </div>
            <p className={muted}>
              In Paystack’s dashboard, set the webhook URL to {window.location.origin}
              {saved.webhook_path}
            </p>
            <ProviderActions
              provider="Paystack"
              stored={saved.set}
              saving={save.isPending}
              removing={remove.isPending}
              onRemove={() => setConfirmRemove(true)}
              test={test}
            />
          </form>
        ) : (
          <p className={muted}>Only an owner changes or tests the Paystack keys.</p>
        )}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove your Paystack keys?"
        description="Customers' online payments go through this server's default Paystack account again."
        confirmLabel="Remove keys"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={removeKeys}
      />
    </Card>
  );
}

/** The business's own Paystack keys: loading, could not load, or the form over what is stored. */
export function PaystackCard() {
  return (
    <ProviderSettings title={TITLE} what="the Paystack keys" lines={3} query={usePaystackSettings()}>
      {(saved) => <PaystackForm saved={saved} />}
    </ProviderSettings>
  );
}
