import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPaystackBody } from '../../../src/adapters/paystack/signature.ts';
import type { Database } from '../../../src/db/client.ts';
import { paystackTransactions } from '../../../src/db/schema.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { describeEntry, ledgerClient } from '../../support/ledger-helpers.ts';

// Paystack charges as the webhook reports them (with a secret key set; Paystack itself is never called here).

const SECRET = `sk_test_${randomBytes(16).toString('hex')}`;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { paystackSecretKey: SECRET, paystackBaseUrl: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A sent invoice of 1,000.00 and a Paystack transaction initialized for it. */
async function chargeable() {
  const { token, data } = await signUp(app);
  const invoices = invoiceClient(app, token);
  const contactId = await invoices.contact();
  const invoice = await invoices.created({ contact_id: contactId });
  await invoices.ok(invoices.addItems(invoice.id, [line({ unit_price: 1000 })]));
  await invoices.ok(invoices.update(invoice.id, { status: 'sent' }));
  const reference = `DFT-${randomBytes(12).toString('hex')}`;
  await database.db.insert(paystackTransactions).values({
    reference,
    accountId: data.account.id,
    invoiceId: invoice.id,
    amountSubunit: 100_000,
    currency: 'KES',
    email: 'payer@example.com',
  });
  return { ledger: ledgerClient(app, token), contactId, reference };
}

function webhook(reference: string, fees: unknown) {
  const body = JSON.stringify({
    event: 'charge.success',
    data: {
      reference,
      amount: 100_000,
      currency: 'KES',
      status: 'success',
      paid_at: '2026-02-03T08:00:00Z',
      fees,
    },
  });
  return app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signPaystackBody(body, SECRET) },
    payload: body,
  });
}

describe(`Paystack in the books on ${backend}`, () => {
  it('posts the charge to 1310 and the fee Paystack reports out of it, Dr 6800 / Cr 1310', async () => {
    const { ledger, contactId, reference } = await chargeable();
    const response = await webhook(reference, 2950);
    expect(response.json()).toEqual({ data: { received: true, outcome: 'applied' } });
    const [fee, payment] = await ledger.entries();
    expect([payment!.source_type, payment!.date, ...describeEntry(payment!)]).toEqual([
      'payment',
      '2026-02-03',
      '1310 Dr 1000',
      `1200 Cr 1000 c${contactId}`,
    ]);
    expect(fee).toMatchObject({
      source_type: 'paystack_fee',
      source_id: payment!.source_id,
      date: '2026-02-03',
    });
    expect(describeEntry(fee!)).toEqual(['6800 Dr 29.5', '1310 Cr 29.5']);
    expect((await ledger.chart()).get('1310')!.balance).toBe(970.5);
    // A replay changes nothing.
    await webhook(reference, 2950);
    expect(await ledger.entries()).toHaveLength(3);
  });

  it('posts no fee when Paystack reports none, or one that cannot be a fee', async () => {
    for (const fees of [undefined, null, 0, -5, 1.5, 'lots', 100_001]) {
      const { ledger, reference } = await chargeable();
      expect((await webhook(reference, fees)).json().data.outcome).toBe('applied');
      expect((await ledger.entries()).map((e) => e.source_type)).toEqual(['payment', 'invoice']);
    }
  });
});
