import type { UnmatchedMpesaPayment } from '@daftari/contracts';
import { formatDateTimeIn } from '@daftari/format';
import { click, deferred, mockApi, page, renderPage, settle, type, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MpesaPage } from '../src/routes/MpesaPage.tsx';
import { invoice, invoiceList, uuid } from './fixtures.ts';

const open = invoice({ id: uuid(7), invoice_number: 'INV-0007', status: 'sent', status_label: 'Sent' });
const paid = invoice({ id: uuid(3), invoice_number: 'INV-0003', status: 'paid', balance: 0 });

function payment(overrides: Partial<UnmatchedMpesaPayment> = {}): UnmatchedMpesaPayment {
  return {
    id: 11,
    trans_id: 'SLK4H7R2QX',
    amount: 1190,
    bill_ref_number: 'INV 0099',
    msisdn: '254712345678',
    payer_name: 'JOHN KAMAU',
    matched_invoice_id: null,
    received_at: '2026-11-25T11:30:00Z',
    invoice_id: null,
    assigned_at: null,
    hold_reason: null,
    ...overrides,
  };
}

function api(rows: UnmatchedMpesaPayment[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user({ time_zone: 'Africa/Nairobi' }) } }),
    'GET /mpesa/unmatched': () => ({ body: page(rows) }),
    'GET /invoices': () => ({ body: invoiceList([open, paid]) }),
    [`GET /invoices/${uuid(3)}`]: () => ({ body: { data: paid } }),
    [`GET /invoices/${uuid(7)}`]: () => ({ body: { data: open } }),
    ...extra,
  });
}

const renderQueue = async (route = '/work/invoicing/mpesa') => {
  const result = renderPage(<MpesaPage />, { route, path: '/work/invoicing/mpesa' });
  await settle();
  return result;
};

const table = () => screen.getByRole('table', { name: 'Unmatched M-Pesa payments' });

/** The invoice picker, once the open invoices are in. */
async function pickerOf(dialog: HTMLElement) {
  await within(dialog).findByText('Choose an invoice...');
  return within(dialog).getByRole('button', { name: /^Invoice/ });
}

async function assignTo(invoiceNumber: string) {
  await click(await screen.findByRole('button', { name: 'Assign SLK4H7R2QX' }));
  const dialog = screen.getByRole('dialog', { name: 'Assign M-Pesa payment' });
  await click(await pickerOf(dialog));
  await type(screen.getByPlaceholderText('INV-0007 or customer'), invoiceNumber);
  await click(await screen.findByRole('option', { name: new RegExp(invoiceNumber) }));
  await click(within(dialog).getByRole('button', { name: 'Assign payment' }));
  return dialog;
}

describe('Unmatched M-Pesa payments', () => {
  it('explains what lands here when nothing waits', async () => {
    const { of } = api([]);
    await renderQueue();
    expect(await screen.findByText('No unmatched M-Pesa payments')).toBeTruthy();
    expect(screen.getByText(/names no invoice, or pays more than the balance/)).toBeTruthy();
    expect(of('GET', '/mpesa/unmatched')[0]!.query.get('status')).toBe('open');
  });

  it('shows why a payment that looked wrong was held instead of paying its invoice', async () => {
    const reason = 'TransTime 99991231235959 is not between 1900 and 2999';
    api([payment({ hold_reason: reason })]);
    await renderQueue();
    const row = within(await waitFor(table)).getAllByRole('row')[1]!;
    expect(within(row).getAllByText(`Held for review: ${reason}`).length).toBeGreaterThan(0);
  });

  it('lists each payment: time, payer, phone, account number typed, amount, and an excess note', async () => {
    api([payment(), payment({ id: 12, trans_id: 'SLK4H7R2QY', amount: 10, matched_invoice_id: uuid(3) })]);
    await renderQueue();
    const rows = within(await waitFor(table)).getAllByRole('row');
    const first = rows[1]!;
    expect(
      within(first).getAllByText(formatDateTimeIn('Africa/Nairobi', '2026-11-25T11:30:00Z')).length,
    ).toBeGreaterThan(0);
    expect(within(first).getByText('JOHN KAMAU')).toBeTruthy();
    expect(within(first).getByText('254712345678')).toBeTruthy();
    expect(within(first).getAllByText('INV 0099').length).toBeGreaterThan(0);
    expect(within(first).getByText('KES 1,190.00')).toBeTruthy();
    const second = rows[2]!;
    await waitFor(() => expect(within(second).getAllByText('INV-0003').length).toBeGreaterThan(0));
    expect(second.textContent).toContain('Excess over INV-0003');
  });

  it('shows the assigned payments on their tab, with the invoice each paid', async () => {
    const { of } = api([payment({ invoice_id: uuid(7), assigned_at: '2026-11-25T12:00:00Z' })]);
    await renderQueue('/work/invoicing/mpesa?status=assigned');
    await waitFor(() => expect(within(table()).getByText('INV-0007')).toBeTruthy());
    expect(within(table()).queryByRole('button', { name: /Assign/ })).toBeNull();
    expect(of('GET', '/mpesa/unmatched')[0]!.query.get('status')).toBe('assigned');
  });

  it('assigns a payment to an open invoice picked by its number, then refreshes the queue', async () => {
    let rows = [payment()];
    const { of } = api(rows, {
      'GET /mpesa/unmatched': () => ({ body: page(rows) }),
      'POST /mpesa/unmatched/11/assign': () => {
        rows = [];
        return { body: { data: payment({ invoice_id: uuid(7), assigned_at: '2026-11-25T12:00:00Z' }) } };
      },
    });
    await renderQueue();
    await assignTo('INV-0007');
    expect(await screen.findByText('Payment assigned')).toBeTruthy();
    expect(of('POST', '/mpesa/unmatched/11/assign')[0]!.body).toEqual({ invoice_id: uuid(7) });
    expect(await screen.findByText('No unmatched M-Pesa payments')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers only invoices with a balance, with the balance shown, found by customer too', async () => {
    api([payment()]);
    await renderQueue();
    await click(await screen.findByRole('button', { name: 'Assign SLK4H7R2QX' }));
    await click(await pickerOf(screen.getByRole('dialog')));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['INV-0007 · Amina OtienoBalance KES 2,000.00']);
    await type(screen.getByPlaceholderText('INV-0007 or customer'), 'savannah');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await type(screen.getByPlaceholderText('INV-0007 or customer'), 'INV-0003');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it("keeps the dialog open with the API's refusal", async () => {
    const message = 'Payment of KES 1,190.00 is more than the balance of KES 500.00';
    api([payment()], {
      'POST /mpesa/unmatched/11/assign': () => ({ status: 422, body: { error: message } }),
    });
    await renderQueue();
    const dialog = await assignTo('INV-0007');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('dialog', { name: 'Assign M-Pesa payment' })).toBeTruthy();
  });

  it('holds skeleton rows while loading and offers a retry when loading fails', async () => {
    const answer = deferred();
    api([], {
      'GET /mpesa/unmatched': () => ({
        status: 500,
        body: { error: 'Database unavailable' },
        delay: answer.promise,
      }),
    });
    await renderQueue();
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading M-Pesa payments...')).toBeTruthy();
    answer.resolve();
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
