import { setToken } from '@daftari/api-client';
import type { CurrentUser, PaystackSettings, Role, SmtpSettings } from '@daftari/contracts';
import { type ApiCall, click, deferred, mockApi, renderPage, type, user } from '@daftari/test-utils';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PaymentsEmailPage } from '../src/settings/payments-email/PaymentsEmailPage.tsx';

let role: Role;
let paystack: PaystackSettings;
let smtp: SmtpSettings;
const current = (): CurrentUser => ({ ...user(), role });

const UNSET_PAYSTACK: PaystackSettings = {
  set: false,
  mode: null,
  secret_key_hint: null,
  public_key: null,
  base_url: 'https://api.paystack.co',
  webhook_path: '/api/payments/paystack/webhook',
  updated_at: null,
};
const UNSET_SMTP: SmtpSettings = {
  set: false,
  host: null,
  port: null,
  secure: false,
  username: null,
  password_set: false,
  from: null,
  updated_at: null,
};
const STORED_SMTP: SmtpSettings = {
  set: true,
  host: 'smtp.kamau.example',
  port: 587,
  secure: false,
  username: 'kamau',
  password_set: true,
  from: 'Kamau Designs <invoices@kamau.example>',
  updated_at: '2026-12-01T08:00:00.000Z',
};

const render = () =>
  renderPage(<PaymentsEmailPage />, { route: '/settings/payments-email', path: '/settings/payments-email' });
const paystackCard = () =>
  screen.getByRole('heading', { name: 'Paystack' }).closest('section') as HTMLElement;
const smtpCard = () =>
  screen.getByRole('heading', { name: 'E-mail (SMTP)' }).closest('section') as HTMLElement;
const input = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

function api(extra = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: current() } }),
    'GET /account/paystack': () => ({ body: { data: paystack } }),
    'GET /account/smtp': () => ({ body: { data: smtp } }),
    'PUT /account/paystack': (call: ApiCall) => {
      const { secret_key, public_key } = (
        call.body as { paystack: { secret_key: string; public_key: string | null } }
      ).paystack;
      paystack = {
        ...UNSET_PAYSTACK,
        set: true,
        mode: 'live',
        secret_key_hint: `sk_live_…${secret_key.slice(-4)}`,
        public_key,
      };
      return { body: { data: paystack } };
    },
    'DELETE /account/paystack': () => {
      paystack = UNSET_PAYSTACK;
      return { body: { data: paystack } };
    },
    'PUT /account/smtp': (call: ApiCall) => {
      const body = (call.body as { smtp: Omit<SmtpSettings, 'set' | 'password_set' | 'updated_at'> }).smtp;
      smtp = { ...STORED_SMTP, ...body, password_set: true };
      return { body: { data: smtp } };
    },
    ...extra,
  });
}

beforeEach(() => {
  setToken('token');
  role = 'owner';
  paystack = UNSET_PAYSTACK;
  smtp = UNSET_SMTP;
});

