import { choose, click, openSelect, optionLabels } from '@daftari/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contact, type FakeApi, fakeApi } from './backend.ts';
import { renderContacts } from './render.tsx';

const page = (data: unknown[]) => ({
  data,
  meta: { total_count: data.length, current_page: 1, total_pages: 1, per_page: 100 },
});
const rates = [
  { id: 2, currency: 'GBP', date: '2026-03-01', rate: 163.402117, source: 'manual' },
  { id: 1, currency: 'USD', date: '2026-03-01', rate: 129.5, source: 'cbk' },
];

function withRates(api: FakeApi) {
  api.handlers['GET /exchange_rates'] = () => ({ body: page(rates) });
  return api;
}

const currency = () => screen.getByRole('combobox', { name: /Default currency/ });
const sentContact = (api: FakeApi, method: string, path: string) =>
  (api.of(method, path)[0]?.body as { contact: Record<string, unknown> } | undefined)?.contact;

describe('A contact’s default currency', () => {
  it('starts at the books’ currency and offers the rate table’s; a chosen one is sent', async () => {
    const api = withRates(fakeApi({ hasContacts: true }));
    api.handlers['POST /contacts'] = () => ({
      status: 201,
      body: { data: contact(42, { currency: 'GBP' }) },
    });
    renderContacts('/contacts/create');
    await screen.findByRole('heading', { level: 1, name: 'New contact' });
    await waitFor(() => expect(currency().textContent).toContain('KES'));
    const listbox = await openSelect(currency(), 'GBP');
    expect(optionLabels(listbox)).toEqual(["KES (your books' currency)", 'GBP', 'USD']);
    await click(within(listbox).getByRole('option', { name: 'GBP' }));
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'Thames Studio Ltd' } });
    await click(screen.getByRole('button', { name: 'Create Contact' }));
    await waitFor(() => expect(sentContact(api, 'POST', '/contacts')).toMatchObject({ currency: 'GBP' }));
  });

  it('shows a contact’s own currency, and going back to the books’ sends null', async () => {
    const api = withRates(fakeApi({ contacts: [contact(7, { currency: 'USD' })] }));
    api.handlers['PUT /contacts/7'] = () => ({ body: { data: contact(7) } });
    renderContacts('/contacts/7/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit contact' });
    await waitFor(() => expect(currency().textContent).toContain('USD'));
    await choose(currency(), "KES (your books' currency)");
    await click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sentContact(api, 'PUT', '/contacts/7')).toMatchObject({ currency: null }));
  });
});
