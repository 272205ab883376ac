import { formatDate } from '@daftari/format';
import { type ApiCall, click, deferred, mockApi, renderPage, settle, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillListPage } from '../src/routes/bills/BillListPage.tsx';
import { bill, billList } from './bill-fixtures.ts';

const today = new Date();
const isoIn = (days: number) => {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const overdue = bill({
  id: 41,
  bill_number: 'UW-2291',
  due_date: isoIn(-5),
  status_label: 'Overdue',
  paid_amount: 5000,
  balance: 6600,
});
const dueSoon = bill({
  id: 42,
  bill_number: 'KPLC-88',
  contact_id: 8,
  contact: { ...bill().contact, id: 8, company_name: 'Kenya Power' },
  due_date: isoIn(3),
  total: 4640,
  balance: 4640,
});

/** The list's answer by query: the unfiltered one (totals), the week's one, and the tab's page. */
function answer(call: ApiCall) {
  const status = call.query.get('status');
  if (call.query.get('due_before')) {
    return { body: billList([overdue, dueSoon], { total_unpaid: 11240, overdue_amount: 6600 }) };
  }
  if (status === 'overdue')
    return { body: billList([overdue], { total_unpaid: 6600, overdue_amount: 6600 }) };
  return {
    body: billList(
      [overdue, dueSoon],
      { total_amount: 16240, total_paid: 5000, total_unpaid: 11240, overdue_amount: 6600 },
      status ? 2 : 14,
    ),
  };
}

function renderList(route = '/bills', handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /bills': answer,
    ...handlers,
  });
  renderPage(<BillListPage />, { route, path: '/bills' });
  return api;
}

describe('Bill list', () => {
  it('shows what is owed: to pay, of which overdue, and due this week, over every bill', async () => {
    renderList();
    const strip = await screen.findByLabelText('What you owe');
    expect(within(strip).getByText('To pay').nextSibling?.textContent).toBe('KES 11,240.00');
    expect(within(strip).getByText('Of which overdue').nextSibling?.textContent).toBe('KES 6,600.00');
    expect(within(strip).getByText('Due this week').nextSibling?.textContent).toBe('KES 4,640.00');
  });

  it('lists the open bills with vendor, number, dates, what the due date means, total, balance and status', async () => {
    const api = renderList();
    const cells = (name: string) =>
      within(screen.getByRole('link', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await screen.findByRole('link', { name: 'Unga Wholesalers' });
    // The vendor's cell repeats the number, the status and the due note for a phone, which leaves their columns out.
    expect(cells('Unga Wholesalers')).toEqual([
      'Unga WholesalersUW-2291 Overdue5 days overdue',
      'UW-2291',
      formatDate(overdue.issue_date),
      `${formatDate(overdue.due_date)}5 days overdue`,
      'KES 11,600.00',
      'KES 6,600.00',
      'Overdue',
    ]);
    expect(cells('Kenya Power')[3]).toBe(`${formatDate(dueSoon.due_date)}Due in 3 days`);
    expect(cells('Kenya Power')[6]).toBe('Open');
    expect(screen.getByRole('link', { name: 'Unga Wholesalers' }).getAttribute('href')).toBe('/bills/41');
    const tabQuery = api.of('GET', '/bills').find((call) => call.query.get('per_page') === '10')!.query;
    expect(tabQuery.get('status')).toBe('open');
    expect(screen.getByRole('tab', { name: 'Open' }).getAttribute('aria-selected')).toBe('true');
  });

  it('asks for the tab chosen, back on page 1, and All asks for every status', async () => {
    const api = renderList('/bills?page=2');
    await click(await screen.findByRole('tab', { name: 'Overdue' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    const last = () => api.of('GET', '/bills').at(-1)!.query;
    expect(last().get('status')).toBe('overdue');
    expect(last().get('page')).toBe('1');

    await click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(last().get('status')).toBeNull());
    expect(last().get('per_page')).toBe('10');
  });

  it('pages like the invoices list', async () => {
    const api = renderList('/bills?tab=all');
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    await click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(api.of('GET', '/bills').at(-1)!.query.get('page')).toBe('2'));
  });

  it('invites the first bill when there is none at all', async () => {
    renderList('/bills', { 'GET /bills': () => ({ body: billList([]) }) });
    expect(await screen.findByText('Record your first bill')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a bill' }).getAttribute('href')).toBe('/bills/new');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows its loading skeleton until the answers arrive', async () => {
    const held = deferred<void>();
    renderList('/bills', {
      'GET /bills': async (call) => {
        await held.promise;
        return answer(call);
      },
    });
    expect(await screen.findByTestId('summary-skeleton')).toBeTruthy();
    expect(screen.getByText('Loading bills...')).toBeTruthy();
    held.resolve();
    expect(await screen.findByLabelText('What you owe')).toBeTruthy();
  });

  it('says what went wrong, and tries again', async () => {
    let fail = true;
    renderList('/bills', {
      'GET /bills': (call) => (fail ? { status: 500, body: { error: 'The server is down' } } : answer(call)),
    });
    expect(await screen.findByText('The server is down')).toBeTruthy();
    fail = false;
    await click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByLabelText('What you owe')).toBeTruthy();
  });

  it('fetches the suppliers’ invoices from KRA once eTIMS is set up, and says how many came', async () => {
    const etims = {
      enabled: true,
      pin: 'P051234567X',
      kra_pin: 'P051234567X',
      environment: 'simulator' as const,
      branch_id: '00',
      device_serial: 'DVC-1',
      initialized_at: '2026-11-01T08:00:00Z',
      consumer_key_set: true,
    };
    const api = renderList('/bills', {
      'GET /users/current': () => ({ body: { data: user({ etims }) } }),
      'POST /etims/purchases/pull': () => ({ body: { data: { imported: 2, listed: 3 } } }),
    });
    await click(await screen.findByRole('button', { name: 'Fetch from KRA' }));
    expect(await screen.findByText('2 bills fetched from KRA')).toBeTruthy();
    expect(api.of('POST', '/etims/purchases/pull')).toHaveLength(1);
  });

  it('offers no KRA fetch before eTIMS is initialized', async () => {
    const etims = {
      enabled: true,
      pin: 'P051234567X',
      kra_pin: 'P051234567X',
      environment: 'simulator' as const,
      branch_id: '00',
      device_serial: null,
      initialized_at: null,
      consumer_key_set: false,
    };
    const api = renderList('/bills', { 'GET /users/current': () => ({ body: { data: user({ etims }) } }) });
    await screen.findByRole('link', { name: 'Unga Wholesalers' });
    await waitFor(() => expect(api.of('GET', '/users/current')).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('button', { name: 'Fetch from KRA' })).toBeNull();
  });
});