describe('Settings › Payments and e-mail', () => {
  it('shows both cards loading, then the defaults in use', async () => {
    const answer = deferred();
    api({
      'GET /account/paystack': () => ({ body: { data: paystack }, delay: answer.promise }),
      'GET /account/smtp': () => ({ body: { data: smtp }, delay: answer.promise }),
    });
    render();
    expect(await screen.findByLabelText('Loading the Paystack keys')).toBeTruthy();
    expect(screen.getByLabelText('Loading the SMTP server')).toBeTruthy();
    await act(async () => answer.resolve());
    expect(await screen.findByText(/No key of your own/)).toBeTruthy();
    expect(screen.getByText(/No server of your own/)).toBeTruthy();
    expect(
      within(paystackCard()).getByRole('button', { name: 'Test connection' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(within(paystackCard()).queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('saves the Paystack keys, shows only the hint, and says what Paystack answered to the test', async () => {
    const calls = api({
      'POST /account/paystack/test': () => ({
        body: { data: { ok: true, status: 200, message: 'Balances retrieved' } },
      }),
    });
    render();
    await screen.findByText(/No key of your own/);
    await click(within(paystackCard()).getByRole('button', { name: 'Save' }));
    expect(within(paystackCard()).getByText(/Enter the secret key/)).toBeTruthy();
    expect(calls.of('PUT', '/account/paystack')).toHaveLength(0);

    await type(input(paystackCard(), 'Secret key'), 'sk_live_0123456789abcdef9876');
    await type(input(paystackCard(), 'Public key (optional)'), 'pk_live_0123456789abcdef0000');
    await click(within(paystackCard()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Paystack keys saved')).toBeTruthy();
    expect(calls.of('PUT', '/account/paystack').map((call) => call.body)).toEqual([
      {
        paystack: { secret_key: 'sk_live_0123456789abcdef9876', public_key: 'pk_live_0123456789abcdef0000' },
      },
    ]);
    expect(within(paystackCard()).getByText(/Secret key sk_live_…9876 \(live mode\)/)).toBeTruthy();
    expect(input(paystackCard(), 'Secret key').value).toBe('');

    await click(within(paystackCard()).getByRole('button', { name: 'Test connection' }));
    const answer = within(paystackCard()).getByRole('status', { name: "Paystack's answer" });
    expect(await within(answer).findByText('Paystack answered 200: Balances retrieved')).toBeTruthy();
    expect(within(answer).getByText('Connected')).toBeTruthy();
  });

  it('shows Paystack’s refusal of the key, and the server’s 422 under the field', async () => {
    paystack = { ...UNSET_PAYSTACK, set: true, mode: 'test', secret_key_hint: 'sk_test_…abcd' };
    api({
      'POST /account/paystack/test': () => ({
        body: { data: { ok: false, status: 401, message: 'Invalid key' } },
      }),
      'PUT /account/paystack': () => ({
        status: 422,
        body: {
          error: 'Validation failed',
          details: { public_key: ['Public key is a test key but the secret key is a live key'] },
        },
      }),
    });
    render();
    await click(
      await within(await screen.findByRole('form', { name: 'Paystack keys' })).findByRole('button', {
        name: 'Test connection',
      }),
    );
    const answer = within(paystackCard()).getByRole('status', { name: "Paystack's answer" });
    expect(await within(answer).findByText('Paystack answered 401: Invalid key')).toBeTruthy();
    expect(within(answer).getByText('Refused')).toBeTruthy();

    await type(input(paystackCard(), 'Secret key'), 'sk_live_0123456789abcdef9876');
    await click(within(paystackCard()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Public key is a test key but the secret key is a live key')).toBeTruthy();
  });

  it('removes the Paystack keys after asking', async () => {
    paystack = { ...UNSET_PAYSTACK, set: true, mode: 'live', secret_key_hint: 'sk_live_…1234' };
    const calls = api();
    render();
    await click(
      await within(await screen.findByRole('form', { name: 'Paystack keys' })).findByRole('button', {
        name: 'Remove',
      }),
    );
    await click(await screen.findByRole('button', { name: 'Remove keys' }));
    expect(await screen.findByText('Paystack keys removed')).toBeTruthy();
    expect(calls.of('DELETE', '/account/paystack')).toHaveLength(1);
    expect(await screen.findByText(/No key of your own/)).toBeTruthy();
  });

  it('saves the SMTP server (a blank password keeps the stored one) and shows the server’s answers', async () => {
    smtp = STORED_SMTP;
    let answers = [
      { ok: true, status: 250, message: 'Connected to smtp.kamau.example:587 and signed in as kamau' },
      { ok: false, status: 0, message: 'The server could not be reached: connect ECONNREFUSED' },
    ];
    const calls = api({
      'POST /account/smtp/test': () => {
        const [next, ...rest] = answers;
        answers = rest;
        return { body: { data: next } };
      },
    });
    render();
    const form = await screen.findByRole('form', { name: 'SMTP server' });
    expect(input(form, 'Host').value).toBe('smtp.kamau.example');
    expect(input(form, 'Password').value).toBe('');
    expect(within(form).getByText('Saved. Leave blank to keep it.')).toBeTruthy();
    await type(input(form, 'Port'), '2525');
    await click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('SMTP server saved')).toBeTruthy();
    expect(calls.of('PUT', '/account/smtp').map((call) => call.body)).toEqual([
      {
        smtp: {
          host: 'smtp.kamau.example',
          port: 2525,
          secure: false,
          username: 'kamau',
          password: null,
          from: 'Kamau Designs <invoices@kamau.example>',
        },
      },
    ]);

    const answer = within(smtpCard()).getByRole('status', { name: "The SMTP server's answer" });
    await click(within(form).getByRole('button', { name: 'Test connection' }));
    expect(
      await within(answer).findByText(
        'The SMTP server answered 250: Connected to smtp.kamau.example:587 and signed in as kamau',
      ),
    ).toBeTruthy();
    await click(within(form).getByRole('button', { name: 'Test connection' }));
    expect(
      await within(answer).findByText(
        'The SMTP server answered: The server could not be reached: connect ECONNREFUSED',
      ),
    ).toBeTruthy();
    expect(within(answer).getByText('Not reached')).toBeTruthy();
  });

  it('checks the SMTP fields before sending them', async () => {
    const calls = api();
    render();
    const form = await screen.findByRole('form', { name: 'SMTP server' });
    await type(input(form, 'Port'), '0');
    await click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Enter the server name, e.g. smtp.example.com')).toBeTruthy();
    expect(within(form).getByText('Port must be from 1 to 65535')).toBeTruthy();
    expect(within(form).getByText('Enter the address e-mails come from')).toBeTruthy();
    expect(calls.of('PUT', '/account/smtp')).toHaveLength(0);
  });

  it('says when the settings could not be loaded, and tries again', async () => {
    let fail = true;
    api({
      'GET /account/smtp': () =>
        fail ? { status: 500, body: { error: 'The database is away' } } : { body: { data: smtp } },
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The SMTP server could not be loaded');
    fail = false;
    await click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('form', { name: 'SMTP server' })).toBeTruthy();
  });

  it('shows an accountant what is set, without a form, a Save or a test', async () => {
    role = 'accountant';
    paystack = { ...UNSET_PAYSTACK, set: true, mode: 'live', secret_key_hint: 'sk_live_…1234' };
    smtp = STORED_SMTP;
    api();
    render();
    expect(await screen.findByText('Only an owner changes or tests the Paystack keys.')).toBeTruthy();
    expect(await screen.findByText('Only an owner changes or tests the SMTP server.')).toBeTruthy();
    expect(screen.getByText(/Secret key sk_live_…1234/)).toBeTruthy();
    expect(screen.getByText(/smtp.kamau.example:587 as kamau/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Test connection' })).toBeNull();
  });
});
