import {
  currentUserQuery,
  disableTwoStep,
  enableTwoStep,
  errorMessage,
  startTwoStep,
} from '@daftari/api-client';
import { Badge, Button, Card, Field, Input, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { renderSVG } from 'uqr';

const codeForm = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' });
const codes = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '2',
  fontFamily: 'mono',
  fontSize: 'sm',
  p: '3',
  bg: 'bg.muted',
  rounded: 'md',
  maxW: 'sm',
});
const secretText = css({ fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere' });

/** A code field and its button: the step that proves the app is set up, or that turns it off. */
function CodeForm({
  label,
  pending,
  onCode,
}: {
  label: string;
  pending: boolean;
  onCode: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  return (
    <form
      className={codeForm}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onCode(code.trim());
      }}
    >
      <Field label="Code from your app">
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          className={css({ maxW: '40' })}
        />
      </Field>
      <Button type="submit" loading={pending}>
        {label}
      </Button>
    </form>
  );
}

/** Settings › Security: two-step sign-in with an authenticator app (TOTP), and its ten recovery codes. */
export function TwoStepCard() {
  const queryClient = useQueryClient();
  const user = useQuery(currentUserQuery).data;
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
  const failed = (title: string) => (error: unknown) =>
    toast.error(title, { description: errorMessage(error, 'Please try again.') });
  const start = useMutation({
    mutationFn: startTwoStep,
    onError: failed('Two-step sign-in could not start'),
  });
  const enable = useMutation({
    mutationFn: (code: string) => enableTwoStep({ code }),
    onSuccess: async (codes) => {
      setRecoveryCodes(codes);
      start.reset();
      toast.success('Two-step sign-in is on');
      await refresh();
    },
    onError: failed('Two-step sign-in was not turned on'),
  });
  const disable = useMutation({
    mutationFn: (code: string) => disableTwoStep({ code }),
    onSuccess: async () => {
      toast.success('Two-step sign-in is off');
      await refresh();
    },
    onError: failed('Two-step sign-in was not turned off'),
  });
  const on = user?.two_step_enabled ?? false;
  const required = user?.account.require_two_step && ['owner', 'accountant'].includes(user.role);

  return (
    <Card
      title="Two-step sign-in"
      description="Besides your password, a six-digit code from an authenticator app on your phone."
      footer={on ? <Badge tone="green">On</Badge> : <Badge tone="grey">Off</Badge>}
    >
      <div className={css({ display: 'grid', gap: '4' })}>
        {required && !on ? (
          <p
            role="alert"
            className={css({ layerStyle: 'tinted.warning', p: '3', rounded: 'md', fontSize: 'sm' })}
          >
            The owner requires two-step sign-in for your role: turn it on before you next sign in.
          </p>
        ) : null}
        {recoveryCodes ? (
          <div>
            <p className={css({ fontSize: 'sm', mb: '2' })}>
              Keep these recovery codes somewhere safe: each signs you in once if your phone is lost. They are
              shown only now.
            </p>
            <ul className={codes} aria-label="Recovery codes">
              {recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {on ? (
          <CodeForm label="Turn off" pending={disable.isPending} onCode={(code) => disable.mutate(code)} />
        ) : start.data ? (
          <div className={css({ display: 'grid', gap: '3' })}>
            <p className={css({ fontSize: 'sm' })}>
              Scan this with your authenticator app, or type the key, then enter the code it shows.
            </p>
            <img
              src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(start.data.otpauth_url, { border: 2 }))}`}
              alt="QR code of the two-step sign-in key"
              className={css({ w: '44', h: '44' })}
            />
            <p className={secretText}>
              Key: <code>{start.data.secret}</code>
            </p>
            <CodeForm label="Turn on" pending={enable.isPending} onCode={(code) => enable.mutate(code)} />
          </div>
        ) : (
          <div>
            <Button variant="outline" loading={start.isPending} onClick={() => start.mutate()}>
              Set up two-step sign-in
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
