import { errorMessage, requestPasswordReset } from '@daftari/api-client';
import { PASSWORD_RESET_ANSWER } from '@daftari/contracts';
import { Link } from '@daftari/router';
import { Button, Field, Input, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { AuthLayout } from './AuthLayout.tsx';

const forgotForm = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Email is required')),
    z.email('Enter a valid email address'),
  ),
});

const backToLogin = (
  <p className={css({ mt: '6', fontSize: 'sm', color: 'fg.muted', textAlign: 'center' })}>
    Remembered it?{' '}
    <Link to="/login" className={css({ color: 'accent', fontWeight: 'medium' })}>
      Back to sign in
    </Link>
  </p>
);

/**
 * /forgot-password: asks for the e-mail and then says the same thing whatever the answer, so the page does
 * not tell whether an address has an account.
 */
export function ForgotPasswordPage() {
  const ask = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) =>
      toast.error('The link was not sent', { description: errorMessage(error, 'Please try again.') }),
  });
  const form = useForm({ resolver: zodResolver(forgotForm), defaultValues: { email: '' } });
  const { errors } = form.formState;

  if (ask.isSuccess) {
    return (
      <AuthLayout title="Check your e-mail" subtitle="The link works once, for one hour.">
        <p role="status" className={css({ fontWeight: 'medium' })}>
          {PASSWORD_RESET_ANSWER}
        </p>
        <p className={css({ mt: '3', color: 'fg.muted' })}>
          No e-mail after a few minutes? Look in your spam folder, or ask for another link.
        </p>
        <Button variant="outline" className={css({ mt: '6', w: 'full' })} onClick={() => ask.reset()}>
          Ask for another link
        </Button>
        {backToLogin}
      </AuthLayout>
    );
  }

  const onSubmit = form.handleSubmit((values) => ask.mutateAsync(values).catch(() => undefined));
  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your e-mail and we'll send you a link to choose a new one."
    >
      <form onSubmit={onSubmit} noValidate className={css({ display: 'grid', gap: '5' })}>
        <Field label="Email" errorText={errors.email?.message}>
          <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
        </Field>
        <Button type="submit" loading={ask.isPending} className={css({ w: 'full' })}>
          Send the link
        </Button>
      </form>
      {backToLogin}
    </AuthLayout>
  );
}
