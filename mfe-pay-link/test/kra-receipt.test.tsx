import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayPage } from '../src/components/PayPage.tsx';
import { data, INVOICE_ID, invoice, mockPayApi } from './api-mock.ts';

const etims = {
  cu_invoice_number: 'KRACU0100000001/17',
  signature: 'QUII27MATATSHFRB',
  signed_at: '2026-01-10T09:30:00.000Z',
  receipt_url:
    'https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X00QUII27MATATSHFRB',
  qr_code_path: `/api/public/invoices/${INVOICE_ID}/kra-qr.svg`,
  taxes: [
    { type: 'A' as const, label: 'A Exempt', rate: 0, taxable: 1200.5, tax: 0 },
    { type: 'B' as const, label: 'B VAT 16 %', rate: 16, taxable: 10000, tax: 1600 },
  ],
};

describe('PayPage: an invoice KRA eTIMS signed', () => {
  it('shows the CU invoice number, the signature, the QR code image and the tax summary', async () => {
    mockPayApi({ invoice: data(invoice({ etims })) });
    render(<PayPage invoiceId={INVOICE_ID} />);
    const receipt = await screen.findByRole('region', { name: 'KRA eTIMS receipt' });
    expect(within(receipt).getByText('KRACU0100000001/17')).toBeTruthy();
    expect(within(receipt).getByText('QUII27MATATSHFRB')).toBeTruthy();
    const qr = within(receipt).getByRole('img', { name: 'QR code: check this receipt at KRA' });
    expect(qr.getAttribute('src')).toBe(etims.qr_code_path);
    expect(qr.closest('a')?.getAttribute('href')).toBe(etims.receipt_url);
    const rows = within(receipt)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Tax type', 'Taxable', 'VAT'],
      ['A Exempt', 'KES 1,200.50', 'KES 0.00'],
      ['B VAT 16 %', 'KES 10,000.00', 'KES 1,600.00'],
    ]);
  });

  it('shows no KRA receipt before the invoice is signed', async () => {
    mockPayApi({ invoice: data(invoice()) });
    render(<PayPage invoiceId={INVOICE_ID} />);
    await screen.findByRole('heading', { name: 'Invoice #INV-0042' });
    expect(screen.queryByRole('region', { name: 'KRA eTIMS receipt' })).toBeNull();
  });
});
