import { randomUUID } from 'node:crypto';
import { dataEnvelope, initializePaystackResultSchema, paymentVerificationSchema } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paystackTransactions } from '../../../src/db/schema.ts';
import { backend, signUp, testPayApp } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { usePaystackApp } from '../../support/paystack-app.ts';

// The pay page's API with PAYSTACK_SECRET_KEY set, against a fake Paystack over HTTP (PAYSTACK_BASE_URL).

const setup = usePaystackApp();

const initializeEnvelope = dataEnvelope(initializePaystackResultSchema);
const verificationEnvelope = dataEnvelope(paymentVerificationSchema);

async function invoiceFor(price = 1234.56) {
  const { token } = await signUp(setup.app, { business_name: 'Duka Supplies' });
  const client = invoiceClient(setup.app, token);
  const contactId = await client.contact({ email: 'jane@acme.example', company_name: 'Acme Ltd' });
  const invoice = await client.created({ contact_id: contactId });
  await client.ok(client.addItems(invoice.id, [line({ unit_price: price })]));
  await client.ok(client.update(invoice.id, { status: 'sent' }));
  return { client, invoiceId: invoice.id, invoiceNumber: invoice.invoice_number };
}

async function initialized(invoiceId: string) {
  const response = await setup.app.inject({
    method: 'POST',
    url: '/api/payments/initialize_paystack',
    payload: { invoice_id: invoiceId },
  });
  if (response.statusCode !== 200) throw new Error(`initialize: ${response.statusCode} ${response.body}`);
  return initializeEnvelope.parse(response.json()).data;
}

const { sign } = setup;

/** Posts a webhook event; signed with the secret unless a signature (or none) is given. */
function webhook(event: unknown, options: { body?: string; signature?: string | null } = {}) {
  const body = options.body ?? JSON.stringify(event);
  const signature = options.signature === undefined ? sign(body) : options.signature;
  return setup.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-paystack-signature': signature }),
    },
    payload: body,
  });
}

const chargeSuccess = (
  reference: string,
  amount: number,
  currency = 'KES',
  extra: Record<string, unknown> = {},
) => ({
  event: 'charge.success',
  data: {
    id: 302961,
    domain: 'live',
    status: 'success',
    reference,
    amount,
    currency,
    paid_at: '2026-01-20T09:30:00.000Z',
    channel: 'card',
    customer: { email: 'jane@acme.example' },
    ...extra,
  },
});

async function row(reference: string) {
  const [found] = await setup.database.db
    .select()
    .from(paystackTransactions)
    .where(eq(paystackTransactions.reference, reference));
  return found;
}

describe(`initialize_paystack against Paystack's API on ${backend}`, () => {
  it('POSTs transaction/initialize with the secret key, the balance in the subunit and the callback', async () => {
    const { invoiceId, invoiceNumber } = await invoiceFor();
    const data = await initialized(invoiceId);
    expect(data.authorization_url).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    expect(setup.paystack.requests).toHaveLength(1);
    const [request] = setup.paystack.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/transaction/initialize',
      authorization: `Bearer ${setup.secret}`,
    });
    expect(request?.body).toEqual({
      email: 'jane@acme.example',
      amount: 123456,
      currency: 'KES',
      reference: data.reference,
      callback_url: `http://localhost:80/link/${invoiceId}`,
      metadata: {
        invoice_id: invoiceId,
        invoice_number: invoiceNumber,
        business_name: 'Duka Supplies',
        cancel_action: `http://localhost:80/link/${invoiceId}`,
        custom_fields: [{ display_name: 'Invoice', variable_name: 'invoice_number', value: invoiceNumber }],
      },
    });
    expect(Number.isInteger(request?.body?.amount)).toBe(true);
  });

  it("answers 502 with Paystack's reason when it refuses, and keeps the reference as failed", async () => {
    const { invoiceId } = await invoiceFor();
    setup.paystack.answerNext(400, { status: false, message: 'Currency not supported by merchant' });
    const refused = await setup.app.inject({
      method: 'POST',
      url: '/api/payments/initialize_paystack',
      payload: { invoice_id: invoiceId },
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      error: 'Paystack could not start the payment: Currency not supported by merchant',
    });
    const reference = setup.paystack.requests[0]?.body?.reference as string;
    expect(await row(reference)).toMatchObject({ status: 'failed' });
    expect((await row(reference))?.problem).toContain('Currency not supported');

    // A refused key or an unreachable Paystack is not the customer's business: a generic message.
    setup.paystack.answerNext(401, { status: false, message: 'Invalid key' });
    const keyRefused = await setup.app.inject({
      method: 'POST',
      url: '/api/payments/initialize_paystack',
      payload: { invoice_id: invoiceId },
    });
    expect(keyRefused.statusCode).toBe(502);
    expect(keyRefused.json()).toEqual({
      error: 'We could not start the payment with Paystack. Please try again in a moment.',
    });
    // An authorization URL that is not http(s) never reaches the page.
    setup.paystack.answerNext(200, {
      status: true,
      message: 'ok',
      data: { authorization_url: 'javascript:alert(1)', access_code: 'x', reference: 'ignored' },
    });
    expect(
      (
        await setup.app.inject({
          method: 'POST',
          url: '/api/payments/initialize_paystack',
          payload: { invoice_id: invoiceId },
        })
      ).statusCode,
    ).toBe(502);
  });

  it('does not mount the built-in test checkout when a real key is configured', async () => {
    const payApp = await testPayApp(setup.database, {
      appsDir: null,
      logLevel: 'silent',
      paystackSecretKey: setup.secret,
      paystackBaseUrl: setup.paystack.url,
    });
    try {
      for (const target of [setup.app, payApp]) {
        for (const [method, url] of [
          ['GET', '/api/test-paystack/checkout/abc'],
          ['POST', '/api/test-paystack/transaction/initialize'],
          ['GET', '/api/test-paystack/transaction/verify/abc'],
        ] as const) {
          expect((await target.inject({ method, url })).statusCode, url).toBe(404);
        }
      }
    } finally {
      await payApp.close();
    }
  });
});

