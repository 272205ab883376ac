import { formatMoney } from '@daftari/format';
import { type ApiCall, choose, click, mockApi, renderPage, settle, type, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpenseFormPage } from '../src/routes/ExpenseFormPage.tsx';
import { ExpenseIndexPage } from '../src/routes/ExpenseIndexPage.tsx';
import { expense, ledgerAccounts } from './fixtures.ts';

const page = (data: unknown[]) => ({
  data,
  meta: { total_count: data.length, current_page: 1, total_pages: 1, per_page: 100 },
});
const rates = [
  { id: 3, currency: 'USD', date: '2026-03-02', rate: 129.5, source: 'cbk' },
  { id: 1, currency: 'USD', date: '2026-02-27', rate: 129.1, source: 'cbk' },
];

function api() {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /ledger_accounts': () => ({ body: { data: ledgerAccounts } }),
    'GET /expenses/defaults': () => ({ body: { data: { paid_from_account_id: 31 } } }),
    'GET /exchange_rates': ({ query }) => {
      const currency = query.get('currency');
      const to = query.get('to');
      if (!currency) return { body: page(rates) };
      return {
        body: page(rates.filter((r) => r.currency === currency && (!to || r.date <= to)).slice(0, 1)),
      };
    },
    'POST /expenses': () => ({ status: 201, body: { data: expense({ id: 9 }) } }),
    'GET /expenses/5': () => ({
      body: {
        data: expense({ currency: 'USD', exchange_rate: 129.5, total_value: 40, total_in_books: 5180 }),
      },
    }),
    'PUT /expenses/5': () => ({ body: { data: expense() } }),
  });
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function fillNew() {
  renderPage(<ExpenseFormPage />, { route: '/expenses/create', path: '/expenses/create' });
  await screen.findByRole('heading', { level: 1, name: 'New Expense' });
  await settle();
  await click(screen.getByRole('button', { name: 'Manual Entry' }));
  await click(screen.getByRole('button', { name: /^Account/ }));
  await click(await screen.findByRole('option', { name: 'Office Supplies' }));
  await type(input(/^Dated/), '2026-02-28');
  await type(input(/^Total Value/), '40.00');
  await type(input(/^Description/), 'Figma seat');
}

describe('An expense in another currency', () => {
  it('sends no currency nor rate in the books’ currency', async () => {
    const { of } = api();
    await fillNew();
    expect(screen.queryByLabelText(/Exchange rate/)).toBeNull();
    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    await waitFor(() => expect(of('POST', '/expenses')).toHaveLength(1));
    const { form } = of('POST', '/expenses')[0] as ApiCall;
    expect(form).not.toHaveProperty('currency');
    expect(form).not.toHaveProperty('exchange_rate');
  });

  it('in USD: the total is labelled in USD, the rate is the table’s of the date, and a typed rate is sent exactly', async () => {
    const { of } = api();
    await fillNew();
    await choose(screen.getByRole('combobox', { name: /Currency/ }), 'USD');
    await waitFor(() => expect(input(/Exchange rate/).value).toBe('129.1'));
    expect(screen.getByLabelText('Total Value (USD)', { exact: false })).toBeTruthy();
    await type(input(/Exchange rate/), '130.123456');
    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    await waitFor(() => expect(of('POST', '/expenses')).toHaveLength(1));
    expect((of('POST', '/expenses')[0] as ApiCall).form).toMatchObject({
      currency: 'USD',
      exchange_rate: '130.123456',
      totalValue: '40.00',
    });
  });

  it('edits a USD expense with its own rate shown', async () => {
    api();
    renderPage(<ExpenseFormPage />, { route: '/expenses/5/edit', path: '/expenses/:expenseId/edit' });
    await screen.findByRole('button', { name: 'Update Expense' });
    await settle();
    expect(input(/Exchange rate/).value).toBe('129.5');
    expect(screen.getByTestId('in-books-note').textContent).toBe(
      `Booked as ${formatMoney(5180, 'KES')} at 129.5 KES per USD.`,
    );
  });

  it('lists a USD expense in USD with what the books hold in KES, a KES one without', async () => {
    mockApi({
      'GET /expenses': () => ({
        body: page([
          expense({
            id: 5,
            currency: 'USD',
            exchange_rate: 129.5,
            total_value: 40,
            vat_amount: 0,
            total_in_books: 5180,
          }),
          expense({ id: 6, description: 'Rent', total_value: 2320, total_in_books: 2320 }),
        ]),
      }),
    });
    renderPage(<ExpenseIndexPage />, { route: '/expenses/', path: '/expenses/' });
    const inBooks = await screen.findByTestId('in-books');
    expect(inBooks.textContent).toBe(formatMoney(5180, 'KES'));
    expect(within(inBooks.parentElement as HTMLElement).getByText(formatMoney(40, 'USD'))).toBeTruthy();
    expect(screen.getAllByTestId('in-books')).toHaveLength(1);
  });
});
