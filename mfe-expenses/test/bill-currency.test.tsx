import { formatMoney } from '@daftari/format';
import {
  choose,
  click,
  mockApi,
  openSelect,
  optionLabels,
  renderPage,
  settle,
  type,
  user,
} from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillDetailPage } from '../src/routes/bills/BillDetailPage.tsx';
import { BillFormPage } from '../src/routes/bills/BillFormPage.tsx';
import { bill, vendor } from './bill-fixtures.ts';
import { ledgerAccounts } from './fixtures.ts';

const page = (data: unknown[]) => ({
  data,
  meta: { total_count: data.length, current_page: 1, total_pages: 1, per_page: 100 },
});
const rates = [
  { id: 3, currency: 'USD', date: '2026-03-02', rate: 129.5, source: 'cbk' },
  { id: 1, currency: 'USD', date: '2026-02-27', rate: 129.1, source: 'cbk' },
];

function api(vendorCurrency = 'KES') {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /ledger_accounts': () => ({ body: { data: ledgerAccounts } }),
    'GET /contacts': () => ({ body: page([vendor]) }),
    'GET /contacts/7': () => ({ body: { data: { ...vendor, currency: vendorCurrency } } }),
    'GET /exchange_rates': ({ query }) => {
      const currency = query.get('currency');
      const to = query.get('to');
      if (!currency) return { body: page(rates) };
      return {
        body: page(rates.filter((r) => r.currency === currency && (!to || r.date <= to)).slice(0, 1)),
      };
    },
    'POST /bills': () => ({ status: 201, body: { data: bill() } }),
    'GET /bills/41': () => ({ body: { data: bill({ currency: 'USD', exchange_rate: 129.5 }) } }),
    'PUT /bills/41': () => ({ body: { data: bill() } }),
  });
}

const rateInput = () => screen.getByLabelText(/Exchange rate/) as HTMLInputElement;
const sent = (of: ReturnType<typeof api>['of'], method: 'POST' | 'PUT', path: string) =>
  (of(method, path)[0]?.body as { bill: Record<string, unknown> } | undefined)?.bill;

async function renderNew() {
  renderPage(<BillFormPage />, { route: '/bills/new?contactId=7', path: '/bills/new' });
  await screen.findByRole('heading', { level: 1, name: 'New bill' });
  await settle();
}

describe('A bill in another currency', () => {
  it('offers KES and the rate table’s currencies; KES has no rate field and sends no currency', async () => {
    api();
    await renderNew();
    expect(screen.queryByLabelText(/Exchange rate/)).toBeNull();
    const listbox = await openSelect(screen.getByRole('combobox', { name: /Currency/ }), 'KES');
    expect(optionLabels(listbox)).toEqual(['KES', 'USD']);
  });

  it('prefills the table’s rate for the bill date, shows the totals in USD and sends both exactly', async () => {
    const { of, calls } = api();
    await renderNew();
    await type(screen.getByLabelText(/Bill date/), '2026-02-28');
    await choose(screen.getByRole('combobox', { name: /Currency/ }), 'USD');
    await waitFor(() => expect(rateInput().value).toBe('129.1'));
    expect(
      calls.some((call) => call.query.get('currency') === 'USD' && call.query.get('to') === '2026-02-28'),
    ).toBe(true);
    await type(screen.getByLabelText(/^Unit price/), '100');
    expect(screen.getByTestId('bill-total').textContent).toBe(formatMoney(116, 'USD'));
    await type(rateInput(), '130.123456');
    await type(screen.getByLabelText(/Bill number/), 'INV-9');
    await type(screen.getByLabelText(/^Description/), 'Design work');
    await click(
      within(screen.getByRole('group', { name: 'Line 1' })).getByRole('button', { name: /^Account/ }),
    );
    await click(await screen.findByRole('option', { name: 'Office Supplies' }));
    await click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(of, 'POST', '/bills')).toMatchObject({ currency: 'USD', exchange_rate: 130.123456 }),
    );
  });

  it('takes the vendor’s default currency for a new bill, with the table’s rate', async () => {
    const { of } = api('USD');
    await renderNew();
    await waitFor(() => expect(rateInput().value).toBe('129.5'));
    expect(screen.getByRole('combobox', { name: /Currency/ }).textContent).toContain('USD');
    await type(screen.getByLabelText(/Bill number/), 'INV-10');
    await type(screen.getByLabelText(/^Description/), 'Hosting');
    await type(screen.getByLabelText(/^Unit price/), '20');
    await click(
      within(screen.getByRole('group', { name: 'Line 1' })).getByRole('button', { name: /^Account/ }),
    );
    await click(await screen.findByRole('option', { name: 'Office Supplies' }));
    await click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(of, 'POST', '/bills')).toMatchObject({ currency: 'USD', exchange_rate: 129.5 }),
    );
  });

  it('edits a USD bill keeping its own rate, and back in KES sends no rate', async () => {
    const { of } = api();
    renderPage(<BillFormPage />, { route: '/bills/41/edit', path: '/bills/:billId/edit' });
    await screen.findByRole('heading', { level: 1, name: /Edit bill/ });
    await settle();
    expect(rateInput().value).toBe('129.5');
    await choose(screen.getByRole('combobox', { name: /Currency/ }), 'KES');
    expect(screen.queryByLabelText(/Exchange rate/)).toBeNull();
    await click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(of, 'PUT', '/bills/41')).toMatchObject({ currency: 'KES' }));
    expect(sent(of, 'PUT', '/bills/41')?.exchange_rate).toBeUndefined();
  });
});

describe('The bill page of a USD bill', () => {
  it('shows the amounts in USD and the KES total at the bill’s rate', async () => {
    const usd = bill({ currency: 'USD', exchange_rate: 129.5, total: 116, total_in_books: 15022 });
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /ledger_accounts': () => ({ body: { data: ledgerAccounts } }),
      'GET /bills/41': () => ({ body: { data: usd } }),
    });
    renderPage(<BillDetailPage />, { route: '/bills/41', path: '/bills/:billId' });
    await screen.findByRole('heading', { level: 1, name: /Bill/ });
    expect(screen.getByTestId('bill-total-in-books').textContent).toBe(
      `${formatMoney(15022, 'KES')}at 129.5 KES per USD`,
    );
    expect(screen.getByTestId('bill-balance').textContent).toBe(formatMoney(usd.balance, 'USD'));
  });
});
