import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  dataEnvelope,
  initializePaystackResultSchema,
  paymentVerificationSchema,
  publicInvoiceSchema,
} from '@daftari/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { paystackTransactions } from '../../../src/db/schema.ts';
import { TOO_MANY_REQUESTS } from '../../../src/modules/payments/throttle.ts';
import { backend, bearer, signUp, testApp, testDatabase, testPayApp } from '../../support/helpers.ts';
import { invoiceClient, line, mpesaCode } from '../../support/invoice-helpers.ts';

// The pay page's API with no PAYSTACK_SECRET_KEY: the built-in test checkout stands in for Paystack.

let database: Database;
let app: FastifyInstance;
let payApp: FastifyInstance;

const quiet = { appsDir: null, logLevel: 'silent' as const, publicRateLimitMax: 100_000 };

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { publicRateLimitMax: 100_000 });
  payApp = await testPayApp(database, { ...quiet });
});
afterAll(async () => {
  await payApp?.close();
  await app?.close();
  await database?.close();
});

const publicEnvelope = dataEnvelope(publicInvoiceSchema);
const initializeEnvelope = dataEnvelope(initializePaystackResultSchema);
const verificationEnvelope = dataEnvelope(paymentVerificationSchema);

/** An account with a contact and an invoice of one line of 1,234.56, sent unless `send` is false. */
async function invoiceFor(
  options: { send?: boolean; contact?: Record<string, unknown>; price?: number; business?: string } = {},
) {
  const { token, data } = await signUp(app, { business_name: options.business ?? 'Wanjiru Traders' });
  const client = invoiceClient(app, token);
  const contactId = await client.contact({
    email: 'achieng@example.com',
    company_name: 'Otieno Hardware',
    ...options.contact,
  });
  const invoice = await client.created({ contact_id: contactId });
  if (options.price !== 0) {
    await client.ok(
      client.addItems(invoice.id, [
        line({ description: 'Secret consulting', unit_price: options.price ?? 1234.56 }),
      ]),
    );
  }
  if (options.send !== false) await client.ok(client.update(invoice.id, { status: 'sent' }));
  return { token, client, contactId, invoiceId: invoice.id, accountId: data.account.id as number, invoice };
}

const publicInvoice = (target: FastifyInstance, id: string) =>
  target.inject({ method: 'GET', url: `/api/public/invoices/${id}` });

const initialize = (target: FastifyInstance, invoiceId: unknown, headers: Record<string, string> = {}) =>
  target.inject({
    method: 'POST',
    url: '/api/payments/initialize_paystack',
    headers,
    payload: { invoice_id: invoiceId } as Record<string, unknown>,
  });

const verify = (target: FastifyInstance, reference: string) =>
  target.inject({ method: 'GET', url: `/api/payments/verify/${encodeURIComponent(reference)}` });

/** Submits the test checkout's form as a browser would. */
const submitCheckout = (target: FastifyInstance, url: string, outcome: string) =>
  target.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

async function transactionRow(reference: string) {
  const [row] = await database.db
    .select()
    .from(paystackTransactions)
    .where(eq(paystackTransactions.reference, reference));
  return row;
}

