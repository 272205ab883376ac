import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signPaystackBody } from '../../src/adapters/paystack/signature.ts';
import type { Database } from '../../src/db/client.ts';
import { paystackTransactions } from '../../src/db/schema.ts';
import { bankingBusiness } from './banking-helpers.ts';
import { bearer, multipartBody } from './helpers.ts';
import { line } from './invoice-helpers.ts';

/** A payment taken through Paystack: its reference, amount and fee in the subunit. */
export interface PaystackCharge {
  reference: string;
  amount: number;
  fees: number;
}

/**
 * A business whose customers paid through Paystack (each charge a sent invoice paid by a signed
 * `charge.success` webhook, posting Dr 1310 / Cr 1200 and the fee Dr 6800 / Cr 1310), with helpers for its
 * payouts. The app must run with `secret` as PAYSTACK_SECRET_KEY.
 */
export async function paystackBusiness(app: FastifyInstance, database: Database, secret: string) {
  const business = await bankingBusiness(app);
  const { client, token } = business;
  const me = (await client.inject('GET', '/users/current')).json().data;
  const contactId = await client.contact();
  const paystackId = await business.accountId('1310');
  const bankId = await business.accountId('1100');

  async function charge(
    amount: number,
    fees: number,
    paidAt = '2026-02-03T08:00:00Z',
  ): Promise<PaystackCharge> {
    const invoice = await client.created({
      contact_id: contactId,
      issue_date: '2026-02-01',
      due_date: '2026-02-28',
    });
    await client.ok(client.addItems(invoice.id, [line({ unit_price: amount / 100 })]));
    await client.ok(client.update(invoice.id, { status: 'sent' }));
    const reference = `DFT-${randomBytes(10).toString('hex')}`;
    await database.db.insert(paystackTransactions).values({
      reference,
      accountId: me.account.id,
      invoiceId: invoice.id,
      amountSubunit: amount,
      currency: 'KES',
      email: 'payer@example.com',
    });
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference, amount, currency: 'KES', status: 'success', paid_at: paidAt, fees },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signPaystackBody(body, secret) },
      payload: body,
    });
    expect(response.json().data.outcome).toBe('applied');
    return { reference, amount, fees };
  }

  const sync = (body: Record<string, unknown> = {}, id = paystackId) =>
    client.inject('POST', `/bank_accounts/${id}/payouts/sync`, body);

  const importFile = (content: string | Buffer, fields: Record<string, string> = {}, id = paystackId) => {
    const form = multipartBody([
      ...Object.entries(fields).map(([name, value]) => ({ name, content: value })),
      { name: 'file', content, filename: 'settlements.csv' },
    ]);
    return app.inject({
      method: 'POST',
      url: `/api/bank_accounts/${id}/payouts`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };

  const payouts = async (id = paystackId) => {
    const response = await client.inject('GET', `/bank_accounts/${id}/payouts?per_page=100`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  return { ...business, me, contactId, paystackId, bankId, charge, sync, importFile, payouts };
}
