import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, paystackTransactions } from '../../../src/db/schema.ts';
import { backend } from '../../support/helpers.ts';
import { ledgerClient, trialBalance } from '../../support/ledger-helpers.ts';
import { business, charge, chargeEnvelope, sentInvoice, verify } from '../../support/mpesa-helpers.ts';
import { usePaystackApp } from '../../support/paystack-app.ts';

// Pay with M-Pesa through Paystack's mobile money, with PAYSTACK_SECRET_KEY set, against a fake Paystack
// over HTTP (PAYSTACK_BASE_URL).

const setup = usePaystackApp();

function webhook(reference: string, amount: number) {
  const body = JSON.stringify({
    event: 'charge.success',
    data: {
      status: 'success',
      reference,
      amount,
      currency: 'KES',
      paid_at: '2026-01-20T09:30:00.000Z',
      channel: 'mobile_money',
    },
  });
  return setup.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': setup.sign(body),
    },
    payload: body,
  });
}

const transaction = async (reference: string) =>
  (
    await setup.database.db
      .select()
      .from(paystackTransactions)
      .where(eq(paystackTransactions.reference, reference))
  )[0];

describe(`POST /payments/mpesa/charge against Paystack on ${backend}`, () => {
  it("charges the balance through Paystack's mobile money and answers pending with what to do", async () => {
    const owner = await business(setup.app);
    const invoice = await sentInvoice(owner, 1190);
    const response = await charge(setup.app, invoice.id, '0712 345 678');
    expect(response.statusCode).toBe(200);
    const { data } = chargeEnvelope.parse(response.json());
    expect(data).toEqual({
      reference: expect.stringMatching(/^DFT-[0-9a-f]{24}$/),
      status: 'pending',
      display_text: 'Check your phone and enter your M-Pesa PIN',
    });
    expect(setup.paystack.requests).toHaveLength(1);
    expect(setup.paystack.requests[0]).toMatchObject({
      method: 'POST',
      path: '/charge',
      authorization: `Bearer ${setup.secret}`,
      body: {
        email: 'jane@acme.example',
        amount: 119000,
        currency: 'KES',
        reference: data.reference,
        mobile_money: { phone: '+254712345678', provider: 'mpesa' },
        metadata: {
          invoice_id: invoice.id,
          invoice_number: invoice.invoice_number,
          business_name: 'Duka Supplies',
        },
      },
    });
    expect(await transaction(data.reference)).toMatchObject({
      channel: 'mpesa',
      phone: '+254712345678',
      amountSubunit: 119000,
      currency: 'KES',
      status: 'pending',
    });
    // The phone has not answered: pending, the invoice unpaid.
    expect(await verify(setup.app, data.reference)).toMatchObject({
      status: 'pending',
      invoice: { balance: 1190 },
    });
  });

  it('settles once through the signed webhook: a Paystack payment on 1310, the channel in the memo', async () => {
    const owner = await business(setup.app);
    const invoice = await sentInvoice(owner, 1190);
    const { data } = chargeEnvelope.parse((await charge(setup.app, invoice.id, '+254 110 123 456')).json());
    setup.paystack.settle(data.reference, 'success');
    expect((await webhook(data.reference, 119000)).json().data.outcome).toBe('applied');
    expect((await webhook(data.reference, 119000)).json().data.outcome).toBe('already_applied');
    expect((await verify(setup.app, data.reference)).status).toBe('success');
    const paid = await owner.client.ok(owner.client.get(invoice.id));
    expect(paid).toMatchObject({ status: 'paid', balance: 0 });
    expect(paid.payments).toEqual([
      expect.objectContaining({ amount: 1190, method: 'paystack', reference: data.reference }),
    ]);
    const ledger = ledgerClient(setup.app, owner.token);
    const [entry] = await ledger.entries({ source_type: 'payment' });
    expect(entry?.memo).toBe(
      `Payment of ${invoice.invoice_number} by M-Pesa via Paystack (${data.reference})`,
    );
    expect(entry?.lines.map((l) => [l.account_number, l.debit, l.credit])).toEqual([
      ['1310', 1190, 0],
      ['1200', 0, 1190],
    ]);
    const totals = await trialBalance(setup.database.db, owner.accountId);
    expect(totals.debit).toBe(totals.credit);
  });

  it('refuses what M-Pesa cannot pay: not KES (422), a foreign number (422), paid (409), draft (404)', async () => {
    const owner = await business(setup.app);
    const dollars = await sentInvoice(owner, 50);
    // Documents in other currencies are refused now; one stored before that rule still cannot be charged.
    await setup.database.db.update(invoices).set({ currency: 'USD' }).where(eq(invoices.id, dollars.id));
    const notKes = await charge(setup.app, dollars.id);
    expect(notKes.statusCode).toBe(422);
    expect(notKes.json()).toEqual({ error: 'M-Pesa takes payments in KES only' });

    const invoice = await sentInvoice(owner, 100);
    const badPhone = await charge(setup.app, invoice.id, '0812 345 678');
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().error).toBe(
      'Enter a Kenyan M-Pesa number such as 0712 345 678 or +254 712 345 678',
    );

    await owner.client.ok(
      owner.client.pay(invoice.id, { amount: 100, paid_on: '2026-01-20', method: 'cash' }),
      201,
    );
    expect((await charge(setup.app, invoice.id)).statusCode).toBe(409);
    const draft = await owner.client.created({ contact_id: owner.contactId });
    expect((await charge(setup.app, draft.id)).statusCode).toBe(404);
    expect(setup.paystack.requests).toEqual([]);
  });

  it("answers 502 with Paystack's reason when the charge fails at once, and keeps it failed", async () => {
    const owner = await business(setup.app);
    const invoice = await sentInvoice(owner, 100);
    setup.paystack.answerNext(200, {
      status: true,
      message: 'Charge attempted',
      data: { reference: 'ignored', status: 'failed', display_text: 'Phone is not registered for M-Pesa' },
    });
    const refused = await charge(setup.app, invoice.id);
    expect(refused.statusCode).toBe(502);
    const reference = setup.paystack.requests[0]?.body?.reference as string;
    expect(await transaction(reference)).toMatchObject({ status: 'failed' });

    setup.paystack.answerNext(400, { status: false, message: 'Invalid phone number' });
    const invalid = await charge(setup.app, invoice.id);
    expect(invalid.statusCode).toBe(502);
    expect(invalid.json()).toEqual({ error: 'Paystack could not start the payment: Invalid phone number' });
  });
});
