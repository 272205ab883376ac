import { jobKeys } from '@daftari/api-client';
import type { Job } from '@daftari/contracts';
import { formatDateMedium, formatDateTimeIn } from '@daftari/format';
import { click, deferred, type Handlers, mockApi, renderPage, user } from '@daftari/test-utils';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceListPage } from '../src/routes/InvoiceListPage.tsx';
import { SettingsPage } from '../src/routes/SettingsPage.tsx';

const failedAt = '2026-11-25T06:30:00.000Z';

function job(fields: Partial<Job> & Pick<Job, 'id' | 'kind' | 'summary'>): Job {
  return {
    status: 'failed',
    attempts: 5,
    max_attempts: 5,
    run_at: failedAt,
    last_error: null,
    created_at: '2026-11-24T06:00:00.000Z',
    updated_at: failedAt,
    ...fields,
  };
}

const recurring = job({
  id: 7,
  kind: 'recurring_invoice',
  summary: 'Issue the invoice of 2026-11-01 of recurring invoice #3',
  last_error: 'The customer of this series was deleted',
});
const reminder = job({
  id: 8,
  kind: 'reminder',
  summary: 'Remind the customer of invoice INV-0042 (On the due date)',
  last_error: 'SMTP server refused the connection',
  attempts: 1,
});
const email = job({ id: 9, kind: 'invoice_email', summary: 'E-mail invoice INV-0043 to the customer' });
const expense = job({
  id: 10,
  kind: 'recurring_expense',
  summary: 'Copy recurring expense #4 for 2026-11-02',
});

const account = { time_zone: 'Africa/Nairobi', reminders: { enabled: true, steps: [0] } };

function api(handlers: Handlers) {
  return mockApi({ 'GET /users/current': () => ({ body: { data: user(account) } }), ...handlers });
}

const renderSettings = async () => {
  renderPage(<SettingsPage />, { route: '/settings', path: '/settings' });
  await screen.findByRole('region', { name: 'Background work' });
};

const panel = () => screen.getByRole('region', { name: 'Background work' });

describe('Background work on the invoice settings', () => {
  it('holds a skeleton while the failed work loads, then says nothing has failed', async () => {
    const answer = deferred();
    const { of } = api({ 'GET /jobs': () => ({ body: { data: [] }, delay: answer.promise }) });
    await renderSettings();
    expect(within(panel()).getByLabelText('Loading the background work')).toBeTruthy();
    answer.resolve();
    expect(await within(panel()).findByText('Nothing has failed.')).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(of('GET', '/jobs')[0]!.query.get('status')).toBe('failed');
  });

  it('lists each failed job in words, with its error, when it failed in the business time zone and its tries', async () => {
    api({ 'GET /jobs': () => ({ body: { data: [recurring, reminder, email, expense] } }) });
    await renderSettings();
    const list = await within(panel()).findByRole('list', { name: 'Failed work' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      `Recurring invoice for ${formatDateMedium('2026-11-01')}`,
      'Payment reminder',
      'Invoice e-mail',
      `Recurring expense for ${formatDateMedium('2026-11-02')}`,
    ]);
    const first = within(rows[0]!);
    expect(first.getByText('Issue the invoice of 2026-11-01 of recurring invoice #3')).toBeTruthy();
    expect(first.getByText('The customer of this series was deleted')).toBeTruthy();
    const when = formatDateTimeIn('Africa/Nairobi', failedAt);
    expect(when).toContain('09:30');
    expect(rows[0]!.textContent).toContain(`Failed ${when} · Tried 5 times`);
    expect(rows[1]!.textContent).toContain('SMTP server refused the connection');
    expect(rows[1]!.textContent).toContain('Tried once');
    expect(within(rows[2]!).getByText('E-mail invoice INV-0043 to the customer')).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: 'Retry' })).toHaveLength(4);
  });

  it('retries a job through the API, says so and refreshes the list', async () => {
    const retried = deferred();
    let failed = [reminder, email];
    const { of } = api({
      'GET /jobs': () => ({ body: { data: failed } }),
      'POST /jobs/:id/retry': () => {
        failed = [email];
        return { body: { data: { ...reminder, status: 'pending', attempts: 0 } }, delay: retried.promise };
      },
    });
    await renderSettings();
    const row = await within(panel()).findByRole('listitem', { name: 'Payment reminder' });
    await click(within(row).getByRole('button', { name: 'Retry' }));
    expect(await within(row).findByRole('button', { name: 'Retrying...' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Invoice e-mail' }).textContent).not.toContain('Retrying');
    retried.resolve();
    // The toast comes once the list has been refetched.
    expect(await screen.findByText('Payment reminder will be tried again')).toBeTruthy();
    expect(within(panel()).queryByRole('listitem', { name: 'Payment reminder' })).toBeNull();
    expect(within(panel()).getByRole('listitem', { name: 'Invoice e-mail' })).toBeTruthy();
    expect(of('POST', '/jobs/8/retry')).toHaveLength(1);
    expect(of('GET', '/jobs')).toHaveLength(2);
  });

  it("toasts the server's refusal of a retry and refreshes the list", async () => {
    const { of } = api({
      'GET /jobs': () => ({ body: { data: of('GET', '/jobs').length > 1 ? [] : [email] } }),
      'POST /jobs/:id/retry': () => ({
        status: 422,
        body: { error: 'Only a failed job can be retried; this one is pending.' },
      }),
    });
    await renderSettings();
    const row = await within(panel()).findByRole('listitem', { name: 'Invoice e-mail' });
    await click(within(row).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Failed to retry')).toBeTruthy();
    expect(screen.getByText('Only a failed job can be retried; this one is pending.')).toBeTruthy();
    expect(await within(panel()).findByText('Nothing has failed.')).toBeTruthy();
    expect(of('POST', '/jobs/9/retry')).toHaveLength(1);
  });

  it('says when the failed work could not be loaded and loads it again on Try again', async () => {
    let broken = true;
    api({
      'GET /jobs': () =>
        broken ? { status: 500, body: { error: 'Database unavailable' } } : { body: { data: [email] } },
    });
    await renderSettings();
    expect(await within(panel()).findByText('Database unavailable')).toBeTruthy();
    expect(within(panel()).getByText('The background work could not be loaded')).toBeTruthy();
    broken = false;
    await click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByRole('listitem', { name: 'Invoice e-mail' })).toBeTruthy();
    expect(within(panel()).queryByRole('alert')).toBeNull();
  });
});

describe('The invoices header', () => {
  it('counts the failed work on its link to the settings, and shows no count when nothing failed', async () => {
    let failed = [reminder, email];
    mockApi({
      'GET /users/current': () => ({ body: { data: user({ has_invoices: false }) } }),
      'GET /jobs': () => ({ body: { data: failed } }),
    });
    const { queryClient } = renderPage(<InvoiceListPage />, {
      route: '/work/invoicing/',
      path: '/work/invoicing/',
    });
    const link = await screen.findByRole('link', { name: 'Settings 2 failed' });
    expect(link.getAttribute('href')).toBe('/work/invoicing/settings');
    failed = [];
    await act(() => queryClient.invalidateQueries({ queryKey: jobKeys.all }));
    expect(await screen.findByRole('link', { name: 'Settings' })).toBeTruthy();
  });
});
