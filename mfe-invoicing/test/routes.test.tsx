import { mockApi, page, renderPage } from '@daftari/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import InvoicingRoutes from '../src/routes/index.tsx';

describe('invoicing routes', () => {
  it('answers a path the area does not know with Invoice Not Found, never a blank page', async () => {
    mockApi({});
    renderPage(<InvoicingRoutes />, { route: '/work/invoicing/a/b', path: '/work/invoicing/*' });
    expect(await screen.findByText('Invoice Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to invoices' }).getAttribute('href')).toBe(
      '/work/invoicing/',
    );
  });

  it('serves the M-Pesa queue at mpesa, not as an invoice id', async () => {
    mockApi({ 'GET /mpesa/unmatched': () => ({ body: page([]) }) });
    renderPage(<InvoicingRoutes />, { route: '/work/invoicing/mpesa', path: '/work/invoicing/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'M-Pesa payments' })).toBeTruthy();
  });
});
