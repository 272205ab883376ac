import { Link, Navigate, useNavigate, useSearchParams } from '@daftari/router';
import { Button, Field, Input } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
// zod/mini: the shell never loads the full zod library (the areas bring it with their own forms).
import * as z from 'zod/mini';
import { AuthLayout } from './AuthLayout.tsx';
import { safeRedirect } from './redirect.ts';
import { useSignup } from './use-auth-actions.ts';
import { useToken } from './use-token.ts';

const signupForm = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Your name is required')),
  business_name: z.string().check(z.trim(), z.minLength(1, 'Business name is required')),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Email is required')),
    z.email('Enter a valid email address'),
  ),
  password: z.string().check(z.minLength(8, 'Use at least 8 characters')),
});

export function SignupPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const navigate = useNavigate();
  const token = useToken();
  const signup = useSignup();
  const form = useForm({
    resolver: zodResolver(signupForm),
    defaultValues: { name: '', business_name: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  if (token !== null && !signup.isPending) return <Navigate to={redirect} replace />;

  const onSubmit = form.handleSubmit((user) =>
    signup.mutateAsync({ user }).then(
      () => navigate(redirect, { replace: true }),
      () => undefined,
    ),
  );

  return (
    <AuthLayout title="Create your account" subtitle="Start invoicing in minutes. No card needed.">
      <form onSubmit={onSubmit} noValidate className={css({ display: 'grid', gap: '5' })}>
        <Field label="Your name" errorText={errors.name?.message}>
          <Input autoComplete="name" autoFocus {...form.register('name')} />
        </Field>
        <Field label="Business name" errorText={errors.business_name?.message}>
          <Input autoComplete="organization" {...form.register('business_name')} />
        </Field>
        <Field label="Email" errorText={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label="Password" helperText="At least 8 characters." errorText={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Button type="submit" loading={signup.isPending} className={css({ w: 'full' })}>
          Create account
        </Button>
      </form>
      <p className={css({ mt: '6', fontSize: 'sm', color: 'fg.muted', textAlign: 'center' })}>
        Already have an account?{' '}
        <Link to="/login" className={css({ color: 'accent', fontWeight: 'medium' })}>
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
