import { click, deferred, mockApi, renderPage, settle, type, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '../src/routes/SettingsPage.tsx';

const account = { time_zone: 'Africa/Nairobi', reminders: { enabled: true, steps: [-3, 0, 7, 14] } };

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user(account) } }),
    'GET /jobs': () => ({ body: { data: [] } }),
    'PUT /account': (call) => {
      const { account: change } = call.body as { account: Record<string, unknown> };
      return { body: { data: { ...user(account).account, ...change } } };
    },
    ...extra,
  });
}

const renderSettings = async () => {
  renderPage(<SettingsPage />, { route: '/settings', path: '/settings' });
  await settle();
};

const days = () =>
  within(screen.getByRole('list', { name: 'Reminder days' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Invoice settings', () => {
  it("lists the account's reminder days and saves them changed, sorted, and switched off", async () => {
    const { of } = api();
    await renderSettings();
    await screen.findByRole('list', { name: 'Reminder days' });
    expect(days()).toEqual([
      '3 days before the due date',
      'On the due date',
      '7 days after the due date',
      '14 days after the due date',
    ]);
    await click(screen.getByRole('button', { name: 'Remove On the due date' }));
    await type(screen.getByLabelText('Add a reminder day'), '-1');
    await click(screen.getByRole('button', { name: 'Add' }));
    expect(days()[1]).toBe('1 day before the due date');
    await click(screen.getByRole('checkbox', { name: 'Send payment reminders' }));
    await click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Reminder settings saved')).toBeTruthy();
    expect(of('PUT', '/account')[0]!.body).toEqual({
      account: { reminders: { enabled: false, steps: [-3, -1, 7, 14] } },
    });
  });

  it("refuses a day outside a year with the contract's message, adding nothing", async () => {
    const { of } = api();
    await renderSettings();
    await screen.findByRole('list', { name: 'Reminder days' });
    await type(screen.getByLabelText('Add a reminder day'), '400');
    await click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Reminder days must be between -365 and 365')).toBeTruthy();
    expect(days()).toHaveLength(4);
    expect(of('PUT', '/account')).toHaveLength(0);
  });

  it('saves the business time zone picked from the list', async () => {
    const { of } = api();
    await renderSettings();
    const picker = await screen.findByRole('button', { name: /Business time zone/ });
    expect(picker.textContent).toContain('Africa/Nairobi');
    await click(picker);
    await type(screen.getByPlaceholderText('Search, e.g. Nairobi'), 'Lagos');
    await click(await screen.findByRole('option', { name: /Africa\/Lagos/ }));
    await click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('Time zone saved')).toBeTruthy();
    expect(of('PUT', '/account')[0]!.body).toEqual({ account: { time_zone: 'Africa/Lagos' } });
  });

  it("shows the defaults when the account has no reminder settings yet, and the server's refusal", async () => {
    api({
      'GET /users/current': () => ({ body: { data: user() } }),
      'PUT /account': () => ({ status: 422, body: { error: 'Reminder days must be a list' } }),
    });
    await renderSettings();
    await screen.findByRole('list', { name: 'Reminder days' });
    expect(days()).toHaveLength(4);
    await click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Failed to save the reminder settings')).toBeTruthy();
    expect(screen.getByText('Reminder days must be a list')).toBeTruthy();
  });

  it('holds a skeleton while the account loads and offers a retry when it fails', async () => {
    const answer = deferred();
    mockApi({
      'GET /users/current': async () => ({
        status: 500,
        body: { error: 'Database unavailable' },
        delay: answer.promise,
      }),
    });
    await renderSettings();
    expect(screen.getByLabelText('Loading the settings')).toBeTruthy();
    answer.resolve();
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy());
  });

  it('says which export to take from each tool, for the contacts and the price list imports', async () => {
    api();
    await renderSettings();
    const panel = (await screen.findByRole('heading', { name: 'Switch from another tool' })).closest(
      'section',
    )!;
    const lines = (id: string) =>
      Array.from(panel.querySelectorAll(`#${id} li`), (item) => item.textContent?.split(':')[0]);
    expect(lines('switch-contacts')).toEqual([
      'Wave',
      'Zoho Books',
      'FreshBooks',
      'QuickBooks Online',
      'Invoice Ninja',
      'Xero',
      'Google Contacts',
      'Outlook',
    ]);
    expect(lines('switch-items')).toEqual([
      'Wave',
      'Zoho Books',
      'FreshBooks',
      'QuickBooks Online',
      'Invoice Ninja',
      'Xero',
    ]);
    expect(within(panel).getByRole('link', { name: 'Import contacts' }).getAttribute('href')).toBe(
      '/contacts',
    );
    expect(within(panel).getByRole('link', { name: 'Import a price list' }).getAttribute('href')).toBe(
      '/work/invoicing/price-list',
    );
  });
});
