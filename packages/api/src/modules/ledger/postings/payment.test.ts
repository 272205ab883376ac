import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PaymentRow, paymentPosting } from './payment.ts';
import { centsArbitrary, cr, dr, expectBalanced, text } from './test-lines.ts';

const CONTACT = 9;
const cash = { method: 1000, control: 1200 };
const payment = (more: Partial<PaymentRow> = {}): PaymentRow => ({
  id: 31,
  amount: '2500.00',
  paidOn: '2026-04-02',
  method: 'cash',
  reference: null,
  contactId: CONTACT,
  invoiceNumber: 'INV-0007',
  channel: null,
  ...more,
});

describe("the posting of a customer's payment", () => {
  it("debits the method's account and credits 1200 with the invoice's contact, on the day it was paid", () => {
    const posting = paymentPosting(payment(), cash);
    expect(posting).toEqual({
      sourceType: 'payment',
      sourceId: '31',
      date: '2026-04-02',
      memo: 'Payment of INV-0007',
      lines: [dr(1000, 250000n), cr(1200, 250000n, { contactId: CONTACT })],
    });
    expectBalanced(posting);
  });

  it('names its reference, and a Paystack payment made from an M-Pesa phone says so', () => {
    expect(paymentPosting(payment({ reference: 'QK71HX' }), cash).memo).toBe('Payment of INV-0007 (QK71HX)');
    const byPhone = payment({ method: 'paystack', reference: 'ps_9f2', channel: 'mpesa' });
    const paystack = { method: 1310, control: 1200 };
    expect(paymentPosting(byPhone, paystack).memo).toBe(
      'Payment of INV-0007 by M-Pesa via Paystack (ps_9f2)',
    );
    expect(paymentPosting({ ...byPhone, channel: 'card' }, paystack).memo).toBe(
      'Payment of INV-0007 (ps_9f2)',
    );
    expect(paymentPosting(byPhone, paystack).lines).toEqual([
      dr(1310, 250000n),
      cr(1200, 250000n, { contactId: CONTACT }),
    ]);
  });

  it('posts no lines for a zero amount', () => {
    expect(paymentPosting(payment({ amount: '0.00' }), cash).lines).toEqual([]);
  });

  it('is exact to the cent, from one cent to the largest amount a column holds', () => {
    expect(paymentPosting(payment({ amount: '0.01' }), cash).lines).toEqual([
      dr(1000, 1n),
      cr(1200, 1n, { contactId: CONTACT }),
    ]);
    expect(paymentPosting(payment({ amount: '999999999999.99' }), cash).lines).toEqual([
      dr(1000, 99999999999999n),
      cr(1200, 99999999999999n, { contactId: CONTACT }),
    ]);
  });

  it('balances for any amount', () => {
    fc.assert(
      fc.property(centsArbitrary, (cents) =>
        expectBalanced(paymentPosting(payment({ amount: text(cents) }), cash)),
      ),
    );
  });
});