describe(`public invoice on ${backend}`, () => {
  it('GET /public/invoices/{id} answers only what a payer needs, without signing in, on both servers', async () => {
    const { token, invoiceId, contactId, invoice } = await invoiceFor();
    // Bank details on the account must not leak to the public page; the paybill is how the customer pays.
    const account = await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: bearer(token),
      payload: {
        account: {
          bank_account_number: '0123456789',
          email: 'owner@wanjiru.example',
          mpesa_paybill: '522522',
        },
      },
    });
    expect(account.statusCode).toBe(200);

    for (const target of [app, payApp]) {
      const response = await publicInvoice(target, invoiceId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = publicEnvelope.parse(response.json());
      expect(response.json()).toEqual({
        data: {
          id: invoiceId,
          invoice_number: invoice.invoice_number,
          status: 'sent',
          currency: 'KES',
          subtotal: 1234.56,
          discount_total: 0,
          tax_total: 0,
          total: 1234.56,
          paid_amount: 0,
          credited_amount: 0,
          balance: 1234.56,
          due_date: '2026-02-09',
          contact_id: contactId,
          contact: { company_name: 'Otieno Hardware', full_name: 'Achieng Otieno' },
          account: { name: 'Wanjiru Traders', paybill: '522522', till: null, payment_instructions: null },
          lines: [
            {
              description: 'Secret consulting',
              quantity: 1,
              unit: 'hours',
              unit_price: 1234.56,
              discount: 0,
              tax_rate: 0,
              amount: 1234.56,
            },
          ],
          payments: [],
          pdf_path: `/public/invoices/${invoiceId}/pdf`,
          mpesa_provider: 'paystack',
        },
      });
      // Every field of the contract but `etims`, which only an invoice KRA eTIMS signed carries.
      const fields = Object.keys(publicInvoiceSchema.shape).filter((key) => key !== 'etims');
      expect(Object.keys(body.data).sort()).toEqual(fields.sort());
      for (const secret of ['0123456789', 'owner@wanjiru', 'achieng@example.com']) {
        expect(response.body).not.toContain(secret);
      }
    }
  });

  it('answers 404 Invoice not found for drafts, unknown, malformed and upper-cased-unknown ids', async () => {
    const { invoiceId } = await invoiceFor({ send: false });
    for (const id of [
      invoiceId,
      randomUUID(),
      'abc',
      '1',
      `${invoiceId}x`,
      '%20',
      'ABCDEF00-0000-4000-8000-000000000000',
    ]) {
      for (const target of [app, payApp]) {
        const response = await publicInvoice(target, id);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ error: 'Invoice not found' });
      }
    }
  });

  it('finds an invoice by its id in upper case too', async () => {
    const { invoiceId } = await invoiceFor();
    expect((await publicInvoice(app, invoiceId.toUpperCase())).json().data.id).toBe(invoiceId);
  });

  it('shows a part-paid and a paid invoice as they stand', async () => {
    const { client, invoiceId } = await invoiceFor({ price: 1000 });
    await client.ok(
      client.pay(invoiceId, { amount: 400, paid_on: '2026-01-15', method: 'mpesa', reference: mpesaCode() }),
      201,
    );
    expect((await publicInvoice(payApp, invoiceId)).json().data).toMatchObject({
      status: 'sent',
      total: 1000,
      paid_amount: 400,
      balance: 600,
    });
    await client.ok(client.pay(invoiceId, { amount: 600, paid_on: '2026-01-16', method: 'cash' }), 201);
    expect((await publicInvoice(payApp, invoiceId)).json().data).toMatchObject({
      status: 'paid',
      paid_amount: 1000,
      balance: 0,
    });
  });

  it('the pay server serves only the public API routes', async () => {
    const { token, invoiceId } = await invoiceFor();
    for (const url of [
      '/api/invoices',
      `/api/invoices/${invoiceId}`,
      '/api/users/current',
      '/api/contacts',
    ]) {
      const response = await payApp.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await payApp.inject({ method: 'POST', url: '/api/login', payload: {} })).statusCode).toBe(404);
  });
});

