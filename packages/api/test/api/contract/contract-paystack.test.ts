import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { fakePaystack } from '../../support/fake-paystack.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';

// api-contract.md "Public pay page and payments", POST /payments/paystack/webhook: with a Paystack secret key.
const SECRET = `sk_test_${randomBytes(16).toString('hex')}`;
let database: Database;
let app: FastifyInstance;
let paystack: Awaited<ReturnType<typeof fakePaystack>>;

beforeAll(async () => {
  paystack = await fakePaystack(SECRET);
  database = await testDatabase();
  app = await testApp(database, {
    paystackSecretKey: SECRET,
    paystackBaseUrl: paystack.url,
    publicRateLimitMax: 100_000,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await paystack?.close();
});

const webhook = (body: string, signature: string | null) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-paystack-signature': signature }),
    },
    payload: body,
  });

describe(`api-contract public pay page and payments, the Paystack webhook, on ${backend}`, () => {
  it('POST /payments/paystack/webhook (public, signed): 200, checked by its HMAC-SHA512, each reference once', async () => {
    const client = invoiceClient(app, (await signUp(app)).token);
    const draft = await client.created({ contact_id: await client.contact({ email: 'jane@acme.example' }) });
    await client.ok(client.addItems(draft.id, [line({ quantity: 1, unit_price: 500, tax_rate: 0 })]));
    const invoice = await client.ok(client.update(draft.id, { status: 'sent' }));
    const started = await app.inject({
      method: 'POST',
      url: '/api/payments/initialize_paystack',
      payload: { invoice_id: invoice.id },
    });
    const { reference } = started.json().data as { reference: string };
    const body = JSON.stringify({
      event: 'charge.success',
      data: {
        reference,
        amount: 50_000,
        currency: 'KES',
        status: 'success',
        paid_at: '2026-03-10T09:00:00Z',
      },
    });
    const signature = createHmac('sha512', SECRET).update(body).digest('hex');

    expect((await webhook(body, null)).statusCode).toBe(401);
    expect(
      (await webhook(body, createHmac('sha512', 'sk_other').update(body).digest('hex'))).statusCode,
    ).toBe(401);
    for (const _ of [1, 2]) expect((await webhook(body, signature)).statusCode).toBe(200);
    expect(await client.ok(client.get(invoice.id))).toMatchObject({
      status: 'paid',
      paid_amount: 500,
      balance: 0,
    });
  });
});
