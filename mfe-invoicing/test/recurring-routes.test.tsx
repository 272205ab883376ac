import { mockApi, page, renderPage, user } from '@daftari/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import InvoicingRoutes from '../src/routes/index.tsx';

const renderAt = (route: string) => renderPage(<InvoicingRoutes />, { route, path: '/work/invoicing/*' });

describe('invoicing routes for recurring invoices and settings', () => {
  it('serves the recurring invoices', async () => {
    mockApi({
      'GET /recurring_invoices': () => ({ body: page([]) }),
      'GET /users/current': () => ({ body: { data: user() } }),
    });
    renderAt('/work/invoicing/recurring');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recurring invoices' })).toBeTruthy();
  });

  it('serves the form at recurring/create', async () => {
    mockApi({ 'GET /users/current': () => ({ body: { data: user() } }) });
    renderAt('/work/invoicing/recurring/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'New recurring invoice' })).toBeTruthy();
  });

  it('serves the settings', async () => {
    mockApi({ 'GET /users/current': () => ({ body: { data: user() } }) });
    renderAt('/work/invoicing/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice settings' })).toBeTruthy();
  });

  it('answers a deeper unknown path with not found', async () => {
    mockApi({});
    renderAt('/work/invoicing/recurring/7/extra');
    expect(await screen.findByText('Invoice Not Found')).toBeTruthy();
  });
});
