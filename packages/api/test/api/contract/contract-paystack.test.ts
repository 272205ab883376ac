import { describe, expect, it } from 'vitest';
import { backend, signUp } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { usePaystackApp } from '../../support/paystack-app.ts';

// api-contract.md "Public pay page and payments", POST /payments/paystack/webhook: with a Paystack secret key.
const setup = usePaystackApp();

const webhook = (body: string, signature: string | null) =>
  setup.app.inject({
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
    const client = invoiceClient(setup.app, (await signUp(setup.app)).token);
    const draft = await client.created({ contact_id: await client.contact({ email: 'jane@acme.example' }) });
    await client.ok(client.addItems(draft.id, [line({ quantity: 1, unit_price: 500, tax_rate: 0 })]));
    const invoice = await client.ok(client.update(draft.id, { status: 'sent' }));
    const started = await setup.app.inject({
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
    const signature = setup.sign(body);

    expect((await webhook(body, null)).statusCode).toBe(401);
    expect((await webhook(body, setup.sign(body, 'sk_other'))).statusCode).toBe(401);
    for (const _ of [1, 2]) expect((await webhook(body, signature)).statusCode).toBe(200);
    expect(await client.ok(client.get(invoice.id))).toMatchObject({
      status: 'paid',
      paid_amount: 500,
      balance: 0,
    });
  });
});
