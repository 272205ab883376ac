import { dataEnvelope, initializePaystackResultSchema, paymentMethodLabel } from '@daftari/contracts';
import { describe, expect, it } from 'vitest';
import { backend, signUp } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { usePaystackApp } from '../../support/paystack-app.ts';

// How a Paystack payment was made (its channel) is kept, so it shows as it happened: M-Pesa or card.

const setup = usePaystackApp();

const initializeEnvelope = dataEnvelope(initializePaystackResultSchema);

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

describe(`a Paystack payment's channel on ${backend}`, () => {
  for (const [channel, label] of [
    ['mobile_money', 'M-Pesa (Paystack)'],
    ['card', 'Card (Paystack)'],
  ] as const) {
    it(`keeps ${channel} from the webhook and shows it as ${label}`, async () => {
      const { client, invoiceId } = await invoiceFor();
      const { reference } = await initialized(invoiceId);
      const response = await webhook(chargeSuccess(reference, 123456, 'KES', { channel }));
      expect(response.json().data.outcome).toBe('applied');
      const [payment] = (await client.ok(client.get(invoiceId))).payments;
      expect(payment).toMatchObject({ method: 'paystack', channel });
      expect(paymentMethodLabel(payment!)).toBe(label);
    });
  }

  it('a channel Paystack does not report leaves it unknown, shown as plain Paystack', async () => {
    const { client, invoiceId } = await invoiceFor();
    const { reference } = await initialized(invoiceId);
    await webhook(chargeSuccess(reference, 123456, 'KES', { channel: null }));
    const [payment] = (await client.ok(client.get(invoiceId))).payments;
    expect(payment).toMatchObject({ method: 'paystack', channel: null });
    expect(paymentMethodLabel(payment!)).toBe('Paystack');
  });

  it('a manual payment carries no channel', async () => {
    const { client, invoiceId } = await invoiceFor();
    await client.ok(client.pay(invoiceId, { amount: 10, paid_on: '2026-01-05', method: 'cash' }), 201);
    const [payment] = (await client.ok(client.get(invoiceId))).payments;
    expect(payment).not.toHaveProperty('channel');
    expect(paymentMethodLabel(payment!)).toBe('Cash');
  });
});
