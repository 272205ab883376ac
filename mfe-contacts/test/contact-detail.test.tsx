import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contact, fakeApi } from './backend.ts';
import { renderContacts } from './render.tsx';

const amina = contact(7, {
  full_name: 'Amina Otieno',
  email: 'amina@otieno.co.ke',
  company_name: 'Otieno Hardware',
  phone: '+254 712 345 678',
  kra_pin: 'A009876543Z',
});

describe('Contact detail', () => {
  it('shows the contact, Edit, and New invoice for this contact', async () => {
    fakeApi({ contacts: [amina] });
    renderContacts('/contacts/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Otieno' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'amina@otieno.co.ke' }).getAttribute('href')).toBe(
      'mailto:amina@otieno.co.ke',
    );
    expect(screen.getByRole('link', { name: '+254 712 345 678' }).getAttribute('href')).toBe(
      'tel:+254712345678',
    );
    expect(screen.getAllByText('Otieno Hardware').length).toBeGreaterThan(0);
    expect(screen.getByText(/7 Moi Avenue/)).toBeTruthy();
    expect(screen.getByText('KRA PIN').nextElementSibling?.textContent).toBe('A009876543Z');
    expect(screen.getByLabelText('Amina Otieno').textContent).toBe('AO');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/contacts/7/edit');
    expect(screen.getByRole('link', { name: 'New invoice' }).getAttribute('href')).toBe(
      '/work/invoicing/create?contactId=7',
    );
  });

  it("lists the contact's invoices with what they owe (GET /invoices?contact_id=&per_page=100)", async () => {
    const api = fakeApi({ contacts: [amina] });
    api.handlers['GET /invoices'] = () => ({
      status: 200,
      body: {
        data: [
          {
            id: '5b7c1d3e-0000-4000-8000-000000000001',
            invoice_number: 'INV-0001',
            status: 'sent',
            status_label: 'Overdue',
            issue_date: '2025-01-02',
            due_date: '2025-01-16',
            currency: 'KES',
            total: 11600,
            paid_amount: 0,
            balance: 11600,
            contact_id: 7,
          },
          {
            id: '5b7c1d3e-0000-4000-8000-000000000002',
            invoice_number: 'INV-0002',
            status: 'paid',
            status_label: 'Paid',
            issue_date: '2025-02-01',
            due_date: '2025-02-15',
            currency: 'KES',
            total: 2500.5,
            paid_amount: 2500.5,
            balance: 0,
            contact_id: 7,
          },
        ],
        meta: { current_page: 1, total_pages: 1, total_count: 2, per_page: 100 },
        summary: {
          total_amount: 14100.5,
          total_paid: 2500.5,
          total_unpaid: 11600,
          average_amount: 7050.25,
          count: 2,
          currency: 'KES',
        },
      },
    });
    renderContacts('/contacts/7');
    const totals = await screen.findByLabelText('Invoice totals');
    expect(within(totals).getByText('Total invoiced').nextSibling?.textContent).toBe('KES 14,100.50');
    expect(within(totals).getByText('Paid').nextSibling?.textContent).toBe('KES 2,500.50');
    expect(within(totals).getByText('Outstanding').nextSibling?.textContent).toBe('KES 11,600.00');

    const first = screen.getByRole('link', { name: 'INV-0001' });
    expect(first.getAttribute('href')).toBe('/work/invoicing/5b7c1d3e-0000-4000-8000-000000000001');
    const row = first.closest('tr')!;
    expect(within(row).getByText('KES 11,600.00')).toBeTruthy();
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(
      within(screen.getByRole('link', { name: 'INV-0002' }).closest('tr')!).getByText('Paid'),
    ).toBeTruthy();

    const params = api.of('GET', '/invoices')[0]!.query;
    expect(params.get('contact_id')).toBe('7');
    expect(params.get('per_page')).toBe('100');
  });

  it("shows 'No invoices yet' when the invoices call answers 404", async () => {
    fakeApi({ contacts: [amina] });
    renderContacts('/contacts/7');
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
  });

  it("shows 'No invoices yet' for an empty list", async () => {
    const api = fakeApi({ contacts: [amina] });
    api.handlers['GET /invoices'] = () => ({
      status: 200,
      body: {
        data: [],
        meta: { current_page: 1, total_pages: 0, total_count: 0, per_page: 100 },
        summary: { total_amount: 0, total_paid: 0, total_unpaid: 0, currency: 'KES' },
      },
    });
    renderContacts('/contacts/7');
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
  });

  it('lists the bills the contact sent, with what the business owes them (GET /bills?contact_id=)', async () => {
    const api = fakeApi({ contacts: [amina] });
    const bill = (id: number, fields: Record<string, unknown>) => ({
      id,
      contact_id: 7,
      contact: {
        id: 7,
        full_name: 'Amina Otieno',
        company_name: 'Otieno Hardware',
        email: null,
        billing_address: amina.billing_address,
      },
      issue_date: '2026-03-02',
      due_date: '2026-04-01',
      currency: 'KES',
      notes: null,
      subtotal: 10000,
      discount_total: 0,
      tax_total: 1600,
      total: 11600,
      attachment: null,
      created_at: '2026-03-02T10:00:00.000Z',
      ...fields,
    });
    api.handlers['GET /bills'] = () => ({
      body: {
        data: [
          bill(31, {
            bill_number: 'OH-114',
            status: 'open',
            status_label: 'Overdue',
            paid_amount: 5000,
            balance: 6600,
          }),
          bill(32, {
            bill_number: 'OH-120',
            status: 'paid',
            status_label: 'Paid',
            paid_amount: 11600,
            balance: 0,
          }),
        ],
        meta: { current_page: 1, total_pages: 1, total_count: 2, per_page: 100 },
        summary: {
          total_amount: 23200,
          total_paid: 16600,
          total_unpaid: 6600,
          overdue_amount: 6600,
          count: 2,
          currency: 'KES',
        },
      },
    });
    renderContacts('/contacts/7');

    const totals = await screen.findByLabelText('Bill totals');
    expect(within(totals).getByText('Total billed').nextSibling?.textContent).toBe('KES 23,200.00');
    expect(within(totals).getByText('Paid').nextSibling?.textContent).toBe('KES 16,600.00');
    expect(within(totals).getByText('You owe').nextSibling?.textContent).toBe('KES 6,600.00');
    const first = screen.getByRole('link', { name: 'OH-114' });
    expect(first.getAttribute('href')).toBe('/bills/31');
    expect(within(first.closest('tr')!).getByText('Overdue')).toBeTruthy();
    expect(within(first.closest('tr')!).getByText('KES 6,600.00')).toBeTruthy();
    expect(
      within(screen.getByRole('link', { name: 'OH-120' }).closest('tr')!).getByText('Paid'),
    ).toBeTruthy();
    const params = api.of('GET', '/bills')[0]!.query;
    expect(params.get('contact_id')).toBe('7');
    expect(params.get('per_page')).toBe('100');
  });

  it("shows 'No bills yet', with the way to add one, when the contact has sent none", async () => {
    const api = fakeApi({ contacts: [amina] });
    api.handlers['GET /bills'] = () => ({
      body: {
        data: [],
        meta: { current_page: 1, total_pages: 0, total_count: 0, per_page: 100 },
        summary: {
          total_amount: 0,
          total_paid: 0,
          total_unpaid: 0,
          overdue_amount: 0,
          count: 0,
          currency: 'KES',
        },
      },
    });
    renderContacts('/contacts/7');
    expect(await screen.findByText('No bills yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a bill' }).getAttribute('href')).toBe(
      '/bills/new?contactId=7',
    );
  });

  it("shows 'Contact not found' for an unknown or malformed id", async () => {
    fakeApi({ contacts: [amina] });
    renderContacts('/contacts/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to contacts' }).getAttribute('href')).toBe('/contacts');
  });

  it('treats a non-numeric id as not found without asking the server', async () => {
    const api = fakeApi({ contacts: [amina] });
    renderContacts('/contacts/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact not found' })).toBeTruthy();
    expect(api.calls.some((call) => call.path.startsWith('/contacts/'))).toBe(false);
  });
});
