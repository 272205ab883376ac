import type { Invoice } from '@daftari/contracts';
import {
  click,
  deferred,
  location,
  mockApi,
  pickMenuItem,
  renderPage,
  settle,
  type,
  user,
} from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InvoiceDetailPage } from '../src/routes/InvoiceDetailPage.tsx';
import { invoice, item, uuid } from './fixtures.ts';

const ID = uuid(1);

function api(current: Invoice, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    [`GET /invoices/${ID}`]: () => ({ body: { data: current } }),
    ...extra,
  });
}

const renderDetail = async (id = ID) => {
  const result = renderPage(<InvoiceDetailPage />, {
    route: `/work/invoicing/${id}`,
    path: '/work/invoicing/:invoiceId',
  });
  await screen.findByRole('heading', { level: 1 });
  await settle();
  return result;
};

const step = (status: string) => screen.getByTestId(`step-${status}`).getAttribute('data-state');
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Invoice detail', () => {
  it("is titled 'Invoice {invoice_number}' with its number, issue date and payment terms", async () => {
    api(invoice({ issue_date: '2025-03-01', due_date: '2025-03-31' }));
    await renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice INV-0001' })).toBeTruthy();
    expect(screen.getByText('Payment Terms')).toBeTruthy();
    expect(screen.getByText('Net 30')).toBeTruthy();
    expect(screen.getByText('Invoice number')).toBeTruthy();
  });

  it("reads 'Due on receipt' when due on the issue day", async () => {
    api(invoice({ issue_date: '2025-03-01', due_date: '2025-03-01' }));
    await renderDetail();
    expect(screen.getByText('Due on receipt')).toBeTruthy();
  });

  it('tracks the status: Draft current; Draft done once sent; Sent done once paid', async () => {
    api(invoice({ status: 'draft' }));
    const first = await renderDetail();
    expect([step('draft'), step('sent'), step('paid')]).toEqual(['current', 'upcoming', 'upcoming']);
    first.unmount();

    api(invoice({ status: 'sent', status_label: 'Sent' }));
    const second = await renderDetail();
    expect([step('draft'), step('sent'), step('paid')]).toEqual(['done', 'current', 'upcoming']);
    second.unmount();

    api(invoice({ status: 'paid', status_label: 'Paid', paid_amount: 2000, balance: 0 }));
    await renderDetail();
    expect([step('draft'), step('sent'), step('paid')]).toEqual(['done', 'done', 'done']);
  });

  it("offers 'Mark as Sent' only for a draft, sends status sent and refetches", async () => {
    let current = invoice({ status: 'draft' });
    const { calls } = mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      [`GET /invoices/${ID}`]: () => ({ body: { data: current } }),
      [`PUT /invoices/${ID}`]: () => {
        current = invoice({ status: 'sent', status_label: 'Sent' });
        return { body: { data: current } };
      },
    });
    await renderDetail();
    await click(button('Mark as Sent'));
    const invoiceCalls = () => calls.filter((call) => call.path === `/invoices/${ID}`);
    const put = () => invoiceCalls().findIndex((call) => call.method === 'PUT');
    await waitFor(() => expect(invoiceCalls()[put()]!.body).toEqual({ invoice: { status: 'sent' } }));
    // Refetched after the change.
    await waitFor(() =>
      expect(
        invoiceCalls()
          .slice(put() + 1)
          .some((call) => call.method === 'GET'),
      ).toBe(true),
    );
    expect(await screen.findByText('Invoice marked as sent')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as Sent' })).toBeNull());
    expect(step('draft')).toBe('done');
  });

  it('never offers Mark as Sent on a sent or paid invoice', async () => {
    api(invoice({ status: 'sent', status_label: 'Sent' }));
    await renderDetail();
    expect(screen.queryByRole('button', { name: 'Mark as Sent' })).toBeNull();
  });

  it("shows 'Tax %' and 'Discount %' lines only when above 0, and the totals in the invoice currency", async () => {
    api(
      invoice({
        currency: 'USD',
        invoice_items: [
          item({ id: 1, description: 'Taxed and discounted', tax_rate: 16, discount: 10 }),
          item({ id: 2, description: 'Plain line', tax_rate: 0, discount: 0 }),
        ],
        subtotal: 4000,
        discount_total: 200,
        tax_total: 288,
        total: 4088,
        balance: 4088,
      }),
    );
    await renderDetail();
    const rows = screen.getAllByTestId('invoice-item');
    expect(within(rows[0]!).getByText('Tax %: 16')).toBeTruthy();
    expect(within(rows[0]!).getByText('Discount %: 10')).toBeTruthy();
    expect(within(rows[1]!).queryByText(/Tax %/)).toBeNull();
    expect(within(rows[1]!).queryByText(/Discount %/)).toBeNull();
    expect(within(rows[0]!).getByText('2 hours')).toBeTruthy();
    expect(screen.getByTestId('total-subtotal').textContent).toBe('$4,000.00');
    expect(screen.getByTestId('total-discount').textContent).toBe('−$200.00');
    expect(screen.getByTestId('total-tax').textContent).toBe('$288.00');
    expect(screen.getByTestId('total-total').textContent).toBe('$4,088.00');
  });

  it("says 'No items' for an invoice without lines", async () => {
    api(invoice({ invoice_items: [], subtotal: 0, total: 0, balance: 0 }));
    await renderDetail();
    expect(screen.getByText('No items')).toBeTruthy();
    expect(button('Add Invoice Item')).toBeTruthy();
  });

  it('shows the account, the contact with billing street, city and postal code, and the side panel', async () => {
    api(invoice({ paid_amount: 500, balance: 1500 }));
    await renderDetail();
    await screen.findByText('Kamau Designs');
    expect(screen.getByText('14 Moi Avenue')).toBeTruthy();
    expect(screen.getByText('Nairobi')).toBeTruthy();
    expect(screen.getByText('00100')).toBeTruthy();
    expect(screen.getByTestId('side-total').textContent).toBe('KES 2,000.00');
    expect(screen.getByTestId('side-paid').textContent).toBe('KES 500.00');
    expect(screen.getByTestId('side-balance').textContent).toBe('KES 1,500.00');
    expect(screen.getByRole('link', { name: 'Amina Otieno' }).getAttribute('href')).toBe('/contacts/1');
    expect(screen.getByRole('link', { name: 'Business details' }).getAttribute('href')).toBe(
      '/settings/business',
    );
  });

  it('copies the share link and toasts; a clipboard failure toasts its message', async () => {
    api(invoice());
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderDetail();
    await click(button('Copy link'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/link/${ID}`);
    expect(await screen.findByText('Link copied to clipboard')).toBeTruthy();
    expect(screen.getByText('You can share this link to view the invoice.')).toBeTruthy();

    writeText.mockRejectedValueOnce(new Error('Permission denied'));
    await click(button('Copy link'));
    expect(await screen.findByText('Failed to copy link')).toBeTruthy();
    expect(screen.getByText('Permission denied')).toBeTruthy();
  });

  it("'Share via link' in the menu copies the link too", async () => {
    api(invoice());
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderDetail();
    await pickMenuItem(button('More actions'), /Share via link/);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/link/${ID}`);
  });

  describe('Send by Email', () => {
    it('is prefilled with the contact email; an empty address asks for one', async () => {
      const { of } = api(invoice());
      await renderDetail();
      await click(button('Send by Email'));
      const dialog = screen.getByRole('dialog', { name: 'Send by Email' });
      const field = within(dialog).getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
      expect(field.value).toBe('amina@savannah.co.ke');
      await type(field, '');
      await click(within(dialog).getByRole('button', { name: 'Send Invoice' }));
      expect(within(dialog).getByText('Please enter an email address')).toBeTruthy();
      expect(of('POST', `/invoices/${ID}/email_invoice`)).toHaveLength(0);
    });

    it("sends, reads 'Sending...' meanwhile, toasts success and closes", async () => {
      const hold = deferred();
      const sent = invoice({ status: 'sent', status_label: 'Sent' });
      const { of } = api(invoice(), {
        [`POST /invoices/${ID}/email_invoice`]: () => ({
          body: { data: { sent_to: 'a@b.co', delivery: 'outbox', invoice: sent } },
          delay: hold.promise,
        }),
      });
      await renderDetail();
      await click(button('Send by Email'));
      const dialog = screen.getByRole('dialog', { name: 'Send by Email' });
      await type(within(dialog).getByRole('textbox', { name: 'Email' }), 'a@b.co');
      await click(within(dialog).getByRole('button', { name: 'Send Invoice' }));
      // The mutation's pending state reaches the screen on the query client's next tick; the answer is held.
      expect(await within(dialog).findByRole('button', { name: /Sending\.\.\./ })).toBeTruthy();
      hold.resolve();
      expect(await screen.findByText('Invoice sent successfully')).toBeTruthy();
      expect(
        screen.getByText('No mail server is set up, so the e-mail to a@b.co is kept in your outbox.'),
      ).toBeTruthy();
      expect(of('POST', `/invoices/${ID}/email_invoice`)[0]!.body).toEqual({ email: 'a@b.co' });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send by Email' })).toBeNull());
    });

    it("toasts 'Failed to send invoice' with the server's message", async () => {
      api(invoice(), {
        [`POST /invoices/${ID}/email_invoice`]: () => ({
          status: 422,
          body: { error: 'Email is not a valid email address' },
        }),
      });
      await renderDetail();
      await click(button('Send by Email'));
      const dialog = screen.getByRole('dialog', { name: 'Send by Email' });
      await type(within(dialog).getByRole('textbox', { name: 'Email' }), 'nope');
      await click(within(dialog).getByRole('button', { name: 'Send Invoice' }));
      expect(await screen.findByText('Failed to send invoice')).toBeTruthy();
      expect(screen.getByText('Email is not a valid email address')).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'Send by Email' })).toBeTruthy();
    });
  });

  describe('Delete', () => {
    it('deletes a draft after confirming, then goes to the list', async () => {
      const { of } = api(invoice(), { [`DELETE /invoices/${ID}`]: () => ({ status: 204 }) });
      await renderDetail();
      const entry = await pickMenuItem(button('More actions'), /Delete/);
      expect(entry.getAttribute('data-disabled')).toBeNull();
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete invoice INV-0001?' });
      await click(within(dialog).getByRole('button', { name: 'Delete invoice' }));
      await waitFor(() => expect(of('DELETE', `/invoices/${ID}`)).toHaveLength(1));
      await waitFor(() => expect(location()).toBe('/work/invoicing/'));
    });

    it('is not offered for a sent invoice (only drafts are deleted, as the API says)', async () => {
      api(invoice({ status: 'sent', status_label: 'Sent' }));
      await renderDetail();
      await click(button('More actions'));
      expect(screen.getByRole('menuitem', { name: /Share via link/ })).toBeTruthy();
      expect(screen.queryByRole('menuitem', { name: /Delete/ })).toBeNull();
    });

    it("shows the server's refusal", async () => {
      api(invoice(), {
        [`DELETE /invoices/${ID}`]: () => ({
          status: 422,
          body: { error: 'Only draft invoices can be deleted' },
        }),
      });
      await renderDetail();
      await pickMenuItem(button('More actions'), /Delete/);
      const dialog = await screen.findByRole('alertdialog');
      await click(within(dialog).getByRole('button', { name: 'Delete invoice' }));
      expect(await screen.findByText('Failed to delete invoice')).toBeTruthy();
      expect(screen.getAllByText('Only draft invoices can be deleted').length).toBeGreaterThan(0);
      expect(location()).toBe(`/work/invoicing/${ID}`);
    });
  });

  it('saves the PDF as invoice-{id}.pdf through a Blob URL, reading Downloading... meanwhile', async () => {
    const hold = deferred();
    api(invoice(), {
      [`GET /invoices/${ID}/pdf`]: () => ({
        body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        delay: hold.promise,
      }),
    });
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await renderDetail();
    await click(button('Save as PDF'));
    // The mutation's pending state reaches the screen on the query client's next tick.
    const downloading = (await screen.findByRole('button', {
      name: /Downloading\.\.\./,
    })) as HTMLButtonElement;
    expect(downloading.disabled).toBe(true);
    hold.resolve();
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(clicked[0]?.download).toBe('INV-0001 Amina Otieno.pdf');
    expect(clicked[0]?.href).toBe('blob:invoice');
    await waitFor(() => expect(button('Save as PDF')).toBeTruthy());
  });

  it('records a payment: the amount starts at the balance; an overpayment shows the server message', async () => {
    const { of } = api(invoice({ paid_amount: 500, balance: 1500 }), {
      [`POST /invoices/${ID}/payments`]: () => ({
        status: 422,
        body: { error: 'The payment is more than the balance due (KES 1,500.00)' },
      }),
    });
    await renderDetail();
    expect(screen.getByText('No payments yet.')).toBeTruthy();
    await click(button('Record payment'));
    const dialog = screen.getByRole('dialog', { name: 'Record payment' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
    expect(amount.value).toBe('1500.00');
    await type(amount, '9000');
    await type(within(dialog).getByRole('textbox', { name: /M-Pesa code/ }), 'QJK4X2B7LP');
    await click(within(dialog).getByRole('button', { name: 'Record payment' }));
    // The refusal on screen means the payment went out and its answer came back.
    const alert = await within(dialog).findByRole('alert');
    const body = of('POST', `/invoices/${ID}/payments`)[0]!.body as { payment: Record<string, unknown> };
    expect(body.payment.amount).toBe(9000);
    expect(body.payment.method).toBe('mpesa');
    expect(alert.textContent).toBe('The payment is more than the balance due (KES 1,500.00)');
  });

  it('lists payments with date, amount, method and reference', async () => {
    api(
      invoice({
        paid_amount: 500,
        balance: 1500,
        payments: [
          {
            id: 1,
            amount: 500,
            paid_on: '2025-03-05',
            method: 'mpesa',
            reference: 'QJK4X2B7LP',
            receipt_number: 'RCT-0001',
            created_at: '2025-03-05T10:00:00Z',
          },
        ],
      }),
    );
    await renderDetail();
    const list = screen.getByRole('list', { name: 'Payments' });
    expect(within(list).getByText('KES 500.00')).toBeTruthy();
    expect(within(list).getByText('RCT-0001 · M-Pesa · QJK4X2B7LP')).toBeTruthy();
  });

  it("downloads a payment's receipt as {receipt number} {contact}.pdf, and says when it cannot", async () => {
    const hold = deferred();
    let refuse = false;
    api(
      invoice({
        paid_amount: 500,
        balance: 1500,
        payments: [
          {
            id: 7,
            amount: 500,
            paid_on: '2025-03-05',
            method: 'mpesa',
            reference: 'QJK4X2B7LP',
            receipt_number: 'RCT-0007',
            created_at: '2025-03-05T10:00:00Z',
          },
        ],
      }),
      {
        'GET /payments/7/receipt': () =>
          refuse
            ? { status: 404, body: { error: 'Payment not found' } }
            : { body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), delay: hold.promise },
      },
    );
    const createObjectURL = vi.fn(() => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await renderDetail();
    const receipt = button(
      'Receipt RCT-0007 for the payment of KES 500.00 on Mar 5, 2025',
    ) as HTMLButtonElement;
    await click(receipt);
    await waitFor(() => expect(receipt.disabled).toBe(true));
    hold.resolve();
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(clicked[0]?.download).toBe('RCT-0007 Amina Otieno.pdf');

    refuse = true;
    await waitFor(() => expect(receipt.disabled).toBe(false));
    await click(receipt);
    expect(await screen.findByText('The receipt could not be downloaded')).toBeTruthy();
    expect(clicked).toHaveLength(1);
  });

  it('warns about Paystack charges the invoice did not take, and only then', async () => {
    api(
      invoice({
        status: 'sent',
        status_label: 'Sent',
        unrecorded_charges: [
          {
            reference: 'DFT-abc123',
            amount: 2000,
            currency: 'KES',
            paid_at: '2025-03-06T08:30:00Z',
            problem: 'Paystack reported KES 1.00; KES 2000.00 was initialized',
          },
        ],
      }),
    );
    await renderDetail();
    const warning = screen.getByRole('region', { name: 'Unrecorded Paystack payments' });
    expect(within(warning).getByText('A Paystack payment was not recorded on this invoice')).toBeTruthy();
    expect(within(warning).getByRole('listitem').textContent).toBe(
      'KES 2,000.00 on Mar 6, 2025: Paystack reported KES 1.00; KES 2000.00 was initialized (DFT-abc123)',
    );
  });

  it('shows no payment warning when every charge was recorded', async () => {
    api(invoice());
    await renderDetail();
    expect(screen.queryByRole('region', { name: 'Unrecorded Paystack payments' })).toBeNull();
  });

  it("shows 'Invoice Not Found' for an unknown invoice", async () => {
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      [`GET /invoices/${uuid(9)}`]: () => ({ status: 404, body: { error: 'Invoice not found' } }),
    });
    renderPage(<InvoiceDetailPage />, {
      route: `/work/invoicing/${uuid(9)}`,
      path: '/work/invoicing/:invoiceId',
    });
    expect(await screen.findByText('Invoice Not Found')).toBeTruthy();
    expect(screen.getByText('The requested invoice could not be found.')).toBeTruthy();
  });
});
