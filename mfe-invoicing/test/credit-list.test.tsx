import { mockApi, renderPage, settle, user } from '@daftari/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceListPage } from '../src/routes/InvoiceListPage.tsx';
import { invoiceCreditNote, sentInvoice } from './credit-fixtures.ts';
import { invoiceList, uuid } from './fixtures.ts';

const rows = [
  sentInvoice({
    id: uuid(1),
    invoice_number: 'INV-0001',
    credited_amount: 580,
    balance: 2000,
    credit_notes: [invoiceCreditNote({ total: 580, applied_amount: 580 })],
  }),
  sentInvoice({ id: uuid(2), invoice_number: 'INV-0002' }),
];

const rowOf = (number: string) => screen.getByText(number).closest('tr') as HTMLElement;

describe('Invoice list with credit notes', () => {
  it('says under the total what credit notes took off, on credited invoices only', async () => {
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /invoices': () => ({ body: invoiceList(rows) }),
    });
    renderPage(<InvoiceListPage />, { route: '/work/invoicing/', path: '/work/invoicing/' });
    await screen.findByText('INV-0001');
    await settle();
    expect(within(rowOf('INV-0001')).getByTestId('row-credited').textContent).toBe('Credited KES 580.00');
    expect(within(rowOf('INV-0002')).queryByTestId('row-credited')).toBeNull();
  });
});
