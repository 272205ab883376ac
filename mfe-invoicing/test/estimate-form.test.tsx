import { click, location, mockApi, renderPage, settle, user } from '@daftari/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { EditEstimatePage, NewEstimatePage } from '../src/routes/estimates/EstimateFormPage.tsx';
import { estimate } from './estimate-fixtures.ts';
import { contacts, uuid } from './fixtures.ts';

const today = format(new Date(), 'yyyy-MM-dd');
const inDays = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');
const ID = uuid(21);

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user({ currency: 'USD' }) } }),
    'GET /contacts': () => ({
      body: { data: contacts, meta: { total_count: 2, current_page: 1, total_pages: 1, per_page: 100 } },
    }),
    'GET /contacts/1': () => ({ body: { data: contacts[0] } }),
    'POST /estimates': () => ({
      status: 201,
      body: { data: estimate({ id: uuid(25), estimate_number: 'EST-0005' }) },
    }),
    ...extra,
  });
}

const renderNew = async (route = '/work/estimates/new') => {
  renderPage(<NewEstimatePage />, { route, path: '/work/estimates/new' });
  await screen.findByRole('heading', { level: 1, name: 'New Estimate' });
  await settle();
};

const dateInput = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('New estimate', () => {
  it('creates a draft for the contact of ?contactId=, from today, valid 30 days, in the account currency', async () => {
    const { of } = api();
    await renderNew('/work/estimates/new?contactId=1');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Contact/ }).textContent).toContain('Amina Otieno'),
    );
    expect(dateInput(/Issue date/).value).toBe(today);
    expect(dateInput(/Expiry date/).value).toBe(inDays(30));
    await click(screen.getByRole('button', { name: 'Create Estimate' }));
    await waitFor(() =>
      expect(of('POST', '/estimates')[0]!.body).toEqual({
        estimate: {
          contact_id: 1,
          project_id: null,
          issue_date: today,
          expiry_date: inDays(30),
          currency: 'USD',
          notes: null,
        },
      }),
    );
    expect(await screen.findByText('Estimate EST-0005 created')).toBeTruthy();
    await waitFor(() => expect(location()).toBe(`/work/estimates/${uuid(25)}`));
  });

  it("starts a new estimate from the business's default notes", async () => {
    const settings = {
      invoice_prefix: 'INV',
      estimate_prefix: 'Q',
      credit_note_prefix: 'CN',
      payment_terms_days: 30,
      default_notes: 'Valid for 30 days. Prices include VAT.',
      footer: null,
      next_values: { invoice: 1, estimate: 1, credit_note: 1 },
    };
    const { of } = api({
      'GET /users/current': () => ({ body: { data: user({ document_settings: settings }) } }),
    });
    await renderNew('/work/estimates/new?contactId=1');
    await waitFor(() =>
      expect((screen.getByLabelText(/Notes/) as HTMLTextAreaElement).value).toBe(settings.default_notes),
    );
    await click(screen.getByRole('button', { name: 'Create Estimate' }));
    await waitFor(() =>
      expect(of('POST', '/estimates')[0]!.body).toMatchObject({
        estimate: { notes: settings.default_notes },
      }),
    );
  });

  it('moves the expiry date with the issue date until the owner sets one', async () => {
    api();
    await renderNew();
    fireEvent.change(dateInput(/Issue date/), { target: { value: '2025-05-01' } });
    expect(dateInput(/Expiry date/).value).toBe('2025-05-31');
    fireEvent.change(dateInput(/Expiry date/), { target: { value: '2025-05-10' } });
    fireEvent.change(dateInput(/Issue date/), { target: { value: '2025-05-02' } });
    expect(dateInput(/Expiry date/).value).toBe('2025-05-10');
  });

  it('asks for a contact before creating', async () => {
    const { of } = api();
    await renderNew();
    await click(screen.getByRole('button', { name: 'Create Estimate' }));
    expect(await screen.findByText('Contact is required')).toBeTruthy();
    expect(of('POST', '/estimates')).toHaveLength(0);
  });

  it('refuses an expiry date before the issue date without sending', async () => {
    const { of } = api();
    await renderNew('/work/estimates/new?contactId=1');
    fireEvent.change(dateInput(/Expiry date/), { target: { value: '2000-01-01' } });
    await click(screen.getByRole('button', { name: 'Create Estimate' }));
    expect(await screen.findByText('Expiry date cannot be before the issue date')).toBeTruthy();
    expect(of('POST', '/estimates')).toHaveLength(0);
  });

  it("toasts 'Failed to create estimate' with the server's message", async () => {
    api({ 'POST /estimates': () => ({ status: 422, body: { error: 'Contact not found' } }) });
    await renderNew('/work/estimates/new?contactId=1');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Contact/ }).textContent).toContain('Amina Otieno'),
    );
    await click(screen.getByRole('button', { name: 'Create Estimate' }));
    expect(await screen.findByText('Failed to create estimate')).toBeTruthy();
    expect(screen.getByText('Contact not found')).toBeTruthy();
  });
});

