import type { ActivityEvent, Invoice } from '@daftari/contracts';
import { formatDateTimeIn } from '@daftari/format';
import { click, deferred, mockApi, page, renderPage, settle, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceDetailPage } from '../src/routes/InvoiceDetailPage.tsx';
import { invoice, uuid } from './fixtures.ts';

const ID = uuid(1);
const events: ActivityEvent[] = [
  { at: '2026-11-01T06:00:00Z', kind: 'created', detail: null },
  { at: '2026-11-01T06:05:00Z', kind: 'emailed', detail: 'To amina@savannah.co.ke' },
  { at: '2026-11-18T04:00:00Z', kind: 'reminder_sent', detail: '3 days before the due date' },
  { at: '2026-11-19T10:30:00Z', kind: 'viewed', detail: null },
  { at: '2026-11-20T21:15:00Z', kind: 'payment', detail: 'KES 2,000.00 by M-Pesa' },
];

function api(current: Invoice, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user({ time_zone: 'Africa/Nairobi' }) } }),
    [`GET /invoices/${ID}`]: () => ({ body: { data: current } }),
    [`GET /invoices/${ID}/activity`]: () => ({ body: { data: events } }),
    [`GET /invoices/${ID}/history`]: () => ({ body: page([]) }),
    ...extra,
  });
}

const renderDetail = async () => {
  renderPage(<InvoiceDetailPage />, { route: `/work/invoicing/${ID}`, path: '/work/invoicing/:invoiceId' });
  await screen.findByRole('heading', { level: 1 });
  await settle();
};

const sent = (overrides: Partial<Invoice> = {}) =>
  invoice({ status: 'sent', status_label: 'Sent', ...overrides });

describe('Invoice activity and automation', () => {
  it('shows what happened, oldest first, each at its time in the business time zone', async () => {
    api(sent());
    await renderDetail();
    const timeline = await screen.findByRole('list', { name: 'Activity' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('div > div')?.textContent)).toEqual([
      'Created',
      'E-mailed',
      'Payment reminder sent',
      'Customer viewed the pay page',
      'Payment received',
    ]);
    expect(within(entries[2]!).getByText('3 days before the due date')).toBeTruthy();
    const paidAt = entries[4]!.querySelector('time')!;
    expect(paidAt.getAttribute('dateTime')).toBe('2026-11-20T21:15:00Z');
    // 21:15 UTC is past midnight in Nairobi (UTC+3): the 21st.
    expect(paidAt.textContent).toBe(formatDateTimeIn('Africa/Nairobi', '2026-11-20T21:15:00Z'));
    expect(paidAt.textContent).toContain('00:15');
  });

  it('holds a loading state until the activity comes, and offers a retry when it fails', async () => {
    const answer = deferred();
    let fail = true;
    api(sent(), {
      [`GET /invoices/${ID}/activity`]: async () =>
        fail
          ? { status: 500, body: { error: 'Database unavailable' }, delay: answer.promise }
          : { body: { data: events.slice(0, 1) } },
    });
    await renderDetail();
    expect(screen.getByRole('status', { name: 'Loading the activity' })).toBeTruthy();
    answer.resolve();
    expect(await screen.findByText(/Database unavailable/)).toBeTruthy();
    fail = false;
    await click(screen.getByRole('button', { name: 'Try again' }));
    const timeline = await screen.findByRole('list', { name: 'Activity' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says so when nothing happened yet', async () => {
    api(invoice(), { [`GET /invoices/${ID}/activity`]: () => ({ body: { data: [] } }) });
    await renderDetail();
    expect(await screen.findByText('Nothing has happened to this invoice yet.')).toBeTruthy();
  });

  it("turns this invoice's reminders off and refreshes the invoice and its activity", async () => {
    let current = sent({ reminders_enabled: true });
    const { of } = api(current, {
      [`GET /invoices/${ID}`]: () => ({ body: { data: current } }),
      [`PUT /invoices/${ID}`]: () => {
        current = sent({ reminders_enabled: false });
        return { body: { data: current } };
      },
    });
    await renderDetail();
    const toggle = await screen.findByRole('checkbox', { name: 'Send payment reminders' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await click(toggle);
    expect(await screen.findByText('Reminders turned off')).toBeTruthy();
    expect(of('PUT', `/invoices/${ID}`)[0]!.body).toEqual({ invoice: { reminders_enabled: false } });
    expect(screen.getByText('No reminders go out for this invoice.')).toBeTruthy();
    await waitFor(() => expect(of('GET', `/invoices/${ID}/activity`).length).toBeGreaterThan(1));
  });

  it("offers 'Make recurring' from this invoice", async () => {
    api(sent());
    await renderDetail();
    expect(screen.getByRole('link', { name: 'Make recurring' }).getAttribute('href')).toBe(
      `/work/invoicing/recurring/create?invoiceId=${ID}`,
    );
  });

  it("offers no 'Make recurring' on a void invoice", async () => {
    api(sent({ status: 'void', status_label: 'Void', balance: 0 }));
    await renderDetail();
    expect(screen.getByRole('checkbox', { name: 'Send payment reminders' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Make recurring' })).toBeNull();
  });

  it('says when the business has reminders off', async () => {
    api(sent(), {
      'GET /users/current': () => ({ body: { data: user({ reminders: { enabled: false, steps: [0] } }) } }),
    });
    await renderDetail();
    expect(await screen.findByText(/Reminders are off for the business/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'reminder settings' }).getAttribute('href')).toBe(
      '/work/invoicing/settings',
    );
  });
});
