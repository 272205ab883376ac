import { getToken, setToken } from '@daftari/api-client';
import { PASSWORD_RESET_ANSWER } from '@daftari/contracts';
import { MemoryRouter, Route, Routes } from '@daftari/router';
import { click, deferred, location, mockApi, renderPage, type } from '@daftari/test-utils';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '../src/auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../src/auth/LoginPage.tsx';
import { PASSWORD_RESET_NOTICE, ResetPasswordPage } from '../src/auth/ResetPasswordPage.tsx';

const TOKEN = 'A'.repeat(43);
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('the forgot-password page', () => {
  it('is reached from the login page', async () => {
    renderPage(<LoginPage />, { route: '/login', path: '/login' });
    await click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(location()).toBe('/forgot-password');
  });

  it('asks for a valid e-mail, then says a link went out if the account exists, whatever the answer', async () => {
    const answer = deferred();
    const api = mockApi({
      'POST /password_resets': () => ({
        status: 202,
        body: { data: { message: PASSWORD_RESET_ANSWER } },
        delay: answer.promise,
      }),
    });
    renderPage(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
    await click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await type(field('Email'), ' Wanjiru@Example.co.ke ');
    await click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByRole('button', { name: /Send the link/ })).toHaveProperty('disabled', true);
    await act(async () => answer.resolve());
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(
      screen.getByText("If an account exists for that e-mail, we've sent a link", { exact: false }),
    ).toBeTruthy();
    expect(api.of('POST', '/password_resets')[0]?.body).toEqual({ email: 'Wanjiru@Example.co.ke' });

    await click(screen.getByRole('button', { name: 'Ask for another link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  });
});

describe('the reset-password page', () => {
  const open = () =>
    renderPage(<ResetPasswordPage />, { route: `/reset-password/${TOKEN}`, path: '/reset-password/:token' });

  it('sets the new password with the token of the link, forgets this browser’s session and sends to login', async () => {
    setToken('stale-token');
    const api = mockApi({ [`POST /password_resets/${TOKEN}`]: () => ({ status: 204 }) });
    open();
    await type(field('New password'), 'short');
    await click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();
    await type(field('New password'), 'a new password');
    await type(field('New password again'), 'a new password');
    await click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(api.of('POST', `/password_resets/${TOKEN}`)[0]?.body).toEqual({ password: 'a new password' });
    expect(location()).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('says a used or expired link no longer works, and offers a new one', async () => {
    mockApi({ [`POST /password_resets/${TOKEN}`]: () => ({ status: 404, body: { error: 'Not found' } }) });
    open();
    await type(field('New password'), 'a new password');
    await type(field('New password again'), 'a new password');
    await click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});

it('the login page shows the notice a password reset leaves', () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { notice: PASSWORD_RESET_NOTICE } }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(screen.getByRole('status').textContent).toBe(PASSWORD_RESET_NOTICE);
});
