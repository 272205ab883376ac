import { type SearchResult, searchResultsSchema } from '@daftari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { estimateClient } from '../../support/estimate-helpers.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';
import { addMember } from '../../support/team-helpers.ts';

let database: Database;
let app: OwnersApp;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const searchAs = (token: string, q: string) =>
  app.inject({ url: `/api/search?q=${encodeURIComponent(q)}`, headers: bearer(token) });

async function found(token: string, q: string): Promise<SearchResult[]> {
  const response = await searchAs(token, q);
  expect(response.statusCode, response.body).toBe(200);
  return searchResultsSchema.parse(response.json()).data;
}

const labels = (results: SearchResult[]) => results.map((r) => `${r.kind} ${r.label}`);

/**
 * A business with a contact (Achieng Otieno, 0712 345 678), INV-0001 (12,500.00, paid 2,500 by M-Pesa
 * QGH7ABC123), INV-0002 (300), EST-0001 (12,500.00), a vendor's bill B-77 (12,500.00) and an expense at Total
 * Energies (12,500.00, receipt RCPT-9).
 */
async function business() {
  const { token } = await signUp(app);
  const sales = estimateClient(app, token);
  const contactId = await sales.contact({ phone: '0712 345 678', email: 'achieng@example.com' });
  const vendorId = await sales.contact({
    first_name: null,
    last_name: null,
    company_name: 'Jua Kali Supplies',
  });
  const big = await sales.invoices.created({ contact_id: contactId });
  await sales.invoices.ok(sales.invoices.addItems(big.id, [line({ unit_price: 12500 })]));
  await sales.invoices.ok(sales.invoices.update(big.id, { status: 'sent' }));
  await sales.invoices.ok(
    sales.invoices.pay(big.id, {
      amount: 2500,
      paid_on: '2026-01-15',
      method: 'mpesa',
      reference: 'QGH7ABC123',
    }),
    201,
  );
  const small = await sales.invoices.created({ contact_id: contactId });
  await sales.invoices.ok(sales.invoices.addItems(small.id, [line({ unit_price: 300 })]));
  const estimate = await sales.created({ contact_id: contactId });
  await sales.ok(sales.addItems(estimate.id, [line({ unit_price: 12500 })]));
  const chart = await ledgerClient(app, token).chart();
  const bill = await billClient(app, token).created({
    contact_id: vendorId,
    bill_number: 'B-77',
    lines: [billLine(chart.get('6100')!.id, { unit_price: 12500 })],
  });
  const { payload, headers } = multipartBody(
    Object.entries({
      expenseType: 'Payment',
      ledger_account_id: String(chart.get('6000')!.id),
      dated: '2026-03-10',
      totalValue: '12500.00',
      vat: 'Exempt',
      description: 'Diesel for the van',
      merchantName: 'Total Energies',
      receiptReference: 'RCPT-9',
      recurrence: '-- Does Not Recur --',
    }).map(([name, content]) => ({ name, content })),
  );
  const expense = await app.inject({
    method: 'POST',
    url: '/api/expenses',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  expect(expense.statusCode, expense.body).toBe(201);
  return {
    token,
    contactId,
    big,
    small,
    estimate,
    bill,
    expenseId: expense.json().data.id as number,
  };
}

describe(`GET /search on ${backend}`, () => {
  it('finds each kind, with the shell path that opens it', async () => {
    const b = await business();
    expect(await found(b.token, 'Achieng')).toContainEqual({
      kind: 'contact',
      id: String(b.contactId),
      label: 'Achieng Otieno',
      detail: '0712 345 678 · achieng@example.com',
      url: `/contacts/${b.contactId}`,
    });
    const [invoice] = await found(b.token, 'INV-0001');
    expect(invoice).toEqual({
      kind: 'invoice',
      id: b.big.id,
      label: 'INV-0001',
      detail: 'Achieng Otieno · KES 12,500.00 · sent',
      url: `/work/invoicing/${b.big.id}`,
    });
    expect((await found(b.token, 'EST-0001'))[0]).toMatchObject({
      kind: 'estimate',
      label: 'EST-0001',
      url: `/work/estimates/${b.estimate.id}`,
    });
    expect((await found(b.token, 'b-77'))[0]).toMatchObject({
      kind: 'bill',
      label: 'B-77',
      detail: 'Jua Kali Supplies · KES 12,500.00 · open',
      url: `/bills/${b.bill.id}`,
    });
    expect((await found(b.token, 'diesel'))[0]).toMatchObject({
      kind: 'expense',
      label: 'Total Energies',
      url: `/expenses/${b.expenseId}/edit`,
    });
    expect(await found(b.token, 'qgh7abc123')).toEqual([
      {
        kind: 'payment',
        id: expect.any(String),
        label: 'Payment QGH7ABC123',
        detail: 'RCT-0001 · INV-0001 · Achieng Otieno · KES 2,500.00 · 2026-01-15',
        url: `/work/invoicing/${b.big.id}`,
      },
    ]);
  });

  it('reads an invoice number however it is typed, exact matches before those that start so', async () => {
    const b = await business();
    for (const typed of ['INV-0001', 'inv 1', '0001', ' Inv-0001 ']) {
      expect((await found(b.token, typed))[0], typed).toMatchObject({ kind: 'invoice', id: b.big.id });
    }
    expect(labels(await found(b.token, 'INV-000'))).toEqual(['invoice INV-0001', 'invoice INV-0002']);
    expect(labels(await found(b.token, 'inv 2'))).toEqual(['invoice INV-0002']);
  });

  it('finds documents whose total is the amount exactly, however it is written', async () => {
    const b = await business();
    const expected = ['invoice INV-0001', 'estimate EST-0001', 'bill B-77', 'expense Total Energies'];
    for (const typed of ['12,500', '12500.00', 'KES 12,500', '12500'])
      expect(labels(await found(b.token, typed)), typed).toEqual(expected);
    expect(labels(await found(b.token, '12,500.01'))).toEqual([]);
    expect(labels(await found(b.token, '2500'))).toEqual(['payment Payment QGH7ABC123']);
    expect(labels(await found(b.token, 'rct-0001'))).toEqual(['payment Payment QGH7ABC123']);
  });

  it('finds a contact by phone in any spelling', async () => {
    const b = await business();
    for (const typed of ['0712345678', '+254712345678', '254 712 345 678', '0712-345-678']) {
      const results = await found(b.token, typed);
      expect(results[0], typed).toMatchObject({ kind: 'contact', id: String(b.contactId) });
      // Below the customer, their documents: nothing else.
      expect(
        results
          .slice(1)
          .map((r) => r.kind)
          .sort(),
        typed,
      ).toEqual(['estimate', 'invoice', 'invoice']);
    }
  });

  it('never answers another business’s records', async () => {
    const mine = await business();
    const other = await signUp(app, { business_name: 'Another Business' });
    for (const q of ['Achieng', 'INV-0001', '12,500', '0712345678', 'QGH7ABC123', 'B-77', 'diesel']) {
      expect(await found(other.token, q), q).toEqual([]);
    }
    const theirs = invoiceClient(app, other.token);
    await theirs.contact({ first_name: 'Achieng', last_name: 'Mwangi' });
    const mineNow = await found(mine.token, 'Achieng');
    expect(mineNow.filter((r) => r.kind === 'contact').map((r) => r.label)).toEqual(['Achieng Otieno']);
  });

  it('answers each role only the kinds it may read: the invoicer gets no bills or expenses', async () => {
    const b = await business();
    const invoicer = await addMember(app, b.token, 'invoicer');
    expect(labels(await found(invoicer.token, '12,500'))).toEqual(['invoice INV-0001', 'estimate EST-0001']);
    const viewer = await addMember(app, b.token, 'viewer');
    expect(labels(await found(viewer.token, '12,500'))).toHaveLength(4);
  });

  it('ranks exact numbers first, then numbers that start so, then names that contain it, at most 20', async () => {
    const { token } = await signUp(app);
    const client = invoiceClient(app, token);
    const contactId = await client.contact({ first_name: 'Inv', last_name: 'Kamau' });
    for (let i = 0; i < 22; i++) await client.created({ contact_id: contactId });
    const results = await found(token, 'INV-001');
    expect(labels(results).slice(0, 3)).toEqual(['invoice INV-0001', 'invoice INV-0010', 'invoice INV-0011']);
    const all = await found(token, 'inv');
    expect(all).toHaveLength(20);
    expect(all[0]).toMatchObject({ kind: 'contact', label: 'Inv Kamau' });
  });

  it('refuses a missing, empty or overlong query with 422 {error}', async () => {
    const { token } = await signUp(app);
    for (const url of [
      '/api/search',
      '/api/search?q=',
      '/api/search?q=%20%20',
      `/api/search?q=${'a'.repeat(201)}`,
    ]) {
      const response = await app.inject({ url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().error, url).toMatch(/Search/);
    }
    expect((await app.inject({ url: '/api/search?q=inv' })).statusCode).toBe(401);
  });
});