describe(`paystack webhook on ${backend}`, () => {
  it('records a correctly signed charge.success once: paid_amount, balance and status follow', async () => {
    const { client, invoiceId } = await invoiceFor();
    const { reference } = await initialized(invoiceId);
    const event = chargeSuccess(reference, 123456);
    const response = await webhook(event);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { received: true, outcome: 'applied' } });
    const invoice = await client.ok(client.get(invoiceId));
    expect(invoice).toMatchObject({ status: 'paid', paid_amount: 1234.56, balance: 0 });
    expect(invoice.payments).toEqual([
      expect.objectContaining({
        amount: 1234.56,
        method: 'paystack',
        reference,
        paid_on: expect.any(String),
      }),
    ]);
    expect(await row(reference)).toMatchObject({ status: 'success', problem: null });
    expect((await row(reference))?.paidAt?.toISOString()).toBe('2026-01-20T09:30:00.000Z');

    // Paystack retries (and replays) deliver the same event: nothing changes.
    for (let n = 0; n < 3; n += 1) {
      const replay = await webhook(event);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ data: { received: true, outcome: 'already_applied' } });
    }
    const after = await client.ok(client.get(invoiceId));
    expect(after.payments).toHaveLength(1);
    expect(after).toMatchObject({ status: 'paid', paid_amount: 1234.56, balance: 0 });
  });

  it('refuses unsigned, wrongly signed and re-serialized bodies with 401, changing nothing', async () => {
    const { client, invoiceId } = await invoiceFor();
    const { reference } = await initialized(invoiceId);
    const event = chargeSuccess(reference, 123456);
    const body = JSON.stringify(event);
    const cases = [
      { signature: null },
      { signature: '' },
      { signature: sign(body, 'sk_test_someone_else') },
      { signature: sign(body).replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
      // The same event with other whitespace: a signature over the bytes Paystack did not send.
      { body: JSON.stringify(event, null, 2), signature: sign(body) },
      { body: `${body} `, signature: sign(body) },
    ];
    for (const options of cases) {
      const response = await webhook(event, options);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid signature' });
    }
    expect((await client.ok(client.get(invoiceId))).payments).toEqual([]);
    expect((await row(reference))?.status).toBe('pending');
    // The same pretty body correctly signed is fine: the signature covers whatever bytes arrive.
    const pretty = JSON.stringify(event, null, 2);
    expect((await webhook(event, { body: pretty, signature: sign(pretty) })).json().data.outcome).toBe(
      'applied',
    );
  });

  it('rejects a charge whose amount or currency differ from what was initialized: recorded, not applied', async () => {
    const { client, invoiceId } = await invoiceFor();
    const short = await initialized(invoiceId);
    const wrongAmount = await webhook(chargeSuccess(short.reference, 100));
    expect(wrongAmount.statusCode).toBe(200);
    expect(wrongAmount.json().data.outcome).toBe('rejected');
    expect(await row(short.reference)).toMatchObject({
      status: 'rejected',
      problem: 'Paystack reported KES 1.00; KES 1234.56 was initialized',
    });

    const other = await initialized(invoiceId);
    const wrongCurrency = await webhook(chargeSuccess(other.reference, 123456, 'NGN'));
    expect(wrongCurrency.json().data.outcome).toBe('rejected');
    expect((await row(other.reference))?.problem).toBe(
      'Paystack reported NGN 1234.56; KES 1234.56 was initialized',
    );

    // A rejected reference stays rejected, even when the right event follows.
    expect((await webhook(chargeSuccess(short.reference, 123456))).json().data.outcome).toBe('rejected');
    const invoice = await client.ok(client.get(invoiceId));
    expect(invoice).toMatchObject({ status: 'sent', paid_amount: 0, balance: 1234.56 });
    expect(invoice.payments).toEqual([]);
    // The owner sees both: the customer paid, the books did not take it.
    expect(invoice.unrecorded_charges).toEqual([
      {
        reference: short.reference,
        amount: 1234.56,
        currency: 'KES',
        paid_at: expect.any(String),
        problem: 'Paystack reported KES 1.00; KES 1234.56 was initialized',
      },
      {
        reference: other.reference,
        amount: 1234.56,
        currency: 'KES',
        paid_at: expect.any(String),
        problem: 'Paystack reported NGN 1234.56; KES 1234.56 was initialized',
      },
    ]);
  });

  it('acknowledges unknown references and other events (200) without changing anything', async () => {
    const unknown = await webhook(chargeSuccess(`T${randomUUID()}`, 5000));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ data: { received: true, outcome: 'unknown_reference' } });
    for (const event of [
      { event: 'transfer.success', data: { reference: 'x' } },
      { event: 'charge.dispute.create', data: {} },
      { event: 'subscription.create' },
    ]) {
      const response = await webhook(event);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { received: true, outcome: 'ignored' } });
    }
    // charge.success without a readable charge, or not successful after all: acknowledged, ignored.
    expect((await webhook({ event: 'charge.success', data: { reference: 'x' } })).json().data.outcome).toBe(
      'ignored',
    );
    const { invoiceId } = await invoiceFor();
    const { reference } = await initialized(invoiceId);
    expect(
      (await webhook(chargeSuccess(reference, 123456, 'KES', { status: 'failed' }))).json().data.outcome,
    ).toBe('ignored');
    expect((await row(reference))?.status).toBe('pending');
    // Signed garbage: 400.
    const garbage = '{"event":';
    expect((await webhook(null, { body: garbage, signature: sign(garbage) })).statusCode).toBe(400);
  });

  it('a charge for more than the balance left (paid by hand meanwhile) is rejected, not applied', async () => {
    const { client, invoiceId } = await invoiceFor(1000);
    const { reference } = await initialized(invoiceId);
    await client.ok(client.pay(invoiceId, { amount: 300, paid_on: '2026-01-15', method: 'cash' }), 201);
    const response = await webhook(chargeSuccess(reference, 100000));
    expect(response.json().data.outcome).toBe('rejected');
    expect((await row(reference))?.problem).toBe(
      'The invoice did not take the payment: Payment of KES 1,000.00 is more than the balance of KES 700.00',
    );
    expect(await client.ok(client.get(invoiceId))).toMatchObject({
      paid_amount: 300,
      balance: 700,
      status: 'sent',
      unrecorded_charges: [{ reference, amount: 1000, currency: 'KES', paid_at: expect.any(String) }],
    });
  });

  it('a part payment: the invoice grew after the checkout started, so a balance remains and it stays sent', async () => {
    const { client, invoiceId } = await invoiceFor(1000);
    const { reference } = await initialized(invoiceId);
    await client.ok(client.addItems(invoiceId, [line({ description: 'Delivery', unit_price: 250 })]));
    expect((await webhook(chargeSuccess(reference, 100000))).json().data.outcome).toBe('applied');
    const invoice = await client.ok(client.get(invoiceId));
    expect(invoice).toMatchObject({ status: 'sent', total: 1250, paid_amount: 1000, balance: 250 });
    expect(invoice.payments).toEqual([
      expect.objectContaining({ amount: 1000, method: 'paystack', reference }),
    ]);
    // The rest, through another checkout, for the balance left.
    const rest = await initialized(invoiceId);
    expect((await row(rest.reference))?.amountSubunit).toBe(25000);
    expect((await webhook(chargeSuccess(rest.reference, 25000))).json().data.outcome).toBe('applied');
    expect(await client.ok(client.get(invoiceId))).toMatchObject({
      status: 'paid',
      paid_amount: 1250,
      balance: 0,
    });
  });
});

