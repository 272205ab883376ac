import { mockApi, renderPage, settle, user } from '@daftari/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceListPage } from '../src/routes/InvoiceListPage.tsx';

describe('The invoices page leads to reminders and recurring invoices', () => {
  it("links the empty state's promises to the reminder settings and the recurring invoices", async () => {
    mockApi({ 'GET /users/current': () => ({ body: { data: user({ has_invoices: false }) } }) });
    renderPage(<InvoiceListPage />, { route: '/work/invoicing/', path: '/work/invoicing/' });
    await settle();
    expect(
      (await screen.findByRole('link', { name: 'Automatic payment reminders' })).getAttribute('href'),
    ).toBe('/work/invoicing/settings');
    expect(
      screen.getByRole('link', { name: 'Recurring invoices that send themselves' }).getAttribute('href'),
    ).toBe('/work/invoicing/recurring');
    expect(screen.getByRole('link', { name: 'Recurring' }).getAttribute('href')).toBe(
      '/work/invoicing/recurring',
    );
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/work/invoicing/settings',
    );
  });
});
