import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { business, charge, chargeEnvelope, sentInvoice, verify } from '../../support/mpesa-helpers.ts';

// Without PAYSTACK_SECRET_KEY: the built-in test service answers the charge and stands in for the phone.

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

async function prompted(price = 1190) {
  const owner = await business(app);
  const invoice = await sentInvoice(owner, price);
  const response = await charge(app, invoice.id, '0712345678');
  expect(response.statusCode).toBe(200);
  return { owner, invoice, data: chargeEnvelope.parse(response.json()).data };
}

const answer = (url: string, value: string) =>
  app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `answer=${value}`,
  });

describe(`the built-in test phone on ${backend}`, () => {
  it('answers pending with a test phone page: TEST PAYMENT, the amount, the phone, three buttons', async () => {
    const { data } = await prompted();
    expect(data).toEqual({
      reference: expect.any(String),
      status: 'pending',
      display_text: 'Check your phone and enter your M-Pesa PIN',
      test_phone_url: `http://localhost:80/api/test-paystack/phone/${data.reference}`,
    });
    const page = await app.inject({ url: new URL(data.test_phone_url!).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST PAYMENT');
    expect(page.body).toContain('KES 1,190.00');
    expect(page.body).toContain('+254712345678');
    expect(page.body).not.toContain('<script');
    for (const [value, label] of [
      ['approve', 'Approve'],
      ['decline', 'Decline'],
      ['ignore', "Don't answer"],
    ]) {
      expect(page.body).toContain(`name="answer" value="${value}">${label}</button>`);
    }
  });

  it('Approve pays the invoice once through the signed webhook', async () => {
    const { owner, invoice, data } = await prompted();
    expect((await verify(app, data.reference)).status).toBe('pending');
    const approved = await answer(data.test_phone_url!, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.body).toContain('approved');
    // A second press changes nothing.
    await answer(data.test_phone_url!, 'approve');
    const verified = await verify(app, data.reference);
    expect(verified).toMatchObject({ status: 'success', invoice: { status: 'paid', balance: 0 } });
    const paid = await owner.client.ok(owner.client.get(invoice.id));
    expect(paid.payments).toEqual([expect.objectContaining({ amount: 1190, method: 'paystack' })]);
  });

  it('Decline fails the payment; the invoice still owes it', async () => {
    const { data } = await prompted();
    expect((await answer(data.test_phone_url!, 'decline')).body).toContain('declined');
    expect(await verify(app, data.reference)).toMatchObject({ status: 'failed', invoice: { balance: 1190 } });
    // Declined stays declined.
    await answer(data.test_phone_url!, 'approve');
    expect((await verify(app, data.reference)).status).toBe('failed');
  });

  it("Don't answer leaves it pending, and the page says so", async () => {
    const { data } = await prompted();
    const ignored = await answer(data.test_phone_url!, 'ignore');
    expect(ignored.statusCode).toBe(200);
    expect(ignored.body).toContain('Not answered.');
    expect(ignored.body).toContain('The payment stays pending');
    expect(await verify(app, data.reference)).toMatchObject({
      status: 'pending',
      invoice: { balance: 1190 },
    });
  });

  it('unknown prompts and answers: 404 and 400', async () => {
    const missing = await app.inject({ url: '/api/test-paystack/phone/DFT-nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Test phone not found');
    const { data } = await prompted();
    expect((await answer(data.test_phone_url!, 'maybe')).statusCode).toBe(400);
  });
});
