import { choose, click, mockApi, renderPage, settle, type, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '../src/routes/SettingsPage.tsx';

const empty = {
  enabled: false,
  environment: 'sandbox',
  shortcode_type: 'paybill',
  shortcode: null as string | null,
  till_number: null as string | null,
  consumer_key_set: false,
  consumer_secret_set: false,
  passkey_set: false,
  ready: false,
  c2b_registered_at: null as string | null,
  c2b_confirmation_url: null as string | null,
};

/** The API keeping the Daraja settings as PUT /account/daraja changes them, never answering a secret. */
function api(initial = empty) {
  let settings = initial;
  return mockApi({
    'GET /users/current': () => ({ body: { data: user({ time_zone: 'Africa/Nairobi' }) } }),
    'GET /account': () => ({ body: { data: user().account } }),
    'GET /jobs': () => ({ body: { data: [] } }),
    'GET /account/daraja': () => ({ body: { data: settings } }),
    'PUT /account/daraja': (call) => {
      const { daraja } = call.body as { daraja: Record<string, unknown> };
      const { consumer_key, consumer_secret, passkey, ...plain } = daraja;
      settings = {
        ...settings,
        ...plain,
        consumer_key_set: settings.consumer_key_set || Boolean(consumer_key),
        consumer_secret_set: settings.consumer_secret_set || Boolean(consumer_secret),
        passkey_set: settings.passkey_set || Boolean(passkey),
      };
      return { body: { data: settings } };
    },
    'POST /account/daraja/register_urls': () => {
      settings = {
        ...settings,
        c2b_registered_at: '2026-03-02T07:00:00.000Z',
        c2b_confirmation_url: 'https://pay.example.co.ke/api/paybill/abc/confirmation',
      };
      return {
        body: {
          data: {
            confirmation_url: settings.c2b_confirmation_url,
            validation_url: 'https://pay.example.co.ke/api/paybill/abc/validation',
            registered_at: settings.c2b_registered_at,
            settings,
          },
        },
      };
    },
  });
}

const renderForm = async () => {
  renderPage(<SettingsPage />, { route: '/settings', path: '/settings' });
  await settle();
  // The whole settings page loads first; a loaded machine takes a while for it.
  return screen.findByRole('form', { name: 'M-Pesa Daraja' }, { timeout: 10_000 });
};

describe('Invoice settings: M-Pesa Daraja', () => {
  it('saves a till with its credentials, sending each secret once and never showing it again', async () => {
    const { of } = api();
    const form = await renderForm();
    await click(within(form).getByRole('checkbox', { name: /Prompt customers' phones/ }));
    await choose(within(form).getByRole('combobox', { name: 'Shortcode type' }), 'Till (Buy Goods)');
    await type(within(form).getByLabelText('Store number'), '174379');
    await type(within(form).getByLabelText(/Till number/), '5512345');
    await type(within(form).getByLabelText('Consumer key'), 'key-1');
    await type(within(form).getByLabelText('Consumer secret'), 'secret-1');
    await type(within(form).getByLabelText('Lipa na M-Pesa passkey'), 'pass-1');
    await click(within(form).getByRole('button', { name: 'Save Daraja settings' }));
    expect(await screen.findByText('Daraja settings saved')).toBeTruthy();
    expect(of('PUT', '/account/daraja')[0]!.body).toEqual({
      daraja: {
        enabled: true,
        environment: 'sandbox',
        shortcode_type: 'till',
        shortcode: '174379',
        till_number: '5512345',
        consumer_key: 'key-1',
        consumer_secret: 'secret-1',
        passkey: 'pass-1',
      },
    });
    await waitFor(() =>
      expect((within(form).getByLabelText('Consumer secret') as HTMLInputElement).value).toBe(''),
    );
    expect(within(form).getAllByText('Saved. Type a new one to replace it.')).toHaveLength(3);

    // Saved again without typing a secret: none is sent, so the stored ones stay.
    await click(within(form).getByRole('button', { name: 'Save Daraja settings' }));
    await waitFor(() => expect(of('PUT', '/account/daraja')).toHaveLength(2));
    expect(of('PUT', '/account/daraja')[1]!.body).toEqual({
      daraja: {
        enabled: true,
        environment: 'sandbox',
        shortcode_type: 'till',
        shortcode: '174379',
        till_number: '5512345',
      },
    });
  });

  it('registers the URLs with Safaricom once the app is saved', async () => {
    const { of } = api({
      ...empty,
      shortcode: '174379',
      consumer_key_set: true,
      consumer_secret_set: true,
      passkey_set: true,
    });
    const form = await renderForm();
    expect(within(form).getByText(/URLs not registered yet/)).toBeTruthy();
    await click(within(form).getByRole('button', { name: 'Register URLs with Safaricom' }));
    expect(await screen.findByText('URLs registered with Safaricom')).toBeTruthy();
    expect(of('POST', '/account/daraja/register_urls')).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(form).getByText(/URLs registered with Safaricom on .*paybill\/abc\/confirmation/),
      ).toBeTruthy(),
    );
  });

  it('cannot register before the shortcode and credentials are saved', async () => {
    api();
    const form = await renderForm();
    expect(
      (within(form).getByRole('button', { name: 'Register URLs with Safaricom' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});
