import { setToken } from '@daftari/api-client';
import { click, mockApi, renderPage, type, user } from '@daftari/test-utils';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LoginPage } from '../src/auth/LoginPage.tsx';
import { TwoStepCard } from '../src/settings/TwoStepCard.tsx';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const CODES = Array.from({ length: 10 }, (_, index) => `code-${index}`);

beforeEach(() => localStorage.clear());

describe('Settings › Security: two-step sign-in', () => {
  it('shows the key to scan, turns on with a code and shows the ten recovery codes once', async () => {
    setToken('token');
    let enabled = false;
    const api = mockApi({
      'GET /users/current': () => ({ body: { data: { ...user(), two_step_enabled: enabled } } }),
      'POST /users/current/totp': () => ({
        body: {
          data: {
            secret: 'JBSWY3DPEHPK3PXP',
            otpauth_url: 'otpauth://totp/Daftari:w?secret=JBSWY3DPEHPK3PXP',
          },
        },
      }),
      'POST /users/current/totp/enable': (call) => {
        if ((call.body as { code: string }).code !== '123456')
          return {
            status: 422,
            body: { error: 'That code is not valid', details: { code: ['That code is not valid'] } },
          };
        enabled = true;
        return { body: { data: { recovery_codes: CODES } } };
      },
    });
    renderPage(<TwoStepCard />, { route: '/settings/security', path: '/settings/security' });
    await click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code of the two-step sign-in key' })).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    await type(field('Code from your app'), '000000');
    await click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code is not valid')).toBeTruthy();
    await type(field('Code from your app'), '123456');
    await click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.textContent).toBe(CODES.join(''));
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeTruthy();
    expect(api.of('POST', '/users/current/totp/enable').map((call) => call.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
  });

  it('warns a member whose role must use it while it is off', async () => {
    setToken('token');
    mockApi({
      'GET /users/current': () => ({
        body: { data: { ...user({ require_two_step: true }), role: 'accountant' } },
      }),
    });
    renderPage(<TwoStepCard />, { route: '/settings/security', path: '/settings/security' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/requires two-step sign-in for your role/);
  });
});

describe('the login page with two-step sign-in', () => {
  it('asks for the code when the password is right, and sends it with the next try', async () => {
    const api = mockApi({
      'POST /login': (call) =>
        (call.body as { otp?: string }).otp === '654321'
          ? { body: { data: user() }, headers: { Authorization: 'Bearer session' } }
          : {
              status: 401,
              body: { error: 'Enter the code from your app', details: { otp: ['Enter the code'] } },
            },
    });
    renderPage(<LoginPage />, { route: '/login', path: '/login' });
    expect(screen.queryByLabelText('Code', { selector: 'input' })).toBeNull();
    await type(field('Email'), 'wanjiru@example.co.ke');
    await type(field('Password'), 'a long password');
    await click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Code', { selector: 'input' });
    expect(document.activeElement).toBe(code);
    await type(code, '654321');
    await click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(api.of('POST', '/login').map((call) => call.body)).toEqual([
      { email: 'wanjiru@example.co.ke', password: 'a long password' },
      { email: 'wanjiru@example.co.ke', password: 'a long password', otp: '654321' },
    ]);
  });
});
