import { PASSWORD_MIN_LENGTH } from '@daftari/contracts';
import { Button, Field, Input } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';

const memberForm = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, 'Enter your name')),
    password: z
      .string()
      .check(z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)),
    confirm: z.string(),
  })
  .check(
    z.refine((values) => values.confirm === values.password, {
      message: 'The two passwords are not the same',
      path: ['confirm'],
    }),
  );

interface NewMemberFormProps {
  email: string;
  accepting: boolean;
  onAccept: (user: { name: string; password: string }) => Promise<unknown>;
}

/** The invitation page for someone new to Daftari: their name and a password, then they are in. */
export function NewMemberForm({ email, accepting, onAccept }: NewMemberFormProps) {
  const form = useForm({
    resolver: zodResolver(memberForm),
    defaultValues: { name: '', password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ name, password }) => onAccept({ name, password }));
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Accept the invitation"
      className={css({ display: 'grid', gap: '5' })}
    >
      <Field label="Email">
        <Input type="email" value={email} readOnly autoComplete="username" />
      </Field>
      <Field label="Your name" errorText={errors.name?.message}>
        <Input autoComplete="name" autoFocus {...form.register('name')} />
      </Field>
      <Field
        label="Password"
        helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
        errorText={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field label="Password again" errorText={errors.confirm?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
      </Field>
      <Button type="submit" loading={accepting} className={css({ w: 'full' })}>
        Accept and join
      </Button>
    </form>
  );
}
