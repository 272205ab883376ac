import { click, mockApi, renderPage, settle, type, user } from '@daftari/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '../src/routes/SettingsPage.tsx';

const saved = {
  enabled: true,
  pin: 'P051234567X',
  kra_pin: 'P051234567X',
  environment: 'simulator' as const,
  branch_id: '00',
  device_serial: 'DVC-1',
  initialized_at: null as string | null,
  consumer_key_set: false,
};

/** The API with the account's eTIMS settings kept as PUT /account and POST /etims/initialize change them. */
function api(initial = saved) {
  let etims = initial;
  const account = () => ({ time_zone: 'Africa/Nairobi', etims });
  return mockApi({
    'GET /users/current': () => ({ body: { data: user(account()) } }),
    'GET /jobs': () => ({ body: { data: [] } }),
    'PUT /account': (call) => {
      const { account: change } = call.body as { account: { etims: typeof saved } };
      etims = { ...etims, ...change.etims };
      return { body: { data: user(account()).account } };
    },
    'POST /etims/initialize': () => {
      etims = { ...etims, initialized_at: '2026-01-10T08:00:00.000Z' };
      return { body: { data: etims } };
    },
  });
}

const renderSettings = async () => {
  renderPage(<SettingsPage />, { route: '/settings', path: '/settings' });
  await settle();
  await screen.findByRole('form', { name: 'KRA eTIMS' });
};

describe('Invoice settings: KRA eTIMS', () => {
  it('saves the PIN, branch and device serial, and initializes with KRA', async () => {
    const { of } = api();
    await renderSettings();
    expect(
      screen.getByText('Not initialized: save the PIN and device serial, then initialize with KRA.'),
    ).toBeTruthy();
    const serial = screen.getByLabelText('Device serial');
    await type(serial, 'DVC-1-B');
    await type(screen.getByLabelText('Consumer key'), 'ck');
    await type(screen.getByLabelText('Consumer secret'), 'cs');
    await click(screen.getByRole('button', { name: 'Save eTIMS settings' }));
    expect(await screen.findByText('KRA eTIMS settings saved')).toBeTruthy();
    expect(of('PUT', '/account')[0]!.body).toEqual({
      account: {
        etims: {
          enabled: true,
          kra_pin: 'P051234567X',
          branch_id: '00',
          device_serial: 'DVC-1-B',
          consumer_key: 'ck',
          consumer_secret: 'cs',
        },
      },
    });
    // Saved, they are cleared from the form (never shown again).
    expect((screen.getByLabelText('Consumer secret') as HTMLInputElement).value).toBe('');
    await click(screen.getByRole('button', { name: 'Initialize with KRA' }));
    expect(await screen.findByText('KRA eTIMS initialized')).toBeTruthy();
    expect(of('POST', '/etims/initialize')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText(/^Initialized with KRA on .*2026\.$/)).toBeTruthy());
  });

  it('says so when KRA answers that the device was initialized before, keeping the stored key', async () => {
    const message =
      'KRA answered 902 "This device is installed": … The key stored then is kept: signing goes on.';
    mockApi({
      'GET /users/current': () => ({
        body: {
          data: user({
            time_zone: 'Africa/Nairobi',
            etims: { ...saved, initialized_at: '2026-01-10T08:00:00.000Z' },
          }),
        },
      }),
      'GET /jobs': () => ({ body: { data: [] } }),
      'POST /etims/initialize': () => ({
        body: { data: { ...saved, initialized_at: '2026-01-10T08:00:00.000Z' }, message },
      }),
    });
    await renderSettings();
    await click(screen.getByRole('button', { name: 'Initialize with KRA' }));
    expect(await screen.findByText('Already initialized with KRA')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('offers Initialize only once a PIN and device serial are saved', async () => {
    api({ ...saved, kra_pin: null as unknown as string, device_serial: null as unknown as string });
    await renderSettings();
    expect(screen.getByRole('button', { name: 'Initialize with KRA' }).hasAttribute('disabled')).toBe(true);
  });
});
