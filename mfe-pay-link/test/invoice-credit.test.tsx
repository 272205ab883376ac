import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayPage } from '../src/components/PayPage.tsx';
import { data, INVOICE_ID, invoice, mockPayApi } from './api-mock.ts';

/** The breakdown's rows as 'label: amount' (not the invoice's own totals under its lines). */
const breakdownRows = () =>
  Array.from(
    document.querySelectorAll('dl:not([aria-label="Totals"]) > div'),
    (row) => `${row.firstChild?.textContent}: ${row.lastChild?.textContent}`,
  );

describe('PayPage: an invoice with credit notes', () => {
  it('asks for the balance and shows the credit in the breakdown', async () => {
    mockPayApi({
      invoice: data(invoice({ total: 12500, paid_amount: 0, credited_amount: 2500, balance: 10000 })),
    });
    render(<PayPage invoiceId={INVOICE_ID} />);
    await screen.findByRole('heading', { name: 'Invoice #INV-0042' });
    expect(screen.getByText('Amount due').nextElementSibling?.textContent).toBe('KES 10,000.00');
    expect(breakdownRows()).toEqual([
      'Invoice total: KES 12,500.00',
      'Credited: KES 2,500.00',
      'Balance due: KES 10,000.00',
    ]);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('shows payments and credit together when the invoice has both', async () => {
    mockPayApi({
      invoice: data(invoice({ total: 12500, paid_amount: 5000, credited_amount: 2500, balance: 5000 })),
    });
    render(<PayPage invoiceId={INVOICE_ID} />);
    await screen.findByRole('heading', { name: 'Invoice #INV-0042' });
    expect(screen.getByText('Amount due').nextElementSibling?.textContent).toBe('KES 5,000.00');
    expect(breakdownRows()).toEqual([
      'Invoice total: KES 12,500.00',
      'Paid so far: KES 5,000.00',
      'Credited: KES 2,500.00',
      'Balance due: KES 5,000.00',
    ]);
    expect(screen.getByText('Partially paid')).toBeTruthy();
  });

  it('has no Credited line when nothing was credited', async () => {
    mockPayApi({ invoice: data(invoice({ paid_amount: 5000, credited_amount: 0, balance: 7500 })) });
    render(<PayPage invoiceId={INVOICE_ID} />);
    await screen.findByRole('heading', { name: 'Invoice #INV-0042' });
    expect(screen.queryByText('Credited')).toBeNull();
  });

  it('says an invoice credited in full was settled by a credit note, with nothing to pay', async () => {
    mockPayApi({
      invoice: data(
        invoice({ status: 'paid', total: 12500, paid_amount: 0, credited_amount: 12500, balance: 0 }),
      ),
    });
    render(<PayPage invoiceId={INVOICE_ID} />);
    expect(
      await screen.findByText('This invoice was settled by a credit note. There is nothing to pay.'),
    ).toBeTruthy();
    expect(breakdownRows()).toEqual(['Invoice total: KES 12,500.00', 'Credited: KES 12,500.00']);
    expect(screen.queryByText('Total paid')).toBeNull();
    expect(screen.queryByText('Amount due')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('shows what was paid and what was credited on an invoice paid after a credit note', async () => {
    mockPayApi({
      invoice: data(
        invoice({ status: 'paid', total: 12500, paid_amount: 10000, credited_amount: 2500, balance: 0 }),
      ),
    });
    render(<PayPage invoiceId={INVOICE_ID} />);
    expect(await screen.findByText('This invoice has been paid. Thank you!')).toBeTruthy();
    expect(breakdownRows()).toEqual([
      'Invoice total: KES 12,500.00',
      'Credited: KES 2,500.00',
      'Total paid: KES 10,000.00',
    ]);
  });
});
