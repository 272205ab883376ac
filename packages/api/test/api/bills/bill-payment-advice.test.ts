import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient } from '../../support/invoice-helpers.ts';
import { pdfPages } from '../../support/pdf-text.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A business with its address and PIN, a bill P-1 of 1,000 from Printmax, paid 300 by bank then 200 by M-Pesa. */
async function paidBill() {
  const { token } = await signUp(app, { business_name: 'Kamau Hardware' });
  const face = await app.inject({
    method: 'PUT',
    url: '/api/account',
    headers: bearer(token),
    payload: { account: { address_line1: 'Moi Avenue 12', city: 'Nairobi', tax_pin: 'P051234567Q' } },
  });
  expect(face.statusCode, face.body).toBe(200);
  const chart = (await app.inject({ url: '/api/ledger_accounts', headers: bearer(token) })).json().data as {
    id: number;
    number: string;
  }[];
  const supplier = await invoiceClient(app, token).contact({
    first_name: null,
    last_name: null,
    company_name: 'Printmax',
  });
  const bills = billClient(app, token);
  const bill = await bills.created({
    contact_id: supplier,
    bill_number: 'P-1',
    lines: [billLine(chart.find((row) => row.number === '6000')!.id)],
  });
  await bills.ok(bills.pay(bill.id, { amount: 300, paid_on: '2026-01-20', reference: 'TRF-881' }), 201);
  const paid = await bills.ok(
    bills.pay(bill.id, { amount: 200, paid_on: '2026-01-25', method: 'mpesa' }),
    201,
  );
  const [first, second] = paid.payments.map((payment) => payment.id);
  return { token, first: first!, second: second! };
}

const advice = (token: string, id: number | string) =>
  app.inject({ url: `/api/bill_payments/${id}/receipt`, headers: bearer(token) });

describe(`bill payment advice on ${backend}`, () => {
  it('GET /bill_payments/{id}/receipt answers the advice PDF: the business, the bill, supplier, amount, date, method', async () => {
    const { token, first, second } = await paidBill();
    const response = await advice(token, first);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Payment advice P-1 Printmax.pdf"; filename*=UTF-8''${encodeURIComponent('Payment advice P-1 Printmax.pdf')}`,
    );
    const [page, ...more] = await pdfPages(response.rawPayload);
    expect(more).toEqual([]);
    for (const text of [
      'Kamau Hardware',
      'Moi Avenue 12',
      'KRA PIN: P051234567Q',
      'PAYMENT ADVICE',
      'PAID TO',
      'Printmax',
      '20 Jan 2026',
      'Bank transfer',
      'TRF-881',
    ])
      expect(page).toContain(text);
    expect(page).not.toContain('RECEIPT');
    expect(page).toContain('AMOUNT PAID KES 300.00');
    expect(page).toMatch(
      /Bill\s+P-1\s+Bill total\s+KES 1,000\.00\s+This payment\s+KES 300\.00\s+Balance due\s+KES 700\.00/,
    );

    const [later] = await pdfPages((await advice(token, second)).rawPayload);
    expect(later).toContain('M-Pesa');
    expect(later).toMatch(/This payment\s+KES 200\.00\s+Balance due\s+KES 500\.00/);
    expect(later).not.toContain('Reference');
  });

  it('answers 404 for another business’s, unknown and malformed ids, and 401 without a token', async () => {
    const { token, first } = await paidBill();
    const { token: other } = await signUp(app);
    for (const [who, id] of [
      [other, first],
      [token, 2147483647],
      [token, 'abc'],
      [token, '0'],
      [token, '99999999999'],
    ] as const) {
      const response = await advice(who, id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ error: 'Bill payment not found' });
    }
    expect((await app.inject({ url: `/api/bill_payments/${first}/receipt` })).statusCode).toBe(401);
  });
});
