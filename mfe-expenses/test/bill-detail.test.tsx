import { formatDate } from '@daftari/format';
import { click, deferred, location, mockApi, renderPage, settle, type, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BillDetailPage } from '../src/routes/bills/BillDetailPage.tsx';
import { bill } from './bill-fixtures.ts';
import { ledgerAccounts } from './fixtures.ts';

const paidPart = bill({
  paid_amount: 5000,
  balance: 6600,
  payments: [
    {
      id: 3,
      amount: 5000,
      paid_on: '2026-11-10',
      method: 'mpesa',
      reference: 'QJK4X2B7LP',
      created_at: '2026-11-10T10:00:00Z',
    },
  ],
});

function renderBill(answer = bill(), extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /ledger_accounts': () => ({ body: { data: ledgerAccounts } }),
    'GET /bills/41': () => ({ body: { data: answer } }),
    ...extra,
  });
  renderPage(<BillDetailPage />, { route: '/bills/41', path: '/bills/:billId' });
  return calls;
}

const balance = () => screen.getByTestId('bill-balance').textContent;

describe('Bill detail', () => {
  it('shows the bill, its lines and totals, and links to the vendor’s contact page', async () => {
    renderBill(paidPart);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bill UW-2291' })).toBeTruthy();
    expect(screen.getByText('Maize flour, 50 bags')).toBeTruthy();
    expect(await screen.findByText('Office Supplies')).toBeTruthy();
    expect(balance()).toBe('KES 6,600.00');
    for (const link of screen.getAllByRole('link', { name: 'Unga Wholesalers' })) {
      expect(link.getAttribute('href')).toBe('/contacts/7');
    }
    const payments = screen.getByRole('list', { name: 'Payments' });
    expect(within(payments).getByText('M-Pesa · QJK4X2B7LP')).toBeTruthy();
    expect(within(payments).getByText('KES 5,000.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/bills/41/edit');
    // A bill with a payment cannot be voided.
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('downloads a payment’s advice as Payment advice {bill number} {supplier}.pdf, and says when it cannot', async () => {
    const hold = deferred();
    let refuse = false;
    renderBill(paidPart, {
      'GET /bill_payments/3/receipt': () =>
        refuse
          ? { status: 404, body: { error: 'Bill payment not found' } }
          : { body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), delay: hold.promise },
    });
    const createObjectURL = vi.fn(() => 'blob:advice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const receipt = (await screen.findByRole('button', {
      name: `Receipt for the payment of KES 5,000.00 on ${formatDate('2026-11-10')}`,
    })) as HTMLButtonElement;
    await click(receipt);
    await waitFor(() => expect(receipt.disabled).toBe(true));
    hold.resolve();
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(clicked[0]?.download).toBe('Payment advice UW-2291 Unga Wholesalers.pdf');

    refuse = true;
    await waitFor(() => expect(receipt.disabled).toBe(false));
    await click(receipt);
    expect(await screen.findByText('The payment advice could not be downloaded')).toBeTruthy();
    expect(clicked).toHaveLength(1);
  });

  it('says how each line is taxed: its rate, and at 0 % zero-rated, exempt or outside VAT', async () => {
    const [stored] = bill().lines;
    const at = (
      id: number,
      description: string,
      tax_rate: number,
      tax_category: 'exempt' | 'non_vat' | null,
    ) => ({
      ...stored!,
      id,
      description,
      tax_rate,
      tax_category,
    });
    renderBill(
      bill({
        lines: [
          at(1, 'Transport', 16, null),
          at(2, 'Mangoes', 0, null),
          at(3, 'Bank charges', 0, 'exempt'),
          at(4, 'County cess', 0, 'non_vat'),
        ],
      }),
    );
    await screen.findByText('Bank charges');
    const vatOf = (description: string) =>
      (screen.getByText(description).closest('tr') as HTMLElement).querySelectorAll('td')[3]?.textContent;
    expect(['Transport', 'Mangoes', 'Bank charges', 'County cess'].map(vatOf)).toEqual([
      '16%',
      '0% · Zero-rated',
      '0% · Exempt',
      '0% · Outside VAT',
    ]);
  });

  it('records a payment, the amount starting at the balance', async () => {
    const calls = renderBill(paidPart, {
      'POST /bills/41/payments': () => ({
        status: 201,
        body: { data: bill({ status: 'paid', status_label: 'Paid', paid_amount: 11600, balance: 0 }) },
      }),
    });
    await click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    expect((within(dialog).getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('6600.00');
    await type(within(dialog).getByLabelText(/^Reference/), 'QKL9');
    await click(within(dialog).getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(balance()).toBe('KES 0.00'));
    const sent = calls.of('POST', '/bills/41/payments')[0]!.body as { payment: Record<string, unknown> };
    expect(sent.payment).toMatchObject({ amount: 6600, method: 'mpesa', reference: 'QKL9' });
    expect(screen.getByText('Paid', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
  });

  it('shows the server’s refusal of an overpayment in the dialog', async () => {
    renderBill(bill(), {
      'POST /bills/41/payments': () => ({
        status: 422,
        body: { error: 'The payment is more than the balance of KES 11,600.00' },
      }),
    });
    await click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    await type(within(dialog).getByLabelText(/^Amount/), '20000');
    await click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The payment is more than the balance of KES 11,600.00',
    );
  });

  it('voids an open bill after asking', async () => {
    const calls = renderBill(bill(), {
      'POST /bills/41/void': () => ({
        body: { data: bill({ status: 'void', status_label: 'Void', balance: 0 }) },
      }),
    });
    await click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Void bill UW-2291?' });
    await click(within(dialog).getByRole('button', { name: 'Void bill' }));
    await waitFor(() => expect(calls.of('POST', '/bills/41/void')).toHaveLength(1));
    expect(await screen.findByText('Void')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('deletes a draft after asking, back to the list', async () => {
    const calls = renderBill(bill({ status: 'draft', status_label: 'Draft' }), {
      'DELETE /bills/41': () => ({ status: 204 }),
    });
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    await click(screen.getByRole('button', { name: 'Delete' }));
    await click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(location()).toBe('/bills'));
    expect(calls.of('DELETE', '/bills/41')).toHaveLength(1);
  });

  it('previews the attached supplier invoice', async () => {
    const image = new Blob([new Uint8Array(8)], { type: 'image/png' });
    renderBill(bill({ attachment: { file_name: 'unga.png', content_type: 'image/png', size: 8 } }), {
      'GET /bills/41/attachment': () => ({ body: image }),
    });
    expect(await screen.findByAltText('Preview of unga.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('says a bill that does not exist is not found', async () => {
    renderBill(bill(), { 'GET /bills/41': () => ({ status: 404, body: { error: 'Not found' } }) });
    expect(await screen.findByRole('heading', { name: 'Bill not found' })).toBeTruthy();
    await settle();
  });

  it('shows where a bill fetched from KRA eTIMS stands and what KRA said', async () => {
    renderBill(
      bill({
        etims: {
          status: 'failed',
          supplier_pin: 'P051234567X',
          cu_invoice_number: 'KRACU0100000001/17',
          purchase_number: 3,
          confirmed_at: null,
          error: 'KRA eTIMS: Server is busy. (999)',
        },
      }),
    );
    expect(await screen.findByText('KRA confirmation failed')).toBeTruthy();
    expect(screen.getByText('KRACU0100000001/17')).toBeTruthy();
    expect(screen.getByText('KRA eTIMS: Server is busy. (999)')).toBeTruthy();
  });
});
