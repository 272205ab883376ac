import { toIsoDate } from '@daftari/format';
import { choose, click, deferred, location, mockApi, renderPage, settle, type } from '@daftari/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecurringCreatePage } from '../src/routes/RecurringCreatePage.tsx';
import { contacts, invoice, item, uuid } from './fixtures.ts';
import { series } from './recurring-fixtures.ts';

const SOURCE = invoice({
  id: uuid(3),
  invoice_number: 'INV-0003',
  issue_date: '2026-11-01',
  due_date: '2026-11-08',
  notes: 'Thank you',
  invoice_items: [
    item({ description: 'Monthly retainer', quantity: 1, unit: 'months', unit_price: 50000, tax_rate: 16 }),
  ],
});

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /contacts': () => ({
      body: { data: contacts, meta: { total_count: 2, current_page: 1, total_pages: 1, per_page: 100 } },
    }),
    'GET /contacts/1': () => ({ body: { data: contacts[0] } }),
    [`GET /invoices/${SOURCE.id}`]: () => ({ body: { data: SOURCE } }),
    'POST /recurring_invoices': () => ({ status: 201, body: { data: series() } }),
    ...extra,
  });
}

const renderForm = async (route = '/recurring/create') => {
  const result = renderPage(<RecurringCreatePage />, { route, path: '/recurring/create' });
  await screen.findByRole('heading', { level: 1, name: 'New recurring invoice' });
  await settle();
  return result;
};

const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;

describe('New recurring invoice', () => {
  it("starts from the invoice of 'Make recurring' and creates the series with its contact, items and notes", async () => {
    const { of } = api();
    await renderForm(`/recurring/create?invoiceId=${SOURCE.id}`);
    expect(await screen.findByText(/Repeats invoice INV-0003/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Contact/ }).textContent).toContain('Amina Otieno'),
    );
    expect(input(/Details/).value).toBe('Monthly retainer');
    expect(input(/Due after/).value).toBe('7');
    await click(screen.getByRole('checkbox', { name: /E-mail each invoice/ }));
    await click(screen.getByRole('button', { name: 'Create recurring invoice' }));
    await waitFor(() => expect(of('POST', '/recurring_invoices')).toHaveLength(1));
    expect(of('POST', '/recurring_invoices')[0]!.body).toEqual({
      recurring_invoice: {
        contact_id: 1,
        project_id: null,
        frequency: 'monthly',
        interval: 1,
        start_date: toIsoDate(new Date()),
        end_date: null,
        occurrences: null,
        due_days: 7,
        auto_send: true,
        missed_periods: 'create',
        currency: 'KES',
        exchange_rate: null,
        notes: 'Thank you',
        items: [
          {
            description: 'Monthly retainer',
            quantity: 1,
            unit: 'months',
            unit_price: 50000,
            tax_rate: 16,
            discount: 0,
            ledger_account_id: null,
          },
        ],
      },
    });
    expect(await screen.findByText('Recurring invoice created')).toBeTruthy();
    expect(screen.getByText('2 invoices issued for past periods.')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/work/invoicing/recurring/7'));
  });

  it('sends a start date in the past, a quarterly schedule and a number of invoices to end after', async () => {
    const { of } = api();
    await renderForm(`/recurring/create?invoiceId=${SOURCE.id}`);
    await screen.findByText(/Repeats invoice INV-0003/);
    await choose(screen.getByRole('combobox', { name: 'Period' }), 'Quarter(s)');
    await type(input(/First invoice on/), '2026-05-01');
    await choose(screen.getByRole('combobox', { name: 'Ends' }), 'After a number of invoices');
    await type(input(/Number of invoices/), '4');
    await choose(screen.getByRole('combobox', { name: 'Missed periods' }), 'Skip them, go on with the next');
    await click(screen.getByRole('button', { name: 'Create recurring invoice' }));
    await waitFor(() => expect(of('POST', '/recurring_invoices')).toHaveLength(1));
    expect(of('POST', '/recurring_invoices')[0]!.body).toMatchObject({
      recurring_invoice: {
        frequency: 'quarterly',
        start_date: '2026-05-01',
        occurrences: 4,
        end_date: null,
        missed_periods: 'skip',
      },
    });
  });

  it('asks for a contact, the details of each item and the number of invoices, sending nothing', async () => {
    const { of } = api();
    await renderForm();
    await choose(screen.getByRole('combobox', { name: 'Ends' }), 'After a number of invoices');
    await click(screen.getByRole('button', { name: 'Create recurring invoice' }));
    expect(await screen.findByText('Contact is required')).toBeTruthy();
    expect(screen.getByText('Details are required')).toBeTruthy();
    expect(screen.getByText('Number of invoices is required')).toBeTruthy();
    expect(of('POST', '/recurring_invoices')).toHaveLength(0);
  });

  it('adds and removes item lines, keeping at least one', async () => {
    api();
    await renderForm();
    expect(screen.getAllByRole('group', { name: /^Item \d/ })).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Remove item 1' }) as HTMLButtonElement).disabled).toBe(true);
    await click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getAllByRole('group', { name: /^Item \d/ })).toHaveLength(2);
    await click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.getAllByRole('group', { name: /^Item \d/ })).toHaveLength(1);
  });

  it('holds the form until the invoice to repeat arrives, and says so when it cannot be loaded', async () => {
    const answer = deferred();
    api({
      [`GET /invoices/${SOURCE.id}`]: async () => ({
        status: 404,
        body: { error: 'Not found' },
        delay: answer.promise,
      }),
    });
    await renderForm(`/recurring/create?invoiceId=${SOURCE.id}`);
    expect(screen.getByLabelText('Loading the invoice to repeat')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create recurring invoice' })).toBeNull();
    answer.resolve();
    expect(await screen.findByText('The invoice to repeat could not be loaded')).toBeTruthy();
  });

  it("toasts the server's refusal", async () => {
    api({
      'POST /recurring_invoices': () => ({ status: 422, body: { error: 'Contact not found' } }),
    });
    await renderForm(`/recurring/create?invoiceId=${SOURCE.id}`);
    await screen.findByText(/Repeats invoice INV-0003/);
    await click(screen.getByRole('button', { name: 'Create recurring invoice' }));
    expect(await screen.findByText('Failed to create the recurring invoice')).toBeTruthy();
    expect(screen.getByText('Contact not found')).toBeTruthy();
  });
});
