import type { InvoiceEtims } from '@daftari/contracts';
import { click, settle } from '@daftari/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detailApi, renderDetail } from './detail-page.tsx';
import { invoice, item } from './fixtures.ts';

const awaiting: InvoiceEtims = {
  status: 'pending',
  receipt_number: 7,
  cu_invoice_number: null,
  signature: null,
  receipt_url: null,
  qr_url: null,
  internal_data: null,
  signed_at: null,
  error: null,
};
const signed: InvoiceEtims = {
  ...awaiting,
  status: 'signed',
  cu_invoice_number: 'KRACU0100000001/7',
  signature: 'QUII27MATATSHFRB',
  receipt_url:
    'https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X00QUII27MATATSHFRB',
  signed_at: '2026-01-10T09:30:00.000Z',
};
const sent = (etims: InvoiceEtims) =>
  invoice({ status: 'sent', status_label: 'Sent', invoice_items: [item()], etims });

const panel = () => screen.getByRole('region', { name: 'KRA eTIMS' });

const voidEntry = async () => {
  await click(screen.getByRole('button', { name: 'More actions' }));
  await settle();
  return within(screen.getByRole('menu')).queryByRole('menuitem', { name: /Void invoice/ });
};

describe('Invoice page: KRA eTIMS', () => {
  it('shows an invoice awaiting KRA, with the last attempt while it is retried, and no Void', async () => {
    detailApi(() => sent({ ...awaiting, error: 'KRA eTIMS: Service temporarily unavailable (999)' }));
    await renderDetail();
    expect(within(panel()).getByText('Awaiting KRA')).toBeTruthy();
    expect(
      within(panel()).getByText(/The last attempt failed \(KRA eTIMS: Service temporarily unavailable/),
    ).toBeTruthy();
    const entry = await voidEntry();
    expect(entry?.getAttribute('data-disabled')).not.toBeNull();
    expect(within(entry!).getByText('This invoice is awaiting KRA eTIMS')).toBeTruthy();
  });

  it('shows the signed receipt and locks the items and Void (credit it instead)', async () => {
    detailApi(() => sent(signed));
    await renderDetail();
    expect(within(panel()).getByText('Signed by KRA')).toBeTruthy();
    expect(within(panel()).getByText('KRACU0100000001/7')).toBeTruthy();
    expect(within(panel()).getByText('QUII27MATATSHFRB')).toBeTruthy();
    expect(within(panel()).getByRole('link', { name: "Open KRA's receipt check" }).getAttribute('href')).toBe(
      signed.receipt_url,
    );
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    const entry = await voidEntry();
    expect(within(entry!).getByText('KRA eTIMS signed this invoice: credit it instead')).toBeTruthy();
  });

  it("shows KRA's message once the signing failed for good", async () => {
    detailApi(() => sent({ ...awaiting, status: 'failed', error: 'KRA eTIMS: Invalid customer PIN (999)' }));
    await renderDetail();
    expect(within(panel()).getByText('Refused by KRA')).toBeTruthy();
    expect(within(panel()).getByText(/KRA's message: KRA eTIMS: Invalid customer PIN \(999\)/)).toBeTruthy();
  });

  it('shows nothing of KRA on an account without eTIMS', async () => {
    detailApi(() => invoice({ status: 'sent', status_label: 'Sent', invoice_items: [item()] }));
    await renderDetail();
    expect(screen.queryByRole('region', { name: 'KRA eTIMS' })).toBeNull();
    // Its items stay editable (what the signed invoice's missing Edit buttons are measured against).
    expect(screen.getAllByRole('button', { name: /^Edit / }).length).toBeGreaterThan(0);
  });
});
