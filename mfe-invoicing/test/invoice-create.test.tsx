import { choose, click, location, mockApi, renderPage, settle, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { InvoiceCreatePage } from '../src/routes/InvoiceCreatePage.tsx';
import { contacts, invoice, uuid } from './fixtures.ts';

const today = format(new Date(), 'yyyy-MM-dd');
const ratePage = (data: unknown[]) => ({
  data,
  meta: { total_count: data.length, current_page: 1, total_pages: 1, per_page: 100 },
});
const inDays = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');

function api(extra: Parameters<typeof mockApi>[0] = {}, currency = 'KES') {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user({ currency }) } }),
    'GET /contacts': () => ({
      body: { data: contacts, meta: { total_count: 2, current_page: 1, total_pages: 1, per_page: 100 } },
    }),
    'GET /contacts/1': () => ({ body: { data: contacts[0] } }),
    'POST /invoices': () => ({
      status: 201,
      body: { data: invoice({ id: uuid(5), invoice_number: 'INV-0005' }) },
    }),
    ...extra,
  });
}

const renderCreate = async (route = '/work/invoicing/create/') => {
  renderPage(<InvoiceCreatePage />, { route, path: '/work/invoicing/create/' });
  await screen.findByRole('heading', { level: 1, name: 'New Invoice' });
  await settle();
};

describe('Invoice creation', () => {
  it('pre-selects the contact from ?contactId= and creates with today, Net 30 and the account currency', async () => {
    const { of } = api({}, 'USD');
    await renderCreate('/work/invoicing/create/?contactId=1');
    // The picker shows before the contact's answer names it.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Contact/ }).textContent).toContain('Amina Otieno'),
    );
    expect((screen.getByLabelText(/Issue date/) as HTMLInputElement).value).toBe(today);
    expect((screen.getByLabelText(/Due date/) as HTMLInputElement).value).toBe(inDays(30));
    await click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() =>
      expect(of('POST', '/invoices')[0]!.body).toEqual({
        invoice: {
          contact_id: 1,
          project_id: null,
          issue_date: today,
          due_date: inDays(30),
          currency: 'USD',
          notes: null,
        },
      }),
    );
    expect(await screen.findByText('Invoice INV-0005 created')).toBeTruthy();
    await waitFor(() => expect(location()).toBe(`/work/invoicing/${uuid(5)}`));
  });

  it('offers the account currency only while the rate table is empty', async () => {
    api({ 'GET /exchange_rates': () => ({ body: ratePage([]) }) });
    await renderCreate();
    await click(screen.getByRole('combobox', { name: /Currency/ }));
    const listbox = screen
      .getAllByRole('listbox')
      .find((element) => within(element).queryByRole('option', { name: 'KES' }));
    expect(
      within(listbox!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['KES']);
  });

  it('pre-selects the project from ?projectId=', async () => {
    const { of } = api();
    await renderCreate('/work/invoicing/create/?contactId=1&projectId=9');
    await screen.findByRole('button', { name: /Contact/ });
    await click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() =>
      expect(
        (of('POST', '/invoices')[0]!.body as { invoice: { project_id: number } }).invoice.project_id,
      ).toBe(9),
    );
  });

  it('asks for a contact before creating', async () => {
    const { of } = api();
    await renderCreate();
    await click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Contact is required')).toBeTruthy();
    expect(of('POST', '/invoices')).toHaveLength(0);
  });

  it('sets the due date from the payment terms', async () => {
    const { of } = api();
    await renderCreate('/work/invoicing/create/?contactId=1');
    await choose(screen.getByRole('combobox', { name: /Payment terms/ }), 'Due on receipt');
    expect((screen.getByLabelText(/Due date/) as HTMLInputElement).value).toBe(today);
    await choose(screen.getByRole('combobox', { name: /Payment terms/ }), 'Net 7');
    expect((screen.getByLabelText(/Due date/) as HTMLInputElement).value).toBe(inDays(7));
    await click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() =>
      expect((of('POST', '/invoices')[0]!.body as { invoice: { due_date: string } }).invoice.due_date).toBe(
        inDays(7),
      ),
    );
  });

  it("starts from the business's payment terms and default notes (Settings › Documents)", async () => {
    const settings = {
      invoice_prefix: 'INV',
      estimate_prefix: 'EST',
      credit_note_prefix: 'CN',
      default_notes: 'Pay by M-Pesa paybill 522522.',
      footer: null,
      next_values: { invoice: 5, estimate: 1, credit_note: 1 },
    };
    const { of } = api({
      'GET /users/current': () => ({
        body: { data: user({ document_settings: { ...settings, payment_terms_days: 14 } }) },
      }),
    });
    await renderCreate('/work/invoicing/create/?contactId=1');
    await waitFor(() =>
      expect((screen.getByLabelText(/Due date/) as HTMLInputElement).value).toBe(inDays(14)),
    );
    expect(screen.getByRole('combobox', { name: /Payment terms/ }).textContent).toContain('Net 14');
    expect((screen.getByLabelText(/Notes/) as HTMLTextAreaElement).value).toBe(
      'Pay by M-Pesa paybill 522522.',
    );
    await click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() =>
      expect(of('POST', '/invoices')[0]!.body).toMatchObject({
        invoice: { due_date: inDays(14), notes: 'Pay by M-Pesa paybill 522522.' },
      }),
    );
  });

  it('takes terms no option names as a custom due date', async () => {
    api({
      'GET /users/current': () => ({
        body: {
          data: user({
            document_settings: {
              invoice_prefix: 'INV',
              estimate_prefix: 'EST',
              credit_note_prefix: 'CN',
              payment_terms_days: 45,
              default_notes: null,
              footer: null,
              next_values: { invoice: 1, estimate: 1, credit_note: 1 },
            },
          }),
        },
      }),
    });
    await renderCreate();
    await waitFor(() =>
      expect((screen.getByLabelText(/Due date/) as HTMLInputElement).value).toBe(inDays(45)),
    );
    expect(screen.getByRole('combobox', { name: /Payment terms/ }).textContent).toContain('Custom');
    expect((screen.getByLabelText(/Notes/) as HTMLTextAreaElement).value).toBe('');
  });

  it('hides the project picker when projects cannot be loaded', async () => {
    api();
    await renderCreate();
    expect(screen.queryByText('Project')).toBeNull();
  });

  it("toasts 'Failed to create invoice' with the server's message", async () => {
    api({ 'POST /invoices': () => ({ status: 422, body: { error: 'Contact not found' } }) });
    await renderCreate('/work/invoicing/create/?contactId=1');
    await screen.findByRole('button', { name: /Contact Amina Otieno/ });
    await click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Failed to create invoice')).toBeTruthy();
    expect(screen.getByText('Contact not found')).toBeTruthy();
    expect(location()).toBe('/work/invoicing/create/?contactId=1');
  });

  it('offers the account projects when GET /projects answers', async () => {
    const { of } = api({
      'GET /projects': () => ({
        body: {
          data: [{ id: 7, name: 'Website redesign' }],
          meta: { total_count: 1, current_page: 1, total_pages: 1, per_page: 100 },
        },
      }),
    });
    await renderCreate('/work/invoicing/create/?contactId=1');
    await choose(await screen.findByRole('combobox', { name: /Project/ }), 'Website redesign');
    await click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() =>
      expect(
        (of('POST', '/invoices')[0]!.body as { invoice: { project_id: number } }).invoice.project_id,
      ).toBe(7),
    );
  });
});
