import type { CreditNote, PublicInvoice } from '@daftari/contracts';
import { describe, expect, it } from 'vitest';
import { at, getInvoice, initializedAccount, pdfText, useEtimsApp } from '../../support/etims-helpers.ts';
import { line } from '../../support/invoice-helpers.ts';

const shared = useEtimsApp();

const RECEIPT_CHECK = 'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=';

/** A sent invoice with an exempt, a non-VAT, a zero-rated and a 16 % line. */
async function sentInvoice(account: Awaited<ReturnType<typeof initializedAccount>>) {
  const { client } = account;
  const invoice = await client.created({ contact_id: account.contactId });
  await client.ok(
    client.addItems(invoice.id, [
      line({ description: 'Maize flour', unit_price: 1200.5, tax_category: 'exempt' }),
      line({ description: 'Bank charges', unit_price: 310.25, tax_category: 'non_vat' }),
      line({ description: 'Export', unit_price: 5000 }),
      line({ description: 'Design', unit_price: 1000, tax_rate: 16 }),
    ]),
  );
  return client.ok(client.update(invoice.id, { status: 'sent' }));
}

const pdfOf = async (account: { token: string }, url: string) => {
  const response = await shared.app.inject({
    url: `/api${url}`,
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
};

describe('KRA eTIMS on the documents', () => {
  it('shows an awaiting invoice as such, then the signed receipt, its QR link and tax summary on the PDF', async () => {
    const account = await initializedAccount(shared.app);
    const invoice = await sentInvoice(account);
    const awaiting = await pdfOf(account, `/invoices/${invoice.id}/pdf`);
    // Its receipt number is taken when it is sent to KRA.
    expect(awaiting).toMatch(/Awaiting KRA eTIMS signature\n/);
    // The buyer's KRA PIN, under the customer.
    expect(awaiting).toContain(`KRA PIN: ${account.buyerPin}`);

    await shared.run(at(0));
    const { etims } = await getInvoice(account, invoice.id);
    expect(etims?.cu_invoice_number).toMatch(/^KRACU0[0-9A-F]{9}\/\d+$/);
    expect(etims?.receipt_url).toBe(`${RECEIPT_CHECK}${account.pin}00${etims?.signature}`);

    const text = await pdfOf(account, `/invoices/${invoice.id}/pdf`);
    expect(text).toContain('KRA ETIMS');
    expect(text).toMatch(new RegExp(`CU invoice number\\s+${etims?.cu_invoice_number}`));
    expect(text).toMatch(new RegExp(`Signature\\s+${etims?.signature}`));
    expect(text).toMatch(/A Exempt\s+KES\s?1,200\.50\s+KES\s?0\.00/);
    expect(text).toMatch(/B VAT 16 %\s+KES\s?1,000\.00\s+KES\s?160\.00/);
    expect(text).toMatch(/C Zero-rated\s+KES\s?5,000\.00/);
    expect(text).toMatch(/D Non-VAT\s+KES\s?310\.25/);
    expect(text).not.toContain('E VAT 8 %');
  });

  it('shows the credit note signed as a KRA receipt on its PDF', async () => {
    const account = await initializedAccount(shared.app);
    const invoice = await sentInvoice(account);
    await shared.run(at(0));
    const note = await account.client.ok<CreditNote>(
      account.client.inject('POST', '/credit_notes', {
        credit_note: {
          invoice_id: invoice.id,
          issue_date: '2026-01-12',
          reason: 'Design cancelled',
          items: [line({ description: 'Design', unit_price: 1000, tax_rate: 16 })],
        },
      }),
      201,
    );
    await shared.run(at(1));
    const { etims } = await account.client.ok<CreditNote>(
      account.client.inject('GET', `/credit_notes/${note.id}`),
    );
    expect(etims?.status).toBe('signed');
    const text = await pdfOf(account, `/credit_notes/${note.id}/pdf`);
    expect(text).toMatch(new RegExp(`CU invoice number\\s+${etims?.cu_invoice_number}`));
    expect(text).toMatch(/B VAT 16 %\s+KES\s?1,000\.00\s+KES\s?160\.00/);
  });

  it('gives the pay page the signed receipt, its tax summary and a QR code image; nothing before', async () => {
    const account = await initializedAccount(shared.app);
    const invoice = await sentInvoice(account);
    const publicInvoice = async () =>
      (await shared.app.inject({ url: `/api/public/invoices/${invoice.id}` })).json().data as PublicInvoice;
    const qr = () => shared.app.inject({ url: `/api/public/invoices/${invoice.id}/kra-qr.svg` });
    expect((await publicInvoice()).etims).toBeUndefined();
    expect((await qr()).statusCode).toBe(404);
    expect((await qr()).json()).toEqual({ error: 'KRA receipt not found' });

    await shared.run(at(0));
    const { etims } = await getInvoice(account, invoice.id);
    const shown = (await publicInvoice()).etims;
    expect(shown).toEqual({
      cu_invoice_number: etims?.cu_invoice_number,
      signature: etims?.signature,
      signed_at: etims?.signed_at,
      receipt_url: etims?.receipt_url,
      qr_code_path: `/api/public/invoices/${invoice.id}/kra-qr.svg`,
      taxes: [
        { type: 'A', label: 'A Exempt', rate: 0, taxable: 1200.5, tax: 0 },
        { type: 'B', label: 'B VAT 16 %', rate: 16, taxable: 1000, tax: 160 },
        { type: 'C', label: 'C Zero-rated', rate: 0, taxable: 5000, tax: 0 },
        { type: 'D', label: 'D Non-VAT', rate: 0, taxable: 310.25, tax: 0 },
      ],
    });
    const image = await qr();
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    // Unknown and malformed ids: 404 alike.
    expect((await shared.app.inject({ url: '/api/public/invoices/not-a-uuid/kra-qr.svg' })).statusCode).toBe(
      404,
    );
  });
});
