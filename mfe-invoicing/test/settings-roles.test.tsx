import type { Job, Role } from '@daftari/contracts';
import { mockApi, renderPage, settle, user } from '@daftari/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '../src/routes/SettingsPage.tsx';

// Each settings panel offers its changes only to a role the permission table lets make them.

const account = {
  time_zone: 'Africa/Nairobi',
  reminders: { enabled: true, steps: [0, 7] },
  mpesa_paybill: '522533',
  mpesa_c2b_token: 'c2b-token',
};
const failed: Job = {
  id: 8,
  kind: 'invoice_email',
  status: 'failed',
  summary: 'E-mail invoice INV-0043 to the customer',
  attempts: 5,
  max_attempts: 5,
  last_error: 'SMTP refused',
  run_at: '2026-11-25T06:30:00.000Z',
  created_at: '2026-11-25T06:00:00.000Z',
  updated_at: '2026-11-25T06:30:00.000Z',
} as Job;
const daraja = {
  enabled: false,
  environment: 'sandbox',
  shortcode_type: 'paybill',
  shortcode: '600000',
  till_number: null,
  consumer_key_set: true,
  consumer_secret_set: true,
  passkey_set: true,
  ready: true,
  c2b_registered_at: null,
  c2b_confirmation_url: null,
};

function api(role: Role) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: { ...user(account), role } } }),
    'GET /account': () => ({ body: { data: user(account).account } }),
    'GET /account/daraja': () => ({ body: { data: daraja } }),
    'GET /jobs': () => ({ body: { data: [failed] } }),
  });
}

async function showAs(role: Role) {
  const calls = api(role);
  renderPage(<SettingsPage />, { route: '/settings', path: '/settings' });
  await screen.findByRole('list', { name: 'Reminder days' });
  await screen.findByRole('form', { name: 'Paybill number' });
  await settle();
  return calls;
}

const shown = (name: string | RegExp) => screen.queryByRole('button', { name }) !== null;
const form = (name: string) => screen.getByRole('form', { name });

describe('Invoice settings: what each role sees', () => {
  it('a viewer reads every setting, with no button that changes one and every field disabled', async () => {
    await showAs('viewer');
    for (const name of [
      'Save reminders',
      /^Remove /,
      'Add',
      'Save time zone',
      'Save paybill',
      'Rotate',
      'Save eTIMS settings',
      'Initialize with KRA',
      'Save Daraja settings',
      'Register URLs with Safaricom',
      'Retry',
    ])
      expect(shown(name), String(name)).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Send payment reminders' })).toHaveProperty('disabled', true);
    expect(within(form('Paybill number')).getByLabelText('Paybill number')).toHaveProperty('disabled', true);
    expect(within(form('KRA eTIMS')).getByLabelText('Business KRA PIN')).toHaveProperty('disabled', true);
    expect(within(form('Time zone')).getByRole('button', { name: /Business time zone/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(form('M-Pesa Daraja')).getByRole('combobox', { name: 'Environment' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(form('M-Pesa Daraja')).getByLabelText(/Paybill number/)).toHaveProperty('disabled', true);
    expect(shown('Copy')).toBe(true);
    expect(within(screen.getByRole('list', { name: 'Failed work' })).getByText('SMTP refused')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Import contacts' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import a price list' })).toBeNull();
  });

  it('an accountant changes the settings, initializes eTIMS and retries work, but the keys are the owner’s', async () => {
    await showAs('accountant');
    for (const name of ['Save reminders', 'Save time zone', 'Save paybill', 'Save eTIMS settings', 'Retry'])
      expect(shown(name), name).toBe(true);
    expect(shown('Initialize with KRA')).toBe(true);
    expect(within(form('Paybill number')).getByLabelText('Paybill number')).toHaveProperty('disabled', false);
    expect(shown('Rotate')).toBe(false);
    expect(shown('Save Daraja settings')).toBe(false);
    expect(shown('Register URLs with Safaricom')).toBe(false);
    expect(screen.getByRole('link', { name: 'Import a price list' })).toBeTruthy();
  });

  it('the owner also rotates the confirmation URL and keeps the Daraja keys', async () => {
    await showAs('owner');
    expect(shown('Rotate')).toBe(true);
    expect(shown('Save Daraja settings')).toBe(true);
    expect(shown('Register URLs with Safaricom')).toBe(true);
  });

  it('an invoicer is not shown the Daraja keys or the background work it may not read', async () => {
    const { of } = await showAs('invoicer');
    expect(shown('Save reminders')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Background work' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'M-Pesa Daraja' })).toBeNull();
    expect(of('GET', '/account/daraja')).toHaveLength(0);
    expect(of('GET', '/jobs')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Import contacts' })).toBeTruthy();
  });
});
