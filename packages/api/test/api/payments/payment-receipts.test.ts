import { randomUUID } from 'node:crypto';
import { dataEnvelope, publicInvoiceSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { backend, bearer, signUp, testApp, testDatabase, testPayApp } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { pdfPages } from '../../support/pdf-text.ts';
import { addMember } from '../../support/team-helpers.ts';

let database: Database;
let app: OwnersApp;
let payApp: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { publicRateLimitMax: 100_000 });
  payApp = await testPayApp(database, { publicRateLimitMax: 100_000 });
});
afterAll(async () => {
  await payApp?.close();
  await app?.close();
  await database?.close();
});

/**
 * A business with its address and PIN, an invoice of 1,000 to `company` and two payments on it: 400 by M-Pesa
 * (with its code), then 250 in cash (no reference).
 */
async function paidInvoice(company = 'Achieng Fresh Juices') {
  const { token } = await signUp(app, { business_name: 'Kamau Hardware' });
  const client = invoiceClient(app, token);
  const account = await app.inject({
    method: 'PUT',
    url: '/api/account',
    headers: bearer(token),
    payload: {
      account: { address_line1: 'Moi Avenue 12', city: 'Nairobi', country: 'Kenya', tax_pin: 'P051234567Q' },
    },
  });
  expect(account.statusCode, account.body).toBe(200);
  const contactId = await client.contact({ first_name: null, last_name: null, company_name: company });
  const draft = await client.created({ contact_id: contactId });
  await client.ok(client.addItems(draft.id, [line({ description: 'Juice crates', unit_price: 1000 })]));
  await client.ok(client.update(draft.id, { status: 'sent' }));
  const paid = await client.ok(
    client.pay(draft.id, { amount: 400, paid_on: '2026-01-20', method: 'mpesa', reference: 'QKT12AB3CD' }),
    201,
  );
  const invoice = await client.ok(
    client.pay(draft.id, { amount: 250, paid_on: '2026-01-25', method: 'cash' }),
    201,
  );
  const [first, second] = invoice.payments.map((payment) => payment.id);
  expect(paid.payments).toHaveLength(1);
  return { token, client, invoice, first: first!, second: second! };
}

const receipt = (token: string, id: number | string) =>
  app.inject({ url: `/api/payments/${id}/receipt`, headers: bearer(token) });

describe(`payment receipts on ${backend}`, () => {
  it('GET /payments/{id}/receipt answers the receipt PDF: seller, number, payer, amount, method, invoice and balance', async () => {
    const { token, invoice, first, second } = await paidInvoice();
    const response = await receipt(token, first);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(invoice.payments.map((payment) => payment.receipt_number)).toEqual(['RCT-0001', 'RCT-0002']);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="RCT-0001 Achieng Fresh Juices.pdf"; filename*=UTF-8''${encodeURIComponent('RCT-0001 Achieng Fresh Juices.pdf')}`,
    );
    const [page, ...more] = await pdfPages(response.rawPayload);
    expect(more).toEqual([]);
    for (const text of [
      'Kamau Hardware',
      'Moi Avenue 12',
      'Nairobi, Kenya',
      'KRA PIN: P051234567Q',
      'RECEIPT',
      'RCT-0001',
      'Achieng Fresh Juices',
      '20 Jan 2026',
      'M-Pesa',
      'QKT12AB3CD',
      invoice.invoice_number,
    ])
      expect(page).toContain(text);
    // 400 received of 1,000: 600 was left once it was taken off.
    expect(page).toContain('AMOUNT RECEIVED KES 400.00');
    expect(page).toMatch(
      /Invoice total\s+KES 1,000\.00\s+This payment\s+KES 400\.00\s+Balance due\s+KES 600\.00/,
    );

    const [later] = await pdfPages((await receipt(token, second)).rawPayload);
    expect(later).toContain('RCT-0002');
    expect(later).toContain('Cash');
    expect(later).toMatch(/This payment\s+KES 250\.00\s+Balance due\s+KES 350\.00/);
    expect(later).not.toContain('Reference');
  });

  it('names the file safely when the customer’s name is not ASCII', async () => {
    const { token, first } = await paidInvoice('Wanjirũ Café/Bar');
    const disposition = String((await receipt(token, first)).headers['content-disposition']);
    const name = 'RCT-0001 Wanjirũ Café Bar.pdf';
    expect(disposition).toBe(
      `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  });

  it('lets every role read a receipt, and answers 404 for another business’s, unknown and malformed ids', async () => {
    const { token, first } = await paidInvoice();
    for (const role of ['viewer', 'invoicer', 'bookkeeper'] as const) {
      const member = await addMember(app, token, role);
      expect((await receipt(member.token, first)).statusCode, role).toBe(200);
    }
    const { token: other } = await signUp(app);
    for (const [who, id] of [
      [other, first],
      [token, 2147483647],
      [token, 'abc'],
      [token, '0'],
      [token, '99999999999'],
    ] as const) {
      const response = await receipt(who, id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ error: 'Payment not found' });
    }
    expect((await app.inject({ url: `/api/payments/${first}/receipt` })).statusCode).toBe(401);
  });
});

describe(`the pay page's documents on ${backend}`, () => {
  it('lists the invoice’s payments with their receipts, which only that invoice’s link fetches, on both servers', async () => {
    const { invoice, first, second } = await paidInvoice();
    const other = await paidInvoice();
    const answer = await payApp.inject({ url: `/api/public/invoices/${invoice.id}` });
    const data = dataEnvelope(publicInvoiceSchema).parse(answer.json()).data;
    expect(data.payments).toEqual([
      {
        id: first,
        paid_on: '2026-01-20',
        amount: 400,
        receipt_number: 'RCT-0001',
        receipt_path: `/public/invoices/${invoice.id}/payments/${first}/receipt`,
      },
      expect.objectContaining({ id: second, amount: 250 }),
    ]);
    expect(data.lines).toEqual([
      expect.objectContaining({ description: 'Juice crates', quantity: 1, unit_price: 1000, amount: 1000 }),
    ]);
    for (const target of [app, payApp]) {
      const response = await target.inject({ url: `/api${data.payments[0]!.receipt_path}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const [page] = await pdfPages(response.rawPayload);
      expect(page).toContain('QKT12AB3CD');
      for (const url of [
        `/api/public/invoices/${invoice.id}/payments/${other.first}/receipt`,
        `/api/public/invoices/${other.invoice.id}/payments/${first}/receipt`,
        `/api/public/invoices/${randomUUID()}/payments/${first}/receipt`,
        `/api/public/invoices/abc/payments/${first}/receipt`,
        `/api/public/invoices/${invoice.id}/payments/abc/receipt`,
      ]) {
        const refused = await target.inject({ url });
        expect(refused.statusCode, url).toBe(404);
        expect(refused.json()).toEqual({ error: 'Payment not found' });
      }
    }
  });

  it('GET /public/invoices/{id}/pdf answers the invoice’s PDF to its link; a draft or unknown id 404', async () => {
    const { client, invoice } = await paidInvoice();
    for (const target of [app, payApp]) {
      const response = await target.inject({ url: `/api/public/invoices/${invoice.id}/pdf` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(invoice.invoice_number);
      const [page] = await pdfPages(response.rawPayload);
      expect(page).toContain(invoice.invoice_number);
      expect(page).toContain('Juice crates');
    }
    const draft = await client.created({ contact_id: invoice.contact.id });
    for (const id of [draft.id, randomUUID(), 'abc']) {
      const response = await payApp.inject({ url: `/api/public/invoices/${id}/pdf` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: 'Invoice not found' });
    }
  });
});