describe(`public rate limit on ${backend}`, () => {
  it('answers 429 with Retry-After past PUBLIC_RATE_LIMIT_MAX a minute per IP, per route', async () => {
    const limited = await testApp(database, { publicRateLimitMax: 3 });
    try {
      const { invoiceId } = await invoiceFor();
      const get = (remoteAddress: string) =>
        limited.inject({ method: 'GET', url: `/api/public/invoices/${invoiceId}`, remoteAddress });
      for (let n = 0; n < 3; n += 1) expect((await get('198.51.100.7')).statusCode).toBe(200);
      const over = await get('198.51.100.7');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ error: TOO_MANY_REQUESTS });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Unknown ids count too (no enumeration at full speed).
      expect(
        (
          await limited.inject({
            method: 'GET',
            url: `/api/public/invoices/${randomUUID()}`,
            remoteAddress: '198.51.100.7',
          })
        ).statusCode,
      ).toBe(429);
      // Another address, and another route, have their own counters.
      expect((await get('198.51.100.8')).statusCode).toBe(200);
      const init = await limited.inject({
        method: 'POST',
        url: '/api/payments/initialize_paystack',
        remoteAddress: '198.51.100.7',
        payload: { invoice_id: invoiceId },
      });
      expect(init.statusCode).toBe(200);
      for (let n = 0; n < 3; n += 1) {
        await limited.inject({
          method: 'GET',
          url: '/api/payments/verify/DFT-none',
          remoteAddress: '198.51.100.9',
        });
      }
      const verifyOver = await limited.inject({
        method: 'GET',
        url: '/api/payments/verify/DFT-none',
        remoteAddress: '198.51.100.9',
      });
      expect(verifyOver.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('does not reset the login limiter when it prunes its own windows', async () => {
    const limited = await testApp(database, { publicRateLimitMax: 1000, authRateLimitMax: 2 });
    try {
      const login = () =>
        limited.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '203.0.113.5',
          payload: { user: { email: 'nobody@example.com', password: 'wrong password' } },
        });
      expect((await login()).statusCode).toBe(401);
      expect((await login()).statusCode).toBe(401);
      // An old login window row (older than a minute) survives the public limiter's prune.
      await database.db.execute(
        sql`update auth_throttle set window_start = now() - interval '5 minutes' where key like 'auth:login:%'`,
      );
      await limited.inject({
        method: 'GET',
        url: `/api/public/invoices/${randomUUID()}`,
        remoteAddress: '203.0.113.5',
      });
      expect((await login()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe(`initialize_paystack with the built-in test checkout on ${backend}`, () => {
  it('starts a checkout for the balance in the subunit, stores the reference, answers the contract', async () => {
    const { invoiceId, accountId } = await invoiceFor();
    const response = await initialize(payApp, invoiceId);
    expect(response.statusCode).toBe(200);
    const { data } = initializeEnvelope.parse(response.json());
    expect(Object.keys(data).sort()).toEqual(['authorization_url', 'reference']);
    expect(data.reference).toMatch(/^DFT-[0-9a-f]{24}$/);
    expect(data.authorization_url).toMatch(
      /^http:\/\/localhost\/api\/test-paystack\/checkout\/[0-9a-f]{24}$/,
    );
    expect(await transactionRow(data.reference)).toMatchObject({
      accountId,
      invoiceId,
      amountSubunit: 123456,
      currency: 'KES',
      email: 'achieng@example.com',
      status: 'pending',
      paidAt: null,
    });
    // Every click is a checkout of its own.
    const again = initializeEnvelope.parse((await initialize(app, invoiceId)).json()).data;
    expect(again.reference).not.toBe(data.reference);
  });

  it('sends the customer back to APP_URL when set', async () => {
    const withUrl = await testApp(database, {
      appUrl: 'https://pay.daftari.example',
      publicRateLimitMax: 1000,
    });
    try {
      const { invoiceId } = await invoiceFor();
      const { data } = initializeEnvelope.parse((await initialize(withUrl, invoiceId)).json());
      expect(data.authorization_url).toMatch(
        /^https:\/\/pay\.daftari\.example\/api\/test-paystack\/checkout\//,
      );
      const page = await withUrl.inject({ method: 'GET', url: new URL(data.authorization_url).pathname });
      expect(page.body).toContain(`href="https://pay.daftari.example/link/${invoiceId}"`);
    } finally {
      await withUrl.close();
    }
  });

  it('404 for unknown and draft invoices, 422 for a malformed body, 409 when nothing is due', async () => {
    const draft = await invoiceFor({ send: false });
    for (const id of [randomUUID(), draft.invoiceId]) {
      const response = await initialize(app, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Invoice not found' });
    }
    expect((await initialize(app, 'not-a-uuid')).statusCode).toBe(422);
    expect((await initialize(app, 42)).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/payments/initialize_paystack',
          payload: '[]',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);

    const paid = await invoiceFor({ price: 500 });
    await paid.client.ok(
      paid.client.pay(paid.invoiceId, { amount: 500, paid_on: '2026-01-15', method: 'cash' }),
      201,
    );
    const conflict = await initialize(payApp, paid.invoiceId);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ error: 'This invoice has already been paid.' });

    const empty = await invoiceFor({ price: 0 });
    const nothing = await initialize(payApp, empty.invoiceId);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ error: 'This invoice has no balance due.' });
  });

  it('asks for the balance of a part-paid invoice', async () => {
    const { client, invoiceId } = await invoiceFor({ price: 1000 });
    await client.ok(
      client.pay(invoiceId, {
        amount: 250.25,
        paid_on: '2026-01-15',
        method: 'mpesa',
        reference: mpesaCode(),
      }),
      201,
    );
    const { data } = initializeEnvelope.parse((await initialize(payApp, invoiceId)).json());
    expect((await transactionRow(data.reference))?.amountSubunit).toBe(74975);
  });

  it("gives Paystack the business's e-mail, else its owner's, when the contact has none", async () => {
    const { token, invoiceId } = await invoiceFor({ contact: { email: null } });
    const user = await app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(token) });
    const email = user.json().data.email as string;
    const first = initializeEnvelope.parse((await initialize(app, invoiceId)).json()).data;
    expect((await transactionRow(first.reference))?.email).toBe(email);
    await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: bearer(token),
      payload: { account: { email: 'billing@wanjiru.example' } },
    });
    const second = initializeEnvelope.parse((await initialize(app, invoiceId)).json()).data;
    expect((await transactionRow(second.reference))?.email).toBe('billing@wanjiru.example');
  });
});

