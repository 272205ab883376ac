import { click, type } from '@daftari/test-utils';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PayPage } from '../src/components/PayPage.tsx';
import { paymentInstructions } from '../src/lib/payment-instructions.ts';
import { data, INVOICE_ID, invoice, mockPublicApi } from './api-mock.ts';
import { heldWaits, payByMpesa } from './mpesa-helpers.ts';

const withLines = invoice({
  subtotal: 12000,
  discount_total: 500,
  tax_total: 1000,
  total: 12500,
  lines: [
    {
      description: 'Mango juice crates',
      quantity: 4,
      unit: 'Other',
      unit_price: 2500,
      discount: 5,
      tax_rate: 16,
      amount: 10000,
    },
    {
      description: 'Delivery',
      quantity: 2,
      unit: 'hours',
      unit_price: 1000,
      discount: 0,
      tax_rate: 0,
      amount: 2000,
    },
  ],
});

async function shown(answer: ReturnType<typeof invoice>) {
  const api = mockPublicApi({ invoice: data(answer), initialize: 'hang', charge: 'hang' });
  render(<PayPage invoiceId={INVOICE_ID} wait={heldWaits().wait} />);
  await screen.findByRole('heading', { name: 'Invoice #INV-0042' });
  return api;
}

const termOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('PayPage: the invoice as a document', () => {
  it('shows each line (what, how many at what price, amount) and the totals', async () => {
    await shown(withLines);
    const items = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Mango juice cratesKES 10,000.004 × KES 2,500.00 · 5% discount · 16% tax',
      'DeliveryKES 2,000.002 hours × KES 1,000.00',
    ]);
    expect(termOf('Subtotal')).toBe('KES 12,000.00');
    expect(termOf('Discount')).toBe('-KES 500.00');
    expect(termOf('Tax')).toBe('KES 1,000.00');
    expect(termOf('Total')).toBe('KES 12,500.00');
  });

  it('links the invoice’s PDF', async () => {
    await shown(invoice());
    const link = screen.getByRole('link', { name: 'Download PDF' });
    expect(link.getAttribute('href')).toBe(`/api/public/invoices/${INVOICE_ID}/pdf`);
    expect(link.hasAttribute('download')).toBe(true);
  });
});

describe('PayPage: paying from the phone’s M-Pesa menu', () => {
  it('shows the paybill with the invoice number as the account number beside the online payment', async () => {
    await shown(invoice({ account: { name: 'Duka Supplies', paybill: '522522' } }));
    const section = screen.getByRole('region', { name: 'Or pay from your phone' });
    expect(within(section).getByText('M-Pesa paybill')).toBeTruthy();
    expect(within(section).getByText('Business number').nextElementSibling?.textContent).toBe('522522');
    expect(within(section).getByText('Account number').nextElementSibling?.textContent).toBe('INV-0042');
  });

  it('shows no instructions without a paybill, nor once the invoice is paid', async () => {
    await shown(invoice());
    expect(screen.queryByRole('region', { name: 'Or pay from your phone' })).toBeNull();
  });

  it('builds the till and the business’s own words too, once the account has them', () => {
    expect(
      paymentInstructions(
        { paybill: ' ', till: '123456', payment_instructions: 'Cheques to Duka Ltd.' },
        'INV-1',
      ),
    ).toEqual([
      { title: 'M-Pesa till (Buy Goods)', rows: [['Till number', '123456']] },
      { title: 'Other ways to pay', rows: [], text: 'Cheques to Duka Ltd.' },
    ]);
    expect(paymentInstructions({}, 'INV-1')).toEqual([]);
  });
});

describe('PayPage: receipts', () => {
  it('links each payment’s receipt once paid', async () => {
    await shown(
      invoice({
        status: 'paid',
        paid_amount: 12500,
        balance: 0,
        account: { name: 'Duka Supplies', paybill: '522522' },
        payments: [
          {
            id: 41,
            paid_on: '2030-01-10',
            amount: 12500,
            receipt_number: 'RCT-000041',
            receipt_path: `/public/invoices/${INVOICE_ID}/payments/41/receipt`,
          },
        ],
      }),
    );
    const link = screen.getByRole('link', { name: 'Receipt RCT-000041' });
    expect(link.getAttribute('href')).toBe(`/api/public/invoices/${INVOICE_ID}/payments/41/receipt`);
    expect(screen.queryByRole('region', { name: 'Or pay from your phone' })).toBeNull();
    expect(screen.queryByLabelText('Email for your receipt (optional)')).toBeNull();
  });

  it('sends the address given for the receipt with the card checkout', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const api = await shown(invoice());
    expect(api.of('POST', '/payments/initialize_paystack')).toEqual([]);
    await type(screen.getByLabelText('Email for your receipt (optional)'), ' jane@example.com ');
    await click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(api.of('POST', '/payments/initialize_paystack').map((call) => call.body)).toEqual([
      { invoice_id: INVOICE_ID, email: 'jane@example.com' },
    ]);
  });

  it('sends it with the M-Pesa prompt (left empty, none is sent: see mpesa-pay.test)', async () => {
    const api = await shown(invoice());
    await type(screen.getByLabelText('Email for your receipt (optional)'), 'jane@example.com');
    await payByMpesa('0712 345 678');
    expect(api.of('POST', '/payments/mpesa/charge').map((call) => call.body)).toEqual([
      { invoice_id: INVOICE_ID, phone: '+254712345678', email: 'jane@example.com' },
    ]);
  });
});
