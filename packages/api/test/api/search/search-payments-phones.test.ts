import { type SearchResult, searchResultsSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { estimateClient } from '../../support/estimate-helpers.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';
import { ACCEPTED, c2bToken, confirm, confirmation } from '../../support/mpesa-helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { publicRateLimitMax: 100_000 });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function found(token: string, q: string): Promise<SearchResult[]> {
  const response = await app.inject({
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return searchResultsSchema.parse(response.json()).data;
}

const labels = (results: SearchResult[]) => results.map((r) => `${r.kind} ${r.label}`);

/**
 * A business with a customer (Wanjiru Kamau, 0712 345 678) who has INV-0001 (Jan), EST-0001 (Feb), INV-0002
 * (Mar), INV-0003 (Apr) and INV-0004 (May); a bill V-9 of 4,750 from Printmax paid by bank (TRF-5521); and a
 * paybill payment of 1,234 from MARY ATIENO (QZX1234ABC) no invoice took.
 */
async function business(name = 'Kamau Hardware') {
  const { token } = await signUp(app, { business_name: name });
  const sales = estimateClient(app, token);
  const customer = await sales.contact({ first_name: 'Wanjiru', last_name: 'Kamau', phone: '0712 345 678' });
  const invoices: { id: string; month: string }[] = [];
  for (const month of ['01', '03', '04', '05']) {
    const invoice = await sales.invoices.created({
      contact_id: customer,
      issue_date: `2026-${month}-02`,
      due_date: `2026-${month}-28`,
    });
    await sales.invoices.ok(sales.invoices.addItems(invoice.id, [line({ unit_price: 100 })]));
    invoices.push({ id: invoice.id, month });
  }
  await sales.created({ contact_id: customer, issue_date: '2026-02-02', expiry_date: '2026-02-28' });
  const vendor = await sales.contact({ first_name: null, last_name: null, company_name: 'Printmax' });
  const bills = billClient(app, token);
  const chart = await ledgerClient(app, token).chart();
  const bill = await bills.created({
    contact_id: vendor,
    bill_number: 'V-9',
    lines: [billLine(chart.get('6100')!.id, { unit_price: 4750 })],
  });
  await bills.ok(bills.pay(bill.id, { amount: 4750, paid_on: '2026-01-21', reference: 'TRF-5521' }), 201);
  const waiting = await confirm(
    app,
    await c2bToken(app, token),
    confirmation({
      TransID: 'QZX1234ABC',
      TransAmount: '1234.00',
      BillRefNumber: 'no such invoice',
      FirstName: 'MARY',
      LastName: 'ATIENO',
    }),
  );
  expect(waiting.json()).toEqual(ACCEPTED);
  return { token, customer, invoices, bill };
}

describe(`GET /search of payments, phones and customers' documents on ${backend}`, () => {
  it('finds a bill payment by its reference or amount, opening its bill', async () => {
    const b = await business();
    for (const q of ['TRF-5521', 'trf-55', '4,750'])
      expect(await found(b.token, q), q).toContainEqual({
        kind: 'bill_payment',
        id: expect.any(String),
        label: 'Bill payment TRF-5521',
        detail: 'V-9 · Printmax · KES 4,750.00 · 2026-01-21',
        url: `/bills/${b.bill.id}`,
      });
  });

  it('finds a paybill payment waiting in the unmatched queue by its code, amount or payer', async () => {
    const b = await business();
    for (const q of ['QZX1234ABC', 'qzx12', '1,234', 'mary atieno'])
      expect(await found(b.token, q), q).toContainEqual(
        expect.objectContaining({
          kind: 'mpesa_receipt',
          label: 'M-Pesa QZX1234ABC',
          url: '/work/invoicing/mpesa',
        }),
      );
  });

  it('finds a contact by part of their phone number, however it is spelt', async () => {
    const b = await business();
    for (const q of ['0712 345', '712345', '+254712', '254 712 34', '345 678', '0712345678']) {
      expect((await found(b.token, q))[0], q).toMatchObject({ kind: 'contact', id: String(b.customer) });
    }
    for (const q of ['0799 999', '712 999'])
      expect(
        (await found(b.token, q)).filter((r) => r.kind === 'contact'),
        q,
      ).toEqual([]);
  });

  it('shows a customer’s newest invoices and estimates right below them', async () => {
    const b = await business();
    const results = await found(b.token, 'wanjiru');
    expect(labels(results).slice(0, 4)).toEqual([
      'contact Wanjiru Kamau',
      'invoice INV-0004',
      'invoice INV-0003',
      'invoice INV-0002',
    ]);
    expect(results[1]).toMatchObject({ url: `/work/invoicing/${b.invoices.at(-1)!.id}` });
    expect(results).toHaveLength(4);
  });

  it('never answers another business’s payments, queue, phones or documents', async () => {
    const mine = await business();
    const other = await signUp(app, { business_name: 'Another Business' });
    for (const q of ['TRF-5521', '4,750', 'QZX1234ABC', 'mary atieno', '0712 345', 'wanjiru'])
      expect(await found(other.token, q), q).toEqual([]);
    const theirs = estimateClient(app, other.token);
    const namesake = await theirs.contact({ first_name: 'Wanjiru', last_name: 'Otieno' });
    await theirs.invoices.created({ contact_id: namesake });
    const results = await found(mine.token, 'wanjiru');
    expect(labels(results)).toEqual([
      'contact Wanjiru Kamau',
      'invoice INV-0004',
      'invoice INV-0003',
      'invoice INV-0002',
    ]);
  });
});
