import { createHmac } from 'node:crypto';
import { dataEnvelope, initializePaystackResultSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { createBusinessMailer, createSettingsKeys } from '../../../src/modules/business-keys/index.ts';
import type { OwnersApp } from '../../../src/server.ts';
import {
  LOCAL_SMTP_HOST,
  localSmtp,
  paystackKey,
  putPaystack,
  putSmtp,
  SETTINGS_KEY,
} from '../../support/business-keys-helpers.ts';
import { fakePaystack } from '../../support/fake-paystack.ts';
import { backend, signUp, testApp, testDatabase, testPayApp } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { jobRunner, recordingMailer } from '../../support/job-helpers.ts';

// The pay page with a business's own Paystack key: the checkout, verify and the webhook's signature all use
// that business's key; a business without one keeps the instance's (PAYSTACK_SECRET_KEY).

type FakePaystack = Awaited<ReturnType<typeof fakePaystack>>;
type LocalSmtp = Awaited<ReturnType<typeof localSmtp>>;

const INSTANCE_KEY = paystackKey('live');
const OWN_KEY = paystackKey('live');
const OTHER_KEY = paystackKey('live');
const NOW = new Date('2026-03-10T09:00:00Z');

let database: Database;
let paystack: FakePaystack;
let smtp: LocalSmtp;
let app: OwnersApp;
let payApp: FastifyInstance;

beforeAll(async () => {
  paystack = await fakePaystack([INSTANCE_KEY, OWN_KEY, OTHER_KEY]);
  smtp = await localSmtp('duka', 'duka mail password');
  database = await testDatabase();
  const options = {
    paystackSecretKey: INSTANCE_KEY,
    paystackBaseUrl: paystack.url,
    settingsKeySecret: SETTINGS_KEY,
    smtpPrivateHosts: [LOCAL_SMTP_HOST],
    publicRateLimitMax: 100_000,
    now: () => NOW,
  };
  app = await testApp(database, options);
  payApp = await testPayApp(database, options);
});
afterAll(async () => {
  await payApp?.close();
  await app?.close();
  await database?.close();
  await paystack?.close();
  await smtp?.close();
});

async function business(key: string | null) {
  const { token, data } = await signUp(app, { business_name: 'Duka Supplies' });
  if (key) expect((await putPaystack(app, token, { secret_key: key })).statusCode).toBe(200);
  const client = invoiceClient(app, token);
  const contactId = await client.contact({ email: 'jane@acme.example' });
  const invoice = await client.created({ contact_id: contactId });
  await client.ok(client.addItems(invoice.id, [line({ unit_price: 2500 })]));
  await client.ok(client.update(invoice.id, { status: 'sent' }));
  return { token, client, invoiceId: invoice.id, accountId: data.account.id as number };
}

async function checkout(invoiceId: string, email?: string) {
  const answer = await payApp.inject({
    method: 'POST',
    url: '/api/payments/initialize_paystack',
    payload: { invoice_id: invoiceId, ...(email ? { email } : {}) },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return dataEnvelope(initializePaystackResultSchema).parse(answer.json()).data;
}

const chargeSuccess = (reference: string) =>
  JSON.stringify({
    event: 'charge.success',
    data: { status: 'success', reference, amount: 250000, currency: 'KES', paid_at: NOW.toISOString() },
  });

const webhook = (body: string, key: string) =>
  payApp.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': createHmac('sha512', key).update(body).digest('hex'),
    },
    payload: body,
  });

const keyOf = (path: string) =>
  paystack.requests.filter((request) => request.path === path).map((request) => request.authorization);

