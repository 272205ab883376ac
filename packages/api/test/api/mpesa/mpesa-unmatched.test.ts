import { dataEnvelope, unmatchedMpesaPaymentSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../../src/db/client.ts';
import { type ChartRow, portal } from '../../support/banking-helpers.ts';
import { expectStatementLinesAgree } from '../../support/banking-invariants.ts';
import { backend, bearer, multipartBody, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient } from '../../support/invoice-helpers.ts';
import { trialBalance } from '../../support/ledger-helpers.ts';
import {
  balancesByNumber,
  business,
  c2bToken,
  confirm,
  confirmation,
  sentInvoice,
} from '../../support/mpesa-helpers.ts';

// The owner's queue of paybill money no invoice took, and assigning it to an invoice.

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

const rowEnvelope = dataEnvelope(unmatchedMpesaPaymentSchema);
const listEnvelope = z.object({
  data: z.array(unmatchedMpesaPaymentSchema),
  meta: z.object({
    total_count: z.number(),
    current_page: z.number(),
    total_pages: z.number(),
    per_page: z.number(),
  }),
});

async function owner() {
  const o = await business(app);
  return { ...o, c2b: await c2bToken(app, o.token) };
}

const list = async (token: string, query = '') => {
  const response = await app.inject({ url: `/api/mpesa/unmatched${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return listEnvelope.parse(response.json());
};

const assign = (token: string, id: number | string, invoiceId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/mpesa/unmatched/${id}/assign`,
    headers: bearer(token),
    payload: { invoice_id: invoiceId },
  });

async function expectBalancedBooks(accountId: number) {
  const totals = await trialBalance(database.db, accountId);
  expect(totals.debit).toBe(totals.credit);
}

describe(`GET /mpesa/unmatched on ${backend}`, () => {
  it('lists what waits, newest first, paged; status open (default), assigned or all', async () => {
    const o = await owner();
    for (const [time, ref] of [
      ['20260120090000', 'first'],
      ['20260121090000', 'second'],
      ['20260119090000', 'oldest'],
    ]) {
      await confirm(app, o.c2b, confirmation({ TransTime: time, BillRefNumber: ref, TransAmount: '10.00' }));
    }
    const page = await list(o.token, '?per_page=2');
    expect(page.data.map((row) => row.bill_ref_number)).toEqual(['second', 'first']);
    expect(page.meta).toEqual({ total_count: 3, current_page: 1, total_pages: 2, per_page: 2 });
    expect((await list(o.token, '?status=assigned')).data).toEqual([]);
    expect((await list(o.token, '?status=all')).meta.total_count).toBe(3);
    const bad = await app.inject({ url: '/api/mpesa/unmatched?status=closed', headers: bearer(o.token) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toBe('Status must be open, assigned or all');
    expect((await app.inject({ url: '/api/mpesa/unmatched' })).statusCode).toBe(401);
  });
});

describe(`POST /mpesa/unmatched/{id}/assign on ${backend}`, () => {
  it('pays the invoice with it and moves the money from 2300 to the receivable', async () => {
    const o = await owner();
    const invoice = await sentInvoice(o, 1190);
    const body = confirmation({ BillRefNumber: 'for the goods', TransAmount: '1000.00' });
    await confirm(app, o.c2b, body);
    const [row] = (await list(o.token)).data;
    expect(Number((await balancesByNumber(database.db, o.accountId))['2300'])).toBe(-1000);
    await expectBalancedBooks(o.accountId);

    const response = await assign(o.token, row!.id, invoice.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(rowEnvelope.parse(response.json()).data).toEqual({
      ...row,
      invoice_id: invoice.id,
      assigned_at: expect.any(String),
    });
    const after = await o.client.ok(o.client.get(invoice.id));
    expect(after).toMatchObject({ status: 'sent', paid_amount: 1000, balance: 190 });
    expect(after.payments).toEqual([
      expect.objectContaining({
        amount: 1000,
        method: 'mpesa',
        reference: body.TransID,
        paid_on: '2026-01-20',
      }),
    ]);
    const balances = await balancesByNumber(database.db, o.accountId);
    expect(Number(balances['2300'] ?? 0)).toBe(0);
    expect(Number(balances['1300'])).toBe(1000);
    expect(Number(balances['1200'])).toBe(190);
    await expectBalancedBooks(o.accountId);
    expect((await list(o.token)).data).toEqual([]);
    expect((await list(o.token, '?status=assigned')).data.map((r) => r.id)).toEqual([row!.id]);

    // Twice: 409, nothing changes.
    const twice = await assign(o.token, row!.id, invoice.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'This M-Pesa payment has already been assigned' });
    expect((await o.client.ok(o.client.get(invoice.id))).paid_amount).toBe(1000);
  });

  it('an excess goes on another invoice under the same code; a replay adds nothing; its statement line meets both', async () => {
    const o = await owner();
    const first = await sentInvoice(o, 1190);
    const second = await sentInvoice(o, 500);
    const body = confirmation({ BillRefNumber: first.invoice_number, TransAmount: '1500.00' });
    await confirm(app, o.c2b, body);
    const [excess] = (await list(o.token)).data;
    expect(excess).toMatchObject({ amount: 310, matched_invoice_id: first.id });
    expect((await assign(o.token, excess!.id, second.id)).statusCode).toBe(200);
    const paidFirst = await o.client.ok(o.client.get(first.id));
    const paid = await o.client.ok(o.client.get(second.id));
    expect(paidFirst.payments).toEqual([expect.objectContaining({ amount: 1190, reference: body.TransID })]);
    expect(paid.payments).toEqual([expect.objectContaining({ amount: 310, reference: body.TransID })]);

    // Safaricom sends the same TransID again: nothing new, by the TransID and not by the reference.
    expect((await confirm(app, o.c2b, body)).json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect((await o.client.ok(o.client.get(first.id))).payments).toHaveLength(1);
    expect((await o.client.ok(o.client.get(second.id))).payments).toHaveLength(1);
    expect((await list(o.token, '?status=all')).data).toHaveLength(1);
    const balances = await balancesByNumber(database.db, o.accountId);
    expect(Number(balances['1300'])).toBe(1500);
    expect(Number(balances['2300'] ?? 0)).toBe(0);

    // The statement's line of the receipt meets both parts, posting nothing.
    const banking = invoiceClient(app, o.token);
    const chart = (await banking.inject('GET', '/ledger_accounts')).json().data as ChartRow[];
    const mpesa = chart.find((row) => row.number === '1300')!.id;
    const csv = portal([
      { receipt: body.TransID, day: '20-01-2026', details: 'Pay Bill from JOHN DOE', amount: 1500 },
    ]);
    const form = multipartBody([{ name: 'file', content: csv, filename: 'mpesa.csv' }]);
    const imported = await app.inject({
      method: 'POST',
      url: `/api/bank_accounts/${mpesa}/statements`,
      headers: { ...bearer(o.token), ...form.headers },
      payload: form.payload,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const [statementLine] = (await banking.inject('GET', '/bank_lines')).json().data;
    const ids = [...paidFirst.payments, ...paid.payments].map((payment) => String(payment.id)).sort();
    expect(statementLine).toMatchObject({
      reference: body.TransID,
      status: 'matched',
      match: expect.objectContaining({ kind: 'payment' }),
    });
    expect([...statementLine.match.ids].sort()).toEqual(ids);
    expect(Number((await balancesByNumber(database.db, o.accountId))['1300'])).toBe(1500);
    await expectStatementLinesAgree(database.db);
    await expectBalancedBooks(o.accountId);
  });

  it('refuses more than the balance (422), a paid invoice (422), a bad body (400/422), changing nothing', async () => {
    const o = await owner();
    const small = await sentInvoice(o, 100);
    await confirm(app, o.c2b, confirmation({ BillRefNumber: 'x', TransAmount: '250.00' }));
    const [row] = (await list(o.token)).data;
    const over = await assign(o.token, row!.id, small.id);
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toBe('Payment of KES 250.00 is more than the balance of KES 100.00');
    await o.client.ok(o.client.pay(small.id, { amount: 100, paid_on: '2026-01-20', method: 'cash' }), 201);
    expect((await assign(o.token, row!.id, small.id)).json().error).toBe('This invoice is already paid.');
    const noInvoice = await app.inject({
      method: 'POST',
      url: `/api/mpesa/unmatched/${row!.id}/assign`,
      headers: bearer(o.token),
      payload: {},
    });
    expect(noInvoice.statusCode).toBe(422);
    expect((await list(o.token)).data).toEqual([row]);
    expect(Number((await balancesByNumber(database.db, o.accountId))['2300'])).toBe(-250);
    await expectBalancedBooks(o.accountId);
  });

  it("another account's entry or invoice: 404", async () => {
    const a = await owner();
    const b = await owner();
    const invoiceA = await sentInvoice(a, 100);
    const invoiceB = await sentInvoice(b, 100);
    await confirm(app, a.c2b, confirmation({ BillRefNumber: 'x', TransAmount: '50.00' }));
    const [rowA] = (await list(a.token)).data;
    const foreignEntry = await assign(b.token, rowA!.id, invoiceB.id);
    expect(foreignEntry.statusCode).toBe(404);
    expect(foreignEntry.json()).toEqual({ error: 'Unmatched M-Pesa payment not found' });
    const foreignInvoice = await assign(a.token, rowA!.id, invoiceB.id);
    expect(foreignInvoice.statusCode).toBe(404);
    for (const id of ['0', 'abc', '99999999999'])
      expect((await assign(a.token, id, invoiceA.id)).statusCode).toBe(404);
    expect((await list(a.token)).data).toEqual([rowA]);
    expect((await list(b.token, '?status=all')).data).toEqual([]);
  });
});
