import { dataEnvelope, initializePaystackResultSchema, paymentVerificationSchema } from '@daftari/contracts';
import { describe, expect, it } from 'vitest';
import { currencyBusiness, ledgerBalances } from '../../support/currency-helpers.ts';
import { backend } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import { usePaystackApp } from '../../support/paystack-app.ts';

// The pay page's Paystack payment of an invoice in another currency, against the fake Paystack over HTTP.

const shared = usePaystackApp();

const initialize = (invoiceId: string) =>
  shared.app.inject({
    method: 'POST',
    url: '/api/payments/initialize_paystack',
    payload: { invoice_id: invoiceId },
  });

/** A sent invoice of USD 1,000.00 dated 2026-03-02 at the table's 129.50; the table has 130.25 for 03-20. */
async function sentUsdInvoice() {
  const business = await currencyBusiness(shared.app);
  await business.rate('USD', '2026-03-02', 129.5);
  await business.rate('USD', '2026-03-20', 130.25);
  const invoice = await business.foreignDraft('USD', [line({ unit_price: 1000, quantity: 1 })]);
  await business.client.ok(business.client.update(invoice.id, { status: 'sent' }));
  return { ...business, invoiceId: invoice.id };
}

async function expectGainBooked(accountId: number) {
  const { kes, foreign } = await ledgerBalances(shared.database.db, accountId);
  expect(kes['1200']).toBe(0n);
  expect(foreign['1200 USD']).toBe(0n);
  expect(kes['4950']).toBe(-75_000n);
  expect(kes['1310']).toBe(13_025_000n);
}

describe(`Paystack payments of invoices in other currencies on ${backend}`, () => {
  it('charges USD in cents; the webhook records it at the table rate of the paid day and books the gain', async () => {
    const { client, invoiceId, accountId } = await sentUsdInvoice();
    const started = await initialize(invoiceId);
    expect(started.statusCode).toBe(200);
    const { reference } = dataEnvelope(initializePaystackResultSchema).parse(started.json()).data;
    expect(shared.paystack.requests.at(-1)?.body).toMatchObject({
      amount: 100_000,
      currency: 'USD',
      reference,
    });

    const body = JSON.stringify({
      event: 'charge.success',
      data: {
        status: 'success',
        reference,
        amount: 100_000,
        currency: 'USD',
        paid_at: '2026-03-20T09:30:00.000Z',
        channel: 'card',
      },
    });
    const hooked = await shared.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/webhook',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': shared.sign(body),
      },
      payload: body,
    });
    expect(hooked.json().data.outcome).toBe('applied');
    const paid = await client.ok(client.get(invoiceId));
    expect(paid).toMatchObject({ status: 'paid', balance: 0, currency: 'USD' });
    expect(paid.payments[0]).toMatchObject({ amount: 1000, paid_on: '2026-03-20', exchange_rate: 130.25 });
    await expectGainBooked(accountId);
  });

  it('verify records the same way when the customer comes back before the webhook', async () => {
    const { client, invoiceId, accountId } = await sentUsdInvoice();
    const { reference } = (await initialize(invoiceId)).json().data as { reference: string };
    shared.paystack.settle(reference, 'success').paid_at = '2026-03-20T09:30:00.000Z';
    const verified = await shared.app.inject({ method: 'GET', url: `/api/payments/verify/${reference}` });
    expect(dataEnvelope(paymentVerificationSchema).parse(verified.json()).data).toMatchObject({
      status: 'success',
      invoice: { currency: 'USD', balance: 0, status: 'paid' },
    });
    expect((await client.ok(client.get(invoiceId))).payments[0]).toMatchObject({ exchange_rate: 130.25 });
    await expectGainBooked(accountId);
  });

  it('refuses a currency Paystack cannot take (GBP) with 422, asking Paystack nothing', async () => {
    const business = await currencyBusiness(shared.app);
    await business.rate('GBP', '2026-03-01', 163.4);
    const invoice = await business.foreignDraft('GBP', [line({ unit_price: 250, quantity: 1 })]);
    await business.client.ok(business.client.update(invoice.id, { status: 'sent' }));
    const asked = shared.paystack.requests.length;
    const refused = await initialize(invoice.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatch(/^Card payment is not available for invoices in GBP/);
    const publicInvoice = await shared.app.inject({
      method: 'GET',
      url: `/api/public/invoices/${invoice.id}`,
    });
    expect(publicInvoice.json().data).toMatchObject({ currency: 'GBP', balance: 250 });
    expect(shared.paystack.requests.length).toBe(asked);
  });
});
