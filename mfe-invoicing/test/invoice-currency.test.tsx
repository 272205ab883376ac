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
import { screen, waitFor } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { SummaryPanel } from '../src/components/invoice-detail/SummaryPanel.tsx';
import { InvoiceCreatePage } from '../src/routes/InvoiceCreatePage.tsx';
import { contacts, invoice, uuid } from './fixtures.ts';

const today = format(new Date(), 'yyyy-MM-dd');
const page = (data: unknown[]) => ({
  data,
  meta: { total_count: data.length, current_page: 1, total_pages: 1, per_page: 100 },
});
const rates = [
  { id: 3, currency: 'USD', date: '2026-03-02', rate: 129.5, source: 'cbk' },
  { id: 2, currency: 'GBP', date: '2026-03-01', rate: 163.402117, source: 'manual' },
  { id: 1, currency: 'USD', date: '2026-02-27', rate: 129.1, source: 'cbk' },
];

function api() {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user({ currency: 'KES' }) } }),
    'GET /contacts': () => ({ body: page(contacts) }),
    'GET /contacts/1': () => ({ body: { data: contacts[0] } }),
    // The list, or the latest rate of one currency on or before `to`.
    'GET /exchange_rates': ({ query }) => {
      const currency = query.get('currency');
      const to = query.get('to');
      if (!currency) return { body: page(rates) };
      return {
        body: page(rates.filter((r) => r.currency === currency && (!to || r.date <= to)).slice(0, 1)),
      };
    },
    'POST /invoices': () => ({
      status: 201,
      body: { data: invoice({ id: uuid(5), invoice_number: 'INV-0005' }) },
    }),
  });
}

async function renderCreate() {
  renderPage(<InvoiceCreatePage />, {
    route: '/work/invoicing/create/?contactId=1',
    path: '/work/invoicing/create/',
  });
  await screen.findByRole('heading', { level: 1, name: 'New Invoice' });
  await settle();
}

const rateInput = () => screen.getByLabelText(/Exchange rate/) as HTMLInputElement;
const posted = (of: ReturnType<typeof api>['of']) =>
  (of('POST', '/invoices')[0]?.body as { invoice: Record<string, unknown> } | undefined)?.invoice;

describe('Invoice creation in another currency', () => {
  it('offers KES and the currencies of the rate table; no rate field for KES', async () => {
    api();
    await renderCreate();
    expect(screen.queryByLabelText(/Exchange rate/)).toBeNull();
    const listbox = await openSelect(screen.getByRole('combobox', { name: /Currency/ }), 'KES');
    expect(optionLabels(listbox)).toEqual(['KES', 'GBP', 'USD']);
  });

  it("prefills the table's rate for the issue date, exactly, and sends it with the currency", async () => {
    const { of } = api();
    await renderCreate();
    await choose(screen.getByRole('combobox', { name: /Currency/ }), 'GBP');
    await waitFor(() => expect(rateInput().value).toBe('163.402117'));
    expect(screen.getByText(/KES for 1 GBP; the rate table's of/)).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(posted(of)).toMatchObject({ currency: 'GBP', exchange_rate: 163.402117 }));
  });

  it('takes a rate typed by the owner over the table, and looks up the rate as of the issue date', async () => {
    const { of, calls } = api();
    await renderCreate();
    await type(screen.getByLabelText(/Issue date/), '2026-02-28');
    await choose(screen.getByRole('combobox', { name: /Currency/ }), 'USD');
    await waitFor(() => expect(rateInput().value).toBe('129.1'));
    expect(
      calls.some((call) => call.query.get('currency') === 'USD' && call.query.get('to') === '2026-02-28'),
    ).toBe(true);
    await type(rateInput(), '130.123456');
    await click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(posted(of)).toMatchObject({ currency: 'USD', exchange_rate: 130.123456 }));
  });

  it('refuses a rate with 7 decimals before anything is sent', async () => {
    const { of } = api();
    await renderCreate();
    await choose(screen.getByRole('combobox', { name: /Currency/ }), 'USD');
    await waitFor(() => expect(rateInput().value).not.toBe(''));
    await type(rateInput(), '129.1234567');
    await click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText(/at most 6 decimals/)).toBeTruthy();
    expect(of('POST', '/invoices')).toHaveLength(0);
  });

  it('sends no rate for a KES invoice', async () => {
    const { of } = api();
    await renderCreate();
    await click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(posted(of)).toBeTruthy());
    expect(posted(of)).toMatchObject({ currency: 'KES', issue_date: today });
    expect(posted(of)?.exchange_rate).toBeUndefined();
  });
});

describe('An invoice in another currency on its page', () => {
  it('shows its amounts in GBP and its total in KES at its rate', async () => {
    mockApi({});
    const gbp = invoice({
      currency: 'GBP',
      exchange_rate: 163.402,
      total: 1000,
      total_in_books: 163_402,
      paid_amount: 0,
      balance: 1000,
    });
    renderPage(<SummaryPanel invoice={gbp} />, { route: '/x', path: '/x' });
    expect((await screen.findByTestId('side-balance')).textContent).toBe('£1,000.00');
    expect(screen.getByTestId('side-total').textContent).toBe('£1,000.00');
    expect(screen.getByTestId('side-in-books').textContent).toBe('KES 163,402.00at 163.402 KES per GBP');
  });

  it('shows no KES line for a KES invoice', async () => {
    mockApi({});
    renderPage(<SummaryPanel invoice={invoice({ currency: 'KES', total_in_books: 500 })} />, {
      route: '/x',
      path: '/x',
    });
    await screen.findByTestId('side-balance');
    expect(screen.queryByTestId('side-in-books')).toBeNull();
  });
});

describe('The rate follows the issue date until the owner types one', () => {
  it('moves with the issue date', async () => {
    api();
    await renderCreate();
    await choose(screen.getByRole('combobox', { name: /Currency/ }), 'USD');
    await waitFor(() => expect(rateInput().value).toBe('129.5'));
    await type(screen.getByLabelText(/Issue date/), '2026-02-28');
    await waitFor(() => expect(rateInput().value).toBe('129.1'));
    await type(rateInput(), '131');
    await type(screen.getByLabelText(/Issue date/), '2026-03-05');
    await settle();
    expect(rateInput().value).toBe('131');
  });
});
