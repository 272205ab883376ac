import { click, mockApi, renderPage, settle, type, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '../src/routes/SettingsPage.tsx';

const OLD = 'c2b_old_token_0123456789';
const NEW = 'c2b_new_token_9876543210';
const urlOf = (token: string) => `${window.location.origin}/api/paybill/${token}/confirmation`;

function api() {
  let account = { ...user({ mpesa_paybill: '522533' }).account, mpesa_c2b_token: OLD };
  return mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /jobs': () => ({ body: { data: [] } }),
    'GET /account': () => ({ body: { data: account } }),
    'PUT /account': (call) => {
      const { account: change } = call.body as { account: Record<string, unknown> };
      const { rotate_mpesa_token: rotate, ...fields } = change;
      account = { ...account, ...fields, ...(rotate ? { mpesa_c2b_token: NEW } : {}) };
      return { body: { data: account } };
    },
  });
}

async function renderPanel() {
  renderPage(<SettingsPage />, { route: '/settings', path: '/settings' });
  await settle();
  return screen.findByRole('region', { name: 'M-Pesa paybill' });
}

const urlField = (panel: HTMLElement) =>
  within(panel).getByRole('textbox', { name: 'Confirmation URL' }) as HTMLInputElement;

describe('M-Pesa paybill settings', () => {
  it('shows the full confirmation URL with how to register it, and copies it', async () => {
    api();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const panel = await renderPanel();
    await waitFor(() => expect(urlField(panel).value).toBe(urlOf(OLD)));
    expect(within(panel).getByText(/Register this as the Confirmation URL of your paybill/)).toBeTruthy();
    expect(within(panel).getByText(/Customers type the invoice number as the account number/)).toBeTruthy();
    await click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(urlOf(OLD));
    expect(await screen.findByText('Confirmation URL copied')).toBeTruthy();
  });

  it('rotates the URL only after a warning that the old one stops working', async () => {
    const { of } = api();
    const panel = await renderPanel();
    await waitFor(() => expect(urlField(panel).value).toBe(urlOf(OLD)));
    await click(within(panel).getByRole('button', { name: 'Rotate' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Rotate the confirmation URL?' });
    expect(dialog.textContent).toContain('The current URL stops working at once');
    expect(of('PUT', '/account')).toHaveLength(0);
    await click(within(dialog).getByRole('button', { name: 'Rotate URL' }));
    expect(await screen.findByText('Confirmation URL rotated')).toBeTruthy();
    expect(of('PUT', '/account')[0]!.body).toEqual({ account: { rotate_mpesa_token: true } });
    await waitFor(() => expect(urlField(panel).value).toBe(urlOf(NEW)));
  });

  it('edits the paybill number, refusing what the contract refuses', async () => {
    const { of } = api();
    const panel = await renderPanel();
    const number = (await within(panel).findByRole('textbox', {
      name: /Paybill number/,
    })) as HTMLInputElement;
    expect(number.value).toBe('522533');
    await type(number, '12ab');
    await click(within(panel).getByRole('button', { name: 'Save paybill' }));
    expect(await within(panel).findByText('M-Pesa paybill must be 5 to 10 digits')).toBeTruthy();
    expect(of('PUT', '/account')).toHaveLength(0);
    await type(number, '4001234');
    await click(within(panel).getByRole('button', { name: 'Save paybill' }));
    expect(await screen.findByText('Paybill number saved')).toBeTruthy();
    expect(of('PUT', '/account')[0]!.body).toEqual({ account: { mpesa_paybill: '4001234' } });
  });

  it('offers a retry when the paybill settings cannot be loaded', async () => {
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /jobs': () => ({ body: { data: [] } }),
      'GET /account': () => ({ status: 500, body: { error: 'Database unavailable' } }),
    });
    const panel = await renderPanel();
    expect(await within(panel).findByText('Database unavailable')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
