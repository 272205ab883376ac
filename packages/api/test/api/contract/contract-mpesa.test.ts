import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, bearer, testApp, testDatabase } from '../../support/helpers.ts';
import { mpesaCode } from '../../support/invoice-helpers.ts';
import {
  ACCEPTED,
  business,
  c2bToken,
  charge,
  confirm,
  confirmation,
  sentInvoice,
} from '../../support/mpesa-helpers.ts';

// books-contract.md section 9, M-Pesa: the routes, names and statuses as written.
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

describe(`books-contract section 9, M-Pesa, on ${backend}`, () => {
  it('POST /payments/mpesa/charge (public): {data:{reference, status:"pending", display_text}}', async () => {
    const owner = await business(app);
    const invoice = await sentInvoice(owner, 500);
    const answer = await charge(app, invoice.id, '0712 345 678');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      reference: expect.any(String),
      status: 'pending',
      display_text: expect.any(String),
    });
    const verified = await app.inject({ url: `/api/payments/verify/${answer.json().data.reference}` });
    expect(verified.statusCode).toBe(200);
    expect(['pending', 'success', 'failed']).toContain(verified.json().data.status);
    expect(verified.json().data).toHaveProperty('invoice');
  });

  it('takes every Kenyan form of a number (07…, 01…, +2547…, 2541…); a foreign one is 422', async () => {
    const owner = await business(app);
    for (const phone of ['0712345678', '0112345678', '+254712345678', '254112345678']) {
      const invoice = await sentInvoice(owner, 100);
      expect((await charge(app, invoice.id, phone)).statusCode, phone).toBe(200);
    }
    const invoice = await sentInvoice(owner, 100);
    expect((await charge(app, invoice.id, '+44 7700 900123')).statusCode).toBe(422);
  });

  it('mpesa_c2b_token in GET /account; a confirmation answers {ResultCode: 0, ResultDesc: "Accepted"}', async () => {
    const owner = await business(app);
    const invoice = await sentInvoice(owner, 1190);
    const token = await c2bToken(app, owner.token);
    expect(token).toEqual(expect.any(String));
    const transId = mpesaCode();
    const body = confirmation({ TransID: transId, BillRefNumber: invoice.invoice_number.toLowerCase() });
    const answer = await confirm(app, token, body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(ACCEPTED);
    expect((await confirm(app, token, body)).json()).toEqual(ACCEPTED);
    const paid = await owner.client.ok(owner.client.get(invoice.id));
    expect(paid).toMatchObject({ status: 'paid', paid_amount: 1190 });
    expect(paid.payments).toEqual([expect.objectContaining({ method: 'mpesa', reference: transId })]);
    expect(transId).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('an unknown token is 404 and stores nothing', async () => {
    const answer = await confirm(app, 'not-a-token', confirmation());
    expect(answer.statusCode).toBe(404);
  });

  it('GET /mpesa/unmatched rows {id, trans_id, amount, bill_ref_number, msisdn, received_at, invoice_id}; assign', async () => {
    const owner = await business(app);
    const invoice = await sentInvoice(owner, 300);
    const token = await c2bToken(app, owner.token);
    await confirm(app, token, confirmation({ BillRefNumber: 'nothing known', TransAmount: '300.00' }));
    const list = await app.inject({ url: '/api/mpesa/unmatched', headers: bearer(owner.token) });
    expect(list.statusCode).toBe(200);
    const [row] = list.json().data as Record<string, unknown>[];
    expect(row).toMatchObject({
      id: expect.any(Number),
      trans_id: expect.any(String),
      amount: 300,
      bill_ref_number: 'nothing known',
      received_at: expect.any(String),
      invoice_id: null,
    });
    expect(row).toHaveProperty('msisdn');
    const assigned = await app.inject({
      method: 'POST',
      url: `/api/mpesa/unmatched/${row!.id}/assign`,
      headers: bearer(owner.token),
      payload: { invoice_id: invoice.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  });

  it('PUT /account {account:{rotate_mpesa_token: true}} rotates the token; the old one is 404', async () => {
    const owner = await business(app);
    const before = await c2bToken(app, owner.token);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: bearer(owner.token),
      payload: { account: { rotate_mpesa_token: true } },
    });
    expect(put.statusCode).toBe(200);
    const after = await c2bToken(app, owner.token);
    expect(after).not.toBe(before);
    expect((await confirm(app, before, confirmation())).statusCode).toBe(404);
  });
});
