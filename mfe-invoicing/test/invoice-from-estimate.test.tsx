import { mockApi, renderPage, settle, user } from '@daftari/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceDetailPage } from '../src/routes/InvoiceDetailPage.tsx';
import { estimate } from './estimate-fixtures.ts';
import { invoice, uuid } from './fixtures.ts';

const ID = uuid(1);
const ESTIMATE_ID = uuid(21);

const renderInvoice = async (estimateId: string | null) => {
  const api = mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    [`GET /invoices/${ID}`]: () => ({ body: { data: invoice({ estimate_id: estimateId }) } }),
    [`GET /estimates/${ESTIMATE_ID}`]: () => ({
      body: { data: estimate({ status: 'invoiced', status_label: 'Invoiced' }) },
    }),
  });
  renderPage(<InvoiceDetailPage />, { route: `/work/invoicing/${ID}`, path: '/work/invoicing/:invoiceId' });
  await screen.findByRole('heading', { level: 1 });
  await settle();
  return api;
};

describe('An invoice converted from an estimate', () => {
  it("reads 'From estimate EST-0001', linked to the estimate", async () => {
    await renderInvoice(ESTIMATE_ID);
    const link = await screen.findByRole('link', { name: 'estimate EST-0001' });
    expect(link.getAttribute('href')).toBe(`/work/estimates/${ESTIMATE_ID}`);
    expect(link.parentElement?.textContent).toBe('From estimate EST-0001');
  });

  it('says nothing of estimates otherwise', async () => {
    const api = await renderInvoice(null);
    expect(screen.queryByText(/From estimate|From an estimate/)).toBeNull();
    expect(api.of('GET', `/estimates/${ESTIMATE_ID}`)).toHaveLength(0);
  });
});