describe('Edit estimate', () => {
  const renderEdit = async () => {
    renderPage(<EditEstimatePage />, {
      route: `/work/estimates/${ID}/edit`,
      path: '/work/estimates/:estimateId/edit',
    });
    await screen.findByRole('heading', { level: 1 });
    await settle();
  };

  it("starts from the estimate's fields and saves them with PUT, back to the estimate", async () => {
    const current = estimate({ status: 'sent', status_label: 'Expired', notes: 'Two weeks of work' });
    const { of } = api({
      [`GET /estimates/${ID}`]: () => ({ body: { data: current } }),
      [`PUT /estimates/${ID}`]: () => ({ body: { data: current } }),
    });
    await renderEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Estimate EST-0001' })).toBeTruthy();
    expect(dateInput(/Expiry date/).value).toBe('2025-03-31');
    fireEvent.change(dateInput(/Expiry date/), { target: { value: '2025-04-30' } });
    await click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(of('PUT', `/estimates/${ID}`)[0]!.body).toEqual({
        estimate: {
          contact_id: 1,
          project_id: null,
          issue_date: '2025-03-01',
          expiry_date: '2025-04-30',
          currency: 'KES',
          notes: 'Two weeks of work',
        },
      }),
    );
    await waitFor(() => expect(location()).toBe(`/work/estimates/${ID}`));
  });

  it('says an answered estimate can no longer be edited', async () => {
    api({
      [`GET /estimates/${ID}`]: () => ({
        body: { data: estimate({ status: 'accepted', status_label: 'Accepted' }) },
      }),
    });
    await renderEdit();
    expect(screen.getByText('This estimate can no longer be edited')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });
});

describe('An estimate in another currency', () => {
  const rates = {
    data: [{ id: 1, currency: 'GBP', date: '2025-02-27', rate: 163.4, source: 'cbk' }],
    meta: { total_count: 1, current_page: 1, total_pages: 1, per_page: 100 },
  };

  it('keeps its own rate when edited, though the table has another', async () => {
    const current = estimate({ currency: 'GBP', exchange_rate: 160.5 });
    const { of } = api({
      'GET /users/current': () => ({ body: { data: user({ currency: 'KES' }) } }),
      'GET /exchange_rates': () => ({ body: rates }),
      [`GET /estimates/${ID}`]: () => ({ body: { data: current } }),
      [`PUT /estimates/${ID}`]: () => ({ body: { data: current } }),
    });
    renderPage(<EditEstimatePage />, {
      route: `/work/estimates/${ID}/edit`,
      path: '/work/estimates/:estimateId/edit',
    });
    await screen.findByRole('heading', { level: 1 });
    await settle();
    await waitFor(() => expect(of('GET', '/exchange_rates').length).toBeGreaterThan(0));
    await settle();
    expect((screen.getByLabelText(/Exchange rate/) as HTMLInputElement).value).toBe('160.5');
    await click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(of('PUT', `/estimates/${ID}`)[0]!.body).toMatchObject({
        estimate: { currency: 'GBP', exchange_rate: 160.5 },
      }),
    );
  });
});
