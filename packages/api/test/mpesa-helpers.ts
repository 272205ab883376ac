import { dataEnvelope, mpesaChargeResultSchema, paymentVerificationSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { signUp } from './helpers.ts';
import { invoiceClient, line } from './invoice-helpers.ts';

export const chargeEnvelope = dataEnvelope(mpesaChargeResultSchema);
export const verificationEnvelope = dataEnvelope(paymentVerificationSchema);

/** A business with one contact, signed in. */
export async function business(app: FastifyInstance, name = 'Duka Supplies') {
  const { token, data } = await signUp(app, { business_name: name });
  const client = invoiceClient(app, token);
  const contactId = await client.contact({ email: 'jane@acme.example', company_name: 'Acme Ltd' });
  return { token, accountId: data.account.id as number, client, contactId };
}

/** A sent invoice of `price` (no tax) in `currency`. */
export async function sentInvoice(
  { client, contactId }: Awaited<ReturnType<typeof business>>,
  price: number,
  currency = 'KES',
) {
  const invoice = await client.created({ contact_id: contactId, currency });
  await client.ok(client.addItems(invoice.id, [line({ unit_price: price, tax_rate: 0 })]));
  return client.ok(client.update(invoice.id, { status: 'sent' }));
}

export const charge = (app: FastifyInstance, invoiceId: string, phone = '0712 345 678') =>
  app.inject({
    method: 'POST',
    url: '/api/payments/mpesa/charge',
    payload: { invoice_id: invoiceId, phone },
  });

export const verify = async (app: FastifyInstance, reference: string) => {
  const response = await app.inject({ url: `/api/payments/verify/${reference}` });
  if (response.statusCode !== 200) throw new Error(`verify: ${response.statusCode} ${response.body}`);
  return verificationEnvelope.parse(response.json()).data;
};
