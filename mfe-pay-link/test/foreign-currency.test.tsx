import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayPage } from '../src/components/PayPage.tsx';
import { data, INVOICE_ID, invoice, mockPayApi } from './api-mock.ts';

describe('PayPage: an invoice in another currency', () => {
  it('shows a USD invoice in USD with card payment only: M-Pesa takes KES', async () => {
    mockPayApi({ invoice: data(invoice({ total: 1000, paid_amount: 400, balance: 600, currency: 'USD' })) });
    render(<PayPage invoiceId={INVOICE_ID} />);
    await screen.findByRole('heading', { name: 'Invoice #INV-0042' });
    expect(screen.getByText('Amount due').nextElementSibling?.textContent).toBe('$600.00');
    expect(screen.getByText('Invoice total').nextElementSibling?.textContent).toBe('$1,000.00');
    expect(screen.queryByText(/KES/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /M-Pesa/ })).toBeNull();
    expect(screen.queryByText(/M-Pesa/)).toBeNull();
  });

  it('says clearly that Paystack cannot take GBP, offering neither card nor M-Pesa', async () => {
    mockPayApi({ invoice: data(invoice({ total: 250, balance: 250, currency: 'GBP' })) });
    render(<PayPage invoiceId={INVOICE_ID} />);
    await screen.findByRole('heading', { name: 'Invoice #INV-0042' });
    expect(screen.getByText('Amount due').nextElementSibling?.textContent).toBe('£250.00');
    expect(screen.getByText(/Card payment is not available for invoices in GBP/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Payments are processed securely by Paystack.')).toBeNull();
  });

  it('still offers M-Pesa beside the card for a KES invoice', async () => {
    mockPayApi({ invoice: data(invoice({ currency: 'KES' })) });
    render(<PayPage invoiceId={INVOICE_ID} />);
    await screen.findByRole('heading', { name: 'Invoice #INV-0042' });
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
    expect(screen.getAllByText(/M-Pesa/).length).toBeGreaterThan(0);
  });
});
