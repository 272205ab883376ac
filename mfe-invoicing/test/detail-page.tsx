import type { Invoice } from '@daftari/contracts';
import { type Handlers, mockApi, page, renderPage, settle, user } from '@daftari/test-utils';
import { screen } from '@testing-library/react';
import { InvoiceDetailPage } from '../src/routes/InvoiceDetailPage.tsx';
import { uuid } from './fixtures.ts';

export const DETAIL_ID = uuid(1);

/** The stand-in API of the detail page: the signed-in user and the invoice `current()` answers, and `extra`. */
export function detailApi(current: () => Invoice, extra: Handlers = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    [`GET /invoices/${DETAIL_ID}`]: () => ({ body: { data: current() } }),
    [`GET /invoices/${DETAIL_ID}/history`]: () => ({ body: page([]) }),
    ...extra,
  });
}

/** The invoice page of DETAIL_ID, once its title shows. */
export async function renderDetail() {
  const result = renderPage(<InvoiceDetailPage />, {
    route: `/work/invoicing/${DETAIL_ID}`,
    path: '/work/invoicing/:invoiceId',
  });
  await screen.findByRole('heading', { level: 1 });
  await settle();
  return result;
}
