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
import { RecurringCreatePage } from '../src/routes/RecurringCreatePage.tsx';
import { RecurringDetailPage } from '../src/routes/RecurringDetailPage.tsx';
import { contacts } from './fixtures.ts';
import { series } from './recurring-fixtures.ts';

const page = (data: unknown[]) => ({
  data,
  meta: { total_count: data.length, current_page: 1, total_pages: 1, per_page: 100 },
});
const rates = [{ id: 2, currency: 'GBP', date: '2026-03-01', rate: 163.402117, source: 'manual' }];

function api() {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user({ currency: 'KES' }) } }),
    'GET /contacts': () => ({ body: page(contacts) }),
    'GET /contacts/1': () => ({ body: { data: contacts[0] } }),
    'GET /exchange_rates': () => ({ body: page(rates) }),
    'POST /recurring_invoices': () => ({ status: 201, body: { data: series() } }),
  });
}

async function fill() {
  renderPage(<RecurringCreatePage />, { route: '/recurring/create', path: '/recurring/create' });
  await screen.findByRole('heading', { level: 1, name: 'New recurring invoice' });
  await settle();
  await click(screen.getByRole('button', { name: /Contact/ }));
  await click(await screen.findByRole('option', { name: /Amina Otieno/ }));
  await type(screen.getByLabelText(/Details/), 'Monthly retainer');
  await type(screen.getByLabelText(/Unit price/), '500');
}

const rateInput = () => screen.getByLabelText(/Fixed exchange rate/) as HTMLInputElement;
const posted = (of: ReturnType<typeof api>['of']) =>
  (of('POST', '/recurring_invoices')[0]?.body as { recurring_invoice: Record<string, unknown> } | undefined)
    ?.recurring_invoice;

describe('A recurring invoice in another currency', () => {
  it('offers the rate table’s currencies; an empty fixed rate is sent as null (the table’s at each issue)', async () => {
    const { of } = api();
    await fill();
    expect(screen.queryByLabelText(/Fixed exchange rate/)).toBeNull();
    const listbox = await openSelect(screen.getByRole('combobox', { name: /Currency/ }), 'KES');
    expect(optionLabels(listbox)).toEqual(['KES', 'GBP']);
    await click(within(listbox).getByRole('option', { name: 'GBP' }));
    expect(rateInput().value).toBe('');
    expect(screen.getByText(/Leave empty for the rate table's rate on each issue date/)).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Create recurring invoice' }));
    await waitFor(() => expect(posted(of)).toMatchObject({ currency: 'GBP', exchange_rate: null }));
  });

  it('sends a fixed rate exactly, and refuses one with 7 decimals', async () => {
    const { of } = api();
    await fill();
    await choose(screen.getByRole('combobox', { name: /Currency/ }), 'GBP');
    await type(rateInput(), '163.4021177');
    await click(screen.getByRole('button', { name: 'Create recurring invoice' }));
    await waitFor(() => expect(rateInput().getAttribute('aria-invalid')).toBe('true'));
    expect(of('POST', '/recurring_invoices')).toHaveLength(0);
    await type(rateInput(), '163.402117');
    await click(screen.getByRole('button', { name: 'Create recurring invoice' }));
    await waitFor(() => expect(posted(of)).toMatchObject({ currency: 'GBP', exchange_rate: 163.402117 }));
  });
});

describe('A series in another currency, opened', () => {
  const open = async (fields: Parameters<typeof series>[0]) => {
    mockApi({ 'GET /recurring_invoices/7': () => ({ body: { data: series(fields) } }) });
    renderPage(<RecurringDetailPage />, { route: '/recurring/7', path: '/recurring/:seriesId' });
    await screen.findByTestId('series-total');
  };

  it('shows its lines and each invoice in GBP, and in KES at its own rate, rounded once', async () => {
    await open({ currency: 'GBP', exchange_rate: 163.402117 });
    // 50,000.00 at 16 %: 58,000.00 GBP; × 163.402117 = 9,477,322.786 KES, rounded once.
    expect(screen.getByTestId('series-total').textContent).toBe(formatMoney(58_000, 'GBP'));
    expect(screen.getByTestId('series-in-books').textContent).toBe(
      `${formatMoney(9_477_322.79, 'KES')}at 163.402117 KES per GBP`,
    );
    expect(screen.getAllByText(formatMoney(50_000, 'GBP')).length).toBeGreaterThan(0);
    expect(screen.getByText('GBP · 163.402117 KES per GBP')).toBeTruthy();
  });

  it('says a series without a fixed rate takes each issue date’s', async () => {
    await open({ currency: 'GBP', exchange_rate: null });
    expect(screen.getByTestId('series-in-books').textContent).toBe('at the rate of each issue date');
  });

  it('shows no KES line for a series in the books’ currency', async () => {
    await open({});
    expect(screen.queryByTestId('series-in-books')).toBeNull();
    expect(screen.getByTestId('series-total').textContent).toBe(formatMoney(58_000, 'KES'));
  });
});