describe(`payments/verify against Paystack's API on ${backend}`, () => {
  const verify = (reference: string) =>
    setup.app.inject({ method: 'GET', url: `/api/payments/verify/${reference}` });

  it('applies a success once; verify again asks nobody; a later webhook changes nothing', async () => {
    const { client, invoiceId } = await invoiceFor();
    const { reference } = await initialized(invoiceId);
    setup.paystack.settle(reference, 'success');
    setup.paystack.requests.length = 0;

    const first = await verify(reference);
    expect(first.statusCode).toBe(200);
    expect(verificationEnvelope.parse(first.json()).data).toEqual({
      reference,
      status: 'success',
      invoice: expect.objectContaining({ id: invoiceId, status: 'paid', paid_amount: 1234.56, balance: 0 }),
    });
    expect(setup.paystack.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: `/transaction/verify/${reference}`,
        authorization: `Bearer ${setup.secret}`,
      }),
    ]);
    const second = await verify(reference);
    expect(second.json().data.status).toBe('success');
    expect(setup.paystack.requests).toHaveLength(1);

    expect((await webhook(chargeSuccess(reference, 123456))).json().data.outcome).toBe('already_applied');
    const invoice = await client.ok(client.get(invoiceId));
    expect(invoice.payments).toHaveLength(1);
    expect(invoice.payments[0]).toMatchObject({ paid_on: '2026-01-20', reference, method: 'paystack' });
  });

  it('webhook first, then verify: still once', async () => {
    const { client, invoiceId } = await invoiceFor();
    const { reference } = await initialized(invoiceId);
    setup.paystack.settle(reference, 'success');
    expect((await webhook(chargeSuccess(reference, 123456))).json().data.outcome).toBe('applied');
    expect((await verify(reference)).json().data).toMatchObject({
      status: 'success',
      invoice: { status: 'paid' },
    });
    expect((await client.ok(client.get(invoiceId))).payments).toHaveLength(1);
  });

  it('webhook and verify at the same moment: recorded once', async () => {
    const { client, invoiceId } = await invoiceFor();
    const { reference } = await initialized(invoiceId);
    setup.paystack.settle(reference, 'success');
    const answers = await Promise.all([
      webhook(chargeSuccess(reference, 123456)),
      verify(reference),
      webhook(chargeSuccess(reference, 123456)),
      verify(reference),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const outcomes = [answers[0], answers[2]].map((answer) => answer?.json().data.outcome);
    expect(outcomes.filter((outcome) => outcome === 'applied').length).toBeLessThanOrEqual(1);
    const invoice = await client.ok(client.get(invoiceId));
    expect(invoice.payments).toHaveLength(1);
    expect(invoice).toMatchObject({ status: 'paid', paid_amount: 1234.56 });
  });

  it('reports failed, abandoned and pending as Paystack says, and applies nothing', async () => {
    const { client, invoiceId } = await invoiceFor();
    for (const [paystackStatus, shown] of [
      ['failed', 'failed'],
      ['reversed', 'failed'],
      ['abandoned', 'abandoned'],
      ['ongoing', 'pending'],
      ['processing', 'pending'],
    ] as const) {
      const { reference } = await initialized(invoiceId);
      setup.paystack.settle(reference, paystackStatus);
      const response = await verify(reference);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        reference,
        status: shown,
        invoice: { status: 'sent', balance: 1234.56 },
      });
      expect((await row(reference))?.status).toBe(shown === 'pending' ? 'pending' : shown);
    }
    expect((await client.ok(client.get(invoiceId))).payments).toEqual([]);
  });

  it('a success whose amount differs is not applied', async () => {
    const { client, invoiceId } = await invoiceFor();
    const { reference } = await initialized(invoiceId);
    setup.paystack.settle(reference, 'success').amount = 50;
    expect((await verify(reference)).json().data).toMatchObject({
      status: 'success',
      invoice: { balance: 1234.56 },
    });
    expect((await row(reference))?.status).toBe('rejected');
    expect((await client.ok(client.get(invoiceId))).payments).toEqual([]);
  });

  it('404 for a reference that is not ours; 502 when Paystack cannot answer', async () => {
    const unknown = await verify('DFT-ffffffffffffffffffffffff');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Payment not found' });
    expect(setup.paystack.requests).toEqual([]);

    const { invoiceId } = await invoiceFor();
    const { reference } = await initialized(invoiceId);
    setup.paystack.answerNext(500, { status: false, message: 'Internal error' });
    const down = await verify(reference);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({
      error: 'We could not check this payment with Paystack. Please try again in a moment.',
    });
  });
});
