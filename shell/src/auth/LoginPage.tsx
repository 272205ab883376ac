import { ApiError } from '@daftari/api-client';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '@daftari/router';
import { Button, Field, Input } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
// zod/mini: the shell never loads the full zod library (the areas bring it with their own forms).
import * as z from 'zod/mini';
import { AuthLayout } from './AuthLayout.tsx';
import { safeRedirect } from './redirect.ts';
import { useLogin } from './use-auth-actions.ts';
import { useToken } from './use-token.ts';

const loginForm = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Email is required')),
    z.email('Enter a valid email address'),
  ),
  password: z.string().check(z.minLength(1, 'Password is required')),
  otp: z.string().check(z.trim()),
});

/** Whether a refused sign-in asks for the two-step code (401 with `details.otp`). */
const asksForCode = (error: unknown) => error instanceof ApiError && error.details?.otp !== undefined;

/** A message for the visitor, passed in the navigation's state (after a password reset). */
function noticeOf(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}

const noticeStyle = css({
  mb: '6',
  p: '3',
  borderRadius: 'md',
  layerStyle: 'tinted.success',
  fontSize: 'sm',
});

export function LoginPage() {
  const [params] = useSearchParams();
  const notice = noticeOf(useLocation().state);
  const redirect = safeRedirect(params.get('redirect'));
  const navigate = useNavigate();
  const token = useToken();
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '', otp: '' },
  });
  const { errors } = form.formState;
  const [needsCode, setNeedsCode] = useState(false);
  useEffect(() => {
    if (needsCode) form.setFocus('otp');
  }, [needsCode, form]);

  if (token !== null && !login.isPending) return <Navigate to={redirect} replace />;

  const onSubmit = form.handleSubmit(({ email, password, otp }) =>
    login.mutateAsync({ email, password, ...(otp ? { otp } : {}) }).then(
      () => navigate(redirect, { replace: true }),
      (error: unknown) => {
        if (!asksForCode(error)) return;
        if (otp) form.setError('otp', { message: 'That code is not valid. Try the current one.' });
        if (needsCode) form.setFocus('otp');
        else setNeedsCode(true);
      },
    ),
  );

  const signupLink = params.has('redirect') ? `/signup?${new URLSearchParams({ redirect })}` : '/signup';
  return (
    <AuthLayout title="Sign in to Daftari" subtitle="Welcome back. Enter your email and password.">
      {notice ? (
        <p role="status" className={noticeStyle}>
          {notice}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className={css({ display: 'grid', gap: '5' })}>
        <Field label="Email" errorText={errors.email?.message}>
          <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
        </Field>
        <Field
          label="Password"
          labelEnd={
            <Link to="/forgot-password" className={css({ color: 'accent', fontSize: 'sm' })}>
              Forgot password?
            </Link>
          }
          errorText={errors.password?.message}
        >
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        {needsCode ? (
          <Field
            label="Code"
            helperText="The six digits your authenticator app shows, or one of your recovery codes"
            errorText={errors.otp?.message}
          >
            <Input autoComplete="one-time-code" inputMode="numeric" {...form.register('otp')} />
          </Field>
        ) : null}
        <Button type="submit" loading={login.isPending} className={css({ w: 'full' })}>
          Sign in
        </Button>
      </form>
      <p className={css({ mt: '6', fontSize: 'sm', color: 'fg.muted', textAlign: 'center' })}>
        New to Daftari?{' '}
        <Link to={signupLink} className={css({ color: 'accent', fontWeight: 'medium' })}>
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}