describe(`the built-in test checkout on ${backend}`, () => {
  it('initialize → checkout page → Success → webhook applied → 303 back to the pay page → verify', async () => {
    const { client, invoiceId, invoice } = await invoiceFor();
    const { data } = initializeEnvelope.parse((await initialize(payApp, invoiceId)).json());

    const page = await payApp.inject({ method: 'GET', url: new URL(data.authorization_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('TEST PAYMENT — no money moves');
    expect(page.body).toContain('KES 1,234.56');
    expect(page.body).toContain('Pay Wanjiru Traders');
    expect(page.body).toContain(invoice.invoice_number);
    expect(page.body).toContain(data.reference);
    expect(page.body).toMatch(/<form method="post">/);
    expect(page.body).toContain(
      '<button class="ok" type="submit" name="outcome" value="success">Success</button>',
    );
    expect(page.body).toContain(
      '<button class="ko" type="submit" name="outcome" value="failed">Failure</button>',
    );
    expect(page.body).not.toMatch(/<script|onclick|javascript:/i);

    const submitted = await submitCheckout(payApp, data.authorization_url, 'success');
    expect(submitted.statusCode).toBe(303);
    const back = new URL(String(submitted.headers.location));
    expect(back.origin + back.pathname).toBe(`http://localhost/link/${invoiceId}`);
    expect(back.searchParams.get('reference')).toBe(data.reference);
    expect(back.searchParams.get('trxref')).toBe(data.reference);

    // The signed webhook was delivered (in-process here: app.inject has no socket) before the redirect.
    const owner = await client.ok(client.get(invoiceId));
    expect(owner).toMatchObject({ status: 'paid', paid_amount: 1234.56, balance: 0 });
    expect(owner.payments).toEqual([
      expect.objectContaining({ amount: 1234.56, method: 'paystack', reference: data.reference }),
    ]);
    expect(await transactionRow(data.reference)).toMatchObject({ status: 'success', problem: null });
    expect((await transactionRow(data.reference))?.paidAt).toBeInstanceOf(Date);

    const verified = await verify(payApp, data.reference);
    expect(verified.statusCode).toBe(200);
    expect(verificationEnvelope.parse(verified.json()).data).toMatchObject({
      reference: data.reference,
      status: 'success',
      invoice: { id: invoiceId, status: 'paid', balance: 0, paid_amount: 1234.56 },
    });

    // A second submit (back button) and the finished page change nothing.
    expect((await submitCheckout(payApp, data.authorization_url, 'success')).statusCode).toBe(303);
    const finished = await payApp.inject({ method: 'GET', url: new URL(data.authorization_url).pathname });
    expect(finished.body).toContain('This test payment is finished');
    expect(finished.body).not.toContain('value="success"');
    expect((await client.ok(client.get(invoiceId))).payments).toHaveLength(1);
    expect(initializeEnvelope.safeParse((await initialize(payApp, invoiceId)).json()).success).toBe(false);
  });

  it('Failure marks it failed and sends the customer back; nothing is recorded; Pay Now works again', async () => {
    const { client, invoiceId } = await invoiceFor();
    const { data } = initializeEnvelope.parse((await initialize(app, invoiceId)).json());
    const submitted = await submitCheckout(app, data.authorization_url, 'failed');
    expect(submitted.statusCode).toBe(303);
    expect(new URL(String(submitted.headers.location)).searchParams.get('reference')).toBe(data.reference);

    const verified = verificationEnvelope.parse((await verify(app, data.reference)).json()).data;
    expect(verified).toMatchObject({ status: 'failed', invoice: { status: 'sent', balance: 1234.56 } });
    expect((await transactionRow(data.reference))?.status).toBe('failed');
    expect((await client.ok(client.get(invoiceId))).payments).toEqual([]);

    const retry = initializeEnvelope.parse((await initialize(app, invoiceId)).json()).data;
    await submitCheckout(app, retry.authorization_url, 'success');
    expect(verificationEnvelope.parse((await verify(app, retry.reference)).json()).data.status).toBe(
      'success',
    );
    expect((await client.ok(client.get(invoiceId))).status).toBe('paid');
  });

  it('an unpaid checkout verifies as abandoned; unknown references and checkouts are 404', async () => {
    const { invoiceId } = await invoiceFor();
    const { data } = initializeEnvelope.parse((await initialize(app, invoiceId)).json());
    expect(verificationEnvelope.parse((await verify(app, data.reference)).json()).data.status).toBe(
      'abandoned',
    );
    expect((await transactionRow(data.reference))?.status).toBe('abandoned');
    for (const reference of ['DFT-000000000000000000000000', 'bad ref', `a.b=c-${'x'.repeat(94)}`]) {
      const response = await verify(app, reference);
      expect(response.statusCode, reference).toBe(404);
      expect(response.json()).toEqual({ error: 'Payment not found' });
    }
    const missing = await app.inject({ method: 'GET', url: '/api/test-paystack/checkout/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Test checkout not found');
    const badOutcome = await submitCheckout(app, data.authorization_url, 'maybe');
    expect(badOutcome.statusCode).toBe(400);
  });

  it("the test service's API needs its per-process secret", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-paystack/transaction/initialize',
      headers: { authorization: 'Bearer sk_test_guess' },
      payload: { email: 'a@b.co', amount: 100, currency: 'KES' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: 'Invalid key' });
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      payload: { event: 'charge.success', data: { reference: 'x', amount: 1, currency: 'KES' } },
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('over real HTTP on the pay server: the webhook reaches the server that served the checkout', async () => {
    const served = await testPayApp(database, { ...quiet });
    try {
      await served.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(served.server.address() as AddressInfo).port}`;
      const { client, invoiceId } = await invoiceFor();

      const init = await fetch(`${origin}/api/payments/initialize_paystack`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ invoice_id: invoiceId }),
      });
      const { data } = initializeEnvelope.parse(await init.json());
      expect(data.authorization_url.startsWith(`${origin}/api/test-paystack/checkout/`)).toBe(true);
      const page = await fetch(data.authorization_url);
      expect(await page.text()).toContain('TEST PAYMENT — no money moves');

      const submitted = await fetch(data.authorization_url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=success',
        redirect: 'manual',
      });
      expect(submitted.status).toBe(303);
      expect(submitted.headers.get('location')).toBe(
        `${origin}/link/${invoiceId}?trxref=${data.reference}&reference=${data.reference}`,
      );
      // Paid by the webhook alone: nothing has called verify yet.
      expect(await client.ok(client.get(invoiceId))).toMatchObject({ status: 'paid', balance: 0 });

      const verified = await fetch(`${origin}/api/payments/verify/${data.reference}`);
      expect(verificationEnvelope.parse(await verified.json()).data.status).toBe('success');
    } finally {
      await served.close();
    }
  });
});
