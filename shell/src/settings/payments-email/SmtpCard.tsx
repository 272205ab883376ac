import { errorMessage } from '@daftari/api-client';
import type { SmtpSettings } from '@daftari/contracts';
import { Badge, Card, Checkbox, ConfirmDialog, Field, Input, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { type FormEvent, useState } from 'react';
import { ProviderActions, ProviderSettings } from './ProviderCard.tsx';
import {
  fieldErrors,
  SMTP_CHANGE,
  useRemoveSmtp,
  useSaveSmtp,
  useSmtpSettings,
  useTestSmtp,
} from './use-business-keys.ts';

const body = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const fields = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } });
const muted = css({ fontSize: 'sm', color: 'fg.muted', wordBreak: 'break-all' });

const TITLE = 'E-mail (SMTP)';
const DESCRIPTION =
  'Your own mail server: invoices, statements, receipts and reminders go out from your address. Without one, they go through the default of this Daftari server.';

interface Values {
  host: string;
  port: string;
  secure: boolean;
  username: string;
  password: string;
  from: string;
}

const valuesOf = (saved: SmtpSettings): Values => ({
  host: saved.host ?? '',
  port: saved.port ? String(saved.port) : '587',
  secure: saved.secure,
  username: saved.username ?? '',
  password: '',
  from: saved.from ?? '',
});

function current(saved: SmtpSettings): string {
  if (!saved.set) return 'No server of your own: e-mails use this server’s default.';
  const user = saved.username ? ` as ${saved.username}` : ' without signing in';
  return `${saved.host}:${saved.port}${user}, from ${saved.from}.`;
}

/** What the form checks before sending: what the server would refuse anyway, said under the field. */
function problemsOf(values: Values): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.host.trim()) problems.host = 'Enter the server name, e.g. smtp.example.com';
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) problems.port = 'Port must be from 1 to 65535';
  if (!values.from.trim()) problems.from = 'Enter the address e-mails come from';
  return problems;
}

function SmtpForm({ saved }: { saved: SmtpSettings }) {
  const may = useMayCall();
  const editable = may(SMTP_CHANGE);
  const [values, setValues] = useState<Values>(() => valuesOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmRemove, setConfirmRemove] = useState(false);
  const save = useSaveSmtp();
  const remove = useRemoveSmtp();
  const test = useTestSmtp();
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((now) => ({ ...now, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = problemsOf(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    test.reset();
    const smtp = {
      host: values.host.trim(),
      port: Number(values.port),
      secure: values.secure,
      username: values.username.trim() || null,
      password: values.password || null,
      from: values.from.trim(),
    };
    save.mutate(
      { smtp },
      {
        onSuccess: (stored) => {
          setValues(valuesOf(stored));
          toast.success('SMTP server saved');
        },
        onError: (error) => {
          const { fields: placed, rest } = fieldErrors(error, [
            'host',
            'port',
            'username',
            'password',
            'from',
          ]);
          setErrors(placed);
          if (Object.keys(placed).length === 0 || rest)
            toast.error('The SMTP server was not saved', {
              description: rest || errorMessage(error, 'Please try again.'),
            });
        },
      },
    );
  };
  const removeServer = () =>
    remove.mutate(undefined, {
      onSuccess: (stored) => {
        setConfirmRemove(false);
        setValues(valuesOf(stored));
        test.reset();
        toast.success('SMTP server removed');
      },
      onError: (error) => {
        setConfirmRemove(false);
        toast.error('The SMTP server was not removed', {
          description: errorMessage(error, 'Please try again.'),
        });
      },
    });

  return (
    <Card
      title={TITLE}
      description={DESCRIPTION}
      actions={saved.set ? <Badge tone="green">Your own server</Badge> : <Badge tone="grey">Default</Badge>}
    >
      <div className={body}>
        <p className={muted}>{current(saved)}</p>
        {editable ? (
          <form className={body} onSubmit={submit} noValidate aria-label="SMTP server">
            <div className={fields}>
              <Field label="Host" errorText={errors.host}>
                <Input
                  autoComplete="off"
                  placeholder="smtp.example.com"
                  value={values.host}
                  onChange={set('host')}
                />
              </Field>
              <Field label="Port" errorText={errors.port} helperText="587 (STARTTLS) or 465 (TLS)">
                <Input inputMode="numeric" value={values.port} onChange={set('port')} />
              </Field>
              <Field label="Username" errorText={errors.username}>
                <Input autoComplete="off" value={values.username} onChange={set('username')} />
              </Field>
              <Field
                label="Password"
                errorText={errors.password}
                helperText={saved.password_set ? 'Saved. Leave blank to keep it.' : undefined}
              >
                <Input
                  type="password"
                  autoComplete="new-password"
                  value={values.password}
                  onChange={set('password')}
                />
              </Field>
              <Field
                label="From"
                errorText={errors.from}
                helperText="e.g. Kamau Designs <invoices@kamau.co.ke>"
              >
                <Input autoComplete="off" value={values.from} onChange={set('from')} />
              </Field>
            </div>
            <Checkbox
              checked={values.secure}
              onCheckedChange={(secure) => setValues((now) => ({ ...now, secure }))}
            >
              Use TLS from the start (port 465)
            </Checkbox>
            <ProviderActions
              provider="The SMTP server"
              stored={saved.set}
              saving={save.isPending}
              removing={remove.isPending}
              onRemove={() => setConfirmRemove(true)}
              test={test}
            />
          </form>
        ) : (
          <p className={muted}>Only an owner changes or tests the SMTP server.</p>
        )}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove your SMTP server?"
        description="Invoices, statements and receipts go out through this server's default again."
        confirmLabel="Remove server"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={removeServer}
      />
    </Card>
  );
}

/** The business's own SMTP server: loading, could not load, or the form over what is stored. */
export function SmtpCard() {
  return (
    <ProviderSettings title={TITLE} what="the SMTP server" lines={4} query={useSmtpSettings()}>
      {(saved) => <SmtpForm saved={saved} />}
    </ProviderSettings>
  );
}
