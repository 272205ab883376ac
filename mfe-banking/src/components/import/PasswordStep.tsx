import { Button, Field, Input, LockIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useState } from 'react';

const form = css({ display: 'grid', gap: '4', maxW: 'md' });
const note = css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm', color: 'fg.muted' });
const row = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });

/** The file is password-protected (an M-PESA statement: the ID number it was sent to). */
export function PasswordStep({
  message,
  busy,
  onSubmit,
  onCancel,
}: {
  message: string;
  busy: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  return (
    <form
      className={form}
      onSubmit={(event) => {
        event.preventDefault();
        if (password) onSubmit(password);
      }}
    >
      <p className={note}>
        <LockIcon /> {message}
      </p>
      <Field label="Statement password" helperText="Safaricom protects the statement with your ID number">
        <Input
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoFocus
        />
      </Field>
      <div className={row}>
        <Button type="submit" loading={busy} disabled={!password}>
          Open statement
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Choose another file
        </Button>
      </div>
    </form>
  );
}