describe(`payments through a business's own Paystack key on ${backend}`, () => {
  it('opens the checkout with the business’s key and takes only its webhook signature', async () => {
    const own = await business(OWN_KEY);
    const started = await checkout(own.invoiceId);
    expect(keyOf('/transaction/initialize')).toEqual([`Bearer ${OWN_KEY}`]);

    const body = chargeSuccess(started.reference);
    expect((await webhook(body, INSTANCE_KEY)).statusCode).toBe(401);
    expect((await webhook(body, OTHER_KEY)).statusCode).toBe(401);
    expect((await own.client.ok(own.client.get(own.invoiceId))).status).toBe('sent');

    const signed = await webhook(body, OWN_KEY);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ data: { received: true, outcome: 'applied' } });
    expect(await own.client.ok(own.client.get(own.invoiceId))).toMatchObject({ status: 'paid', balance: 0 });
  });

  it('sends the M-Pesa prompt through the business’s Paystack account, with no test phone', async () => {
    const own = await business(OWN_KEY);
    paystack.requests.length = 0;
    const prompted = await payApp.inject({
      method: 'POST',
      url: '/api/payments/mpesa/charge',
      payload: { invoice_id: own.invoiceId, phone: '0712 345 678' },
    });
    expect(prompted.statusCode, prompted.body).toBe(200);
    expect(prompted.json().data).not.toHaveProperty('test_phone_url');
    expect(keyOf('/charge')).toEqual([`Bearer ${OWN_KEY}`]);
  });

  it('verifies the payment with the business’s key', async () => {
    const own = await business(OWN_KEY);
    const started = await checkout(own.invoiceId);
    paystack.settle(started.reference, 'success');
    paystack.requests.length = 0;
    const verified = await payApp.inject({ url: `/api/payments/verify/${started.reference}` });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.status).toBe('success');
    expect(keyOf(`/transaction/verify/${started.reference}`)).toEqual([`Bearer ${OWN_KEY}`]);
  });

  it('keeps a business without its own key on the instance’s key, and refuses another business’s signature', async () => {
    const instance = await business(null);
    paystack.requests.length = 0;
    const started = await checkout(instance.invoiceId);
    expect(keyOf('/transaction/initialize')).toEqual([`Bearer ${INSTANCE_KEY}`]);
    const body = chargeSuccess(started.reference);
    expect((await webhook(body, OWN_KEY)).statusCode).toBe(401);
    expect((await webhook(body, INSTANCE_KEY)).json().data.outcome).toBe('applied');
  });

  it('goes back to the instance’s key once the business removes its own', async () => {
    const own = await business(OWN_KEY);
    await app.inject({
      method: 'DELETE',
      url: '/api/account/paystack',
      headers: { authorization: `Bearer ${own.token}` },
    });
    paystack.requests.length = 0;
    await checkout(own.invoiceId);
    expect(keyOf('/transaction/initialize')).toEqual([`Bearer ${INSTANCE_KEY}`]);
  });

  it('e-mails the receipt job through the business’s own SMTP server, another business’s through the default', async () => {
    const own = await business(OWN_KEY);
    const stored = await putSmtp(app, own.token, {
      host: LOCAL_SMTP_HOST,
      port: smtp.port,
      secure: false,
      username: 'duka',
      password: 'duka mail password',
      from: 'Duka Supplies <accounts@duka.example>',
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const other = await business(null);
    const ownStarted = await checkout(own.invoiceId, 'payer@example.com');
    const otherStarted = await checkout(other.invoiceId, 'other@example.com');
    expect((await webhook(chargeSuccess(ownStarted.reference), OWN_KEY)).json().data.outcome).toBe('applied');
    const otherBody = chargeSuccess(otherStarted.reference);
    expect((await webhook(otherBody, INSTANCE_KEY)).json().data.outcome).toBe('applied');

    const fallback = recordingMailer();
    const keys = createSettingsKeys(SETTINGS_KEY);
    const mailer = createBusinessMailer({
      db: database.db,
      smtp: { keys, privateHosts: new Set([LOCAL_SMTP_HOST]) },
      fallback: fallback.mailer,
    });
    await jobRunner(database.db, mailer)(new Date(NOW.getTime() + 120_000));

    const mine = smtp.received.filter((mail) => mail.to.includes('payer@example.com'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ from: 'accounts@duka.example', user: 'duka' });
    expect(mine[0]!.raw).toMatch(/^Subject: Receipt RCT-\d+ from Duka Supplies/m);
    expect(smtp.received.some((mail) => mail.to.includes('other@example.com'))).toBe(false);
    expect(fallback.sent.map((mail) => [mail.accountId, mail.to])).toEqual([
      [other.accountId, 'other@example.com'],
    ]);
  });
});
