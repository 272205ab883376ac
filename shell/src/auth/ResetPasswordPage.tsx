import { clearToken, errorMessage, isNotFound, resetPassword } from '@daftari/api-client';
import { PASSWORD_MIN_LENGTH } from '@daftari/contracts';
import { Link, useNavigate, useParams } from '@daftari/router';
import { Button, Field, Input, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { AuthLayout } from './AuthLayout.tsx';

const resetForm = z
  .object({
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

/** What the login page says to someone who just chose a new password. */
export const PASSWORD_RESET_NOTICE = 'Your password has been changed. Sign in with the new one.';

const linkStyle = css({ color: 'accent', fontWeight: 'medium' });

/**
 * /reset-password/{token}, the link of the reset e-mail (public): sets the new password, which signs the user
 * out everywhere, and sends them to sign in with it.
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(token, { password }),
    onSuccess: () => {
      // Every session of the user ended, this browser's too.
      clearToken();
      navigate('/login', { replace: true, state: { notice: PASSWORD_RESET_NOTICE } });
    },
    onError: (error) => {
      if (!isNotFound(error))
        toast.error('The password was not changed', {
          description: errorMessage(error, 'Please try again.'),
        });
    },
  });
  const form = useForm({ resolver: zodResolver(resetForm), defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;

  if (isNotFound(reset.error)) {
    return (
      <AuthLayout title="This link no longer works" subtitle="A reset link works once, for one hour.">
        <p role="alert" className={css({ color: 'fg.muted' })}>
          It was used already, or it is more than an hour old.{' '}
          <Link to="/forgot-password" className={linkStyle}>
            Ask for a new link
          </Link>
          .
        </p>
      </AuthLayout>
    );
  }

  const onSubmit = form.handleSubmit(({ password }) => reset.mutateAsync(password).catch(() => undefined));
  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Once it is set, every browser signed in to your account is signed out."
    >
      <form onSubmit={onSubmit} noValidate className={css({ display: 'grid', gap: '5' })}>
        <Field
          label="New password"
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
          errorText={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" autoFocus {...form.register('password')} />
        </Field>
        <Field label="New password again" errorText={errors.confirm?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
        </Field>
        <Button type="submit" loading={reset.isPending} className={css({ w: 'full' })}>
          Set the new password
        </Button>
      </form>
      <p className={css({ mt: '6', fontSize: 'sm', color: 'fg.muted', textAlign: 'center' })}>
        <Link to="/login" className={linkStyle}>
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
