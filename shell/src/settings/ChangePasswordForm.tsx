import { ApiError, applyServerErrors, errorMessage } from '@daftari/api-client';
import { PASSWORD_MIN_LENGTH } from '@daftari/contracts';
import { Button, Card, Field, Input, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useChangePassword } from './use-security.ts';

const changeForm = z
  .object({
    current_password: z.string().check(z.minLength(1, 'Enter your current password')),
    password: z
      .string()
      .check(z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)),
    confirm: z.string(),
  })
  .check(
    z.refine((values) => values.confirm === values.password, {
      message: 'The two new passwords are not the same',
      path: ['confirm'],
    }),
  );

const fields = ['current_password', 'password'] as const;

/** Settings › Security: a new password, given the one in use; the other sessions end with the change. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changeForm),
    defaultValues: { current_password: '', password: '', confirm: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ current_password, password }) =>
    change.mutateAsync({ current_password, password }).then(
      () => form.reset(),
      (error: unknown) => {
        const rest = applyServerErrors(error, fields, form.setError);
        const placed = error instanceof ApiError && error.details !== undefined && rest.length === 0;
        if (!placed)
          toast.error('The password was not changed', {
            description: rest.join(' ') || errorMessage(error, 'Please try again.'),
          });
      },
    ),
  );

  return (
    <Card
      title="Password"
      description="Changing it signs you out of every other browser and device; this one stays signed in."
    >
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Change password"
        className={css({ display: 'grid', gap: '4', maxW: 'sm' })}
      >
        <Field label="Current password" errorText={errors.current_password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('current_password')} />
        </Field>
        <Field
          label="New password"
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
          errorText={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Field label="New password again" errorText={errors.confirm?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
        </Field>
        <div>
          <Button type="submit" loading={change.isPending} loadingText="Changing...">
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}
