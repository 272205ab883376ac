import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { mpesaReceipts } from '../../../src/db/schema.ts';
import { darajaWorld, pathOf, SANDBOX_APP, saveDaraja } from '../../support/daraja-helpers.ts';
import type { DarajaMock } from '../../support/daraja-mock.ts';
import { backend, bearer, testDatabase } from '../../support/helpers.ts';
import { mpesaCode } from '../../support/invoice-helpers.ts';
import {
  ACCEPTED,
  business,
  c2bToken,
  confirm,
  confirmation,
  queueOf,
  sentInvoice,
} from '../../support/mpesa-helpers.ts';

// C2B through a business's own Daraja app: register URL (v2) with a confirmation and a separate validation
// URL, validation that books nothing (at either URL), and the hashed MSISDN matched to the payer's contact.

let database: Database;
let world: Awaited<ReturnType<typeof darajaWorld>>;
let app: FastifyInstance;
let mock: DarajaMock;

beforeAll(async () => {
  database = await testDatabase();
  world = await darajaWorld(database);
  ({ app, mock } = world);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await mock?.close();
});
afterEach(() => {
  expect(mock.deviations).toEqual([]);
});

const register = (token: string) =>
  app.inject({ method: 'POST', url: '/api/account/daraja/register_urls', headers: bearer(token) });

const receiptsOf = (accountId: number) =>
  database.db.select().from(mpesaReceipts).where(eq(mpesaReceipts.accountId, accountId));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe(`C2B register URL and validation through Daraja on ${backend}`, () => {
  it('registers the confirmation URL and a separate validation URL with ResponseType Completed', async () => {
    const owner = await business(app);
    expect((await register(owner.token)).statusCode).toBe(422);
    await saveDaraja(app, owner.token, SANDBOX_APP);
    const response = await register(owner.token);
    expect(response.statusCode, response.body).toBe(200);
    const token = await c2bToken(app, owner.token);
    const [registered] = mock.registrations.slice(-1);
    expect(registered).toEqual({
      ShortCode: '174379',
      ResponseType: 'Completed',
      ConfirmationURL: `http://localhost:80/api/paybill/${token}/confirmation`,
      ValidationURL: `http://localhost:80/api/paybill/${token}/validation`,
    });
    expect(response.json().data.settings).toMatchObject({
      c2b_registered_at: world.clock.now().toISOString(),
      c2b_confirmation_url: registered?.ConfirmationURL,
    });
  });

  it('refuses to register plain http URLs for production', async () => {
    const owner = await business(app);
    await saveDaraja(app, owner.token, { ...SANDBOX_APP, environment: 'production' });
    const response = await register(owner.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatch(/https/);
  });

  it('books nothing for a validation request, at the validation URL or the confirmation URL', async () => {
    const owner = await business(app);
    const invoice = await sentInvoice(owner, 1190);
    await saveDaraja(app, owner.token, SANDBOX_APP);
    await register(owner.token);
    const registered = mock.registrations.at(-1)!;
    const payment = mock.c2bPayment({
      transId: mpesaCode(),
      amount: '1190.00',
      billRef: invoice.invoice_number,
      phone: '254712345678',
      balance: '51190.00',
    });
    const validate = await app.inject({
      method: 'POST',
      url: pathOf(String(registered.ValidationURL)),
      payload: payment.validation,
    });
    expect(validate.json()).toEqual({ ResultCode: '0', ResultDesc: 'Accepted' });
    // The same URL registered for both: the validation reaches the confirmation URL.
    const misrouted = await app.inject({
      method: 'POST',
      url: pathOf(String(registered.ConfirmationURL)),
      payload: payment.validation,
    });
    expect(misrouted.json()).toEqual(ACCEPTED);
    expect(await receiptsOf(owner.accountId)).toEqual([]);
    expect((await owner.client.ok(owner.client.get(invoice.id))).status).toBe('sent');

    const confirmed = await app.inject({
      method: 'POST',
      url: pathOf(String(registered.ConfirmationURL)),
      payload: payment.confirmation,
    });
    expect(confirmed.json()).toEqual(ACCEPTED);
    expect((await owner.client.ok(owner.client.get(invoice.id))).status).toBe('paid');
    expect(await receiptsOf(owner.accountId)).toHaveLength(1);
  });
});

describe(`hashed MSISDN on ${backend}`, () => {
  const forms = (national: string) => [`0${national}`, `254${national}`, `+254${national}`, national];

  it('stores the 64 hex digits whole and matches them to the contact in every Kenyan form', async () => {
    const owner = await business(app);
    const safaricom = await owner.client.contact({ company_name: 'Wanjiku Stores', phone: '0712 345 678' });
    const airtelStyle = await owner.client.contact({ company_name: 'Baraka Ltd', phone: '+254 110 123 456' });
    const token = await c2bToken(app, owner.token);
    const cases = [
      ...forms('712345678').map((form) => ({ form, contact: safaricom })),
      ...forms('110123456').map((form) => ({ form, contact: airtelStyle })),
    ];
    for (const { form, contact } of cases) {
      const hash = sha256(form);
      const response = await confirm(app, token, confirmation({ MSISDN: hash, BillRefNumber: 'nothing' }));
      expect(response.json()).toEqual(ACCEPTED);
      const [entry] = await queueOf(app, owner.token);
      expect(entry, form).toMatchObject({ msisdn: hash, payer_contact_id: contact });
    }
  });

  it('matches a plain number too, and nobody for a masked number or an unknown hash', async () => {
    const owner = await business(app);
    const contact = await owner.client.contact({ company_name: 'Otieno & Sons', phone: '0722-000-111' });
    const token = await c2bToken(app, owner.token);
    const cases = [
      { msisdn: '254722000111', payer: contact },
      { msisdn: '2547 ***** 111', payer: null },
      { msisdn: sha256('254799999999'), payer: null },
    ];
    for (const { msisdn, payer } of cases) {
      await confirm(app, token, confirmation({ MSISDN: msisdn, BillRefNumber: 'nothing' }));
      const [entry] = await queueOf(app, owner.token);
      expect(entry, msisdn).toMatchObject({ msisdn, payer_contact_id: payer });
    }
  });
});
