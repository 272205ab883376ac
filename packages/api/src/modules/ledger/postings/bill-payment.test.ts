import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BillPaymentRow, billPaymentPosting } from './bill-payment.ts';
import { centsArbitrary, cr, dr, expectBalanced, text } from './test-lines.ts';

const VENDOR = 21;
const bank = { method: 1100, control: 2000 };
const payment = (more: Partial<BillPaymentRow> = {}): BillPaymentRow => ({
  id: 40,
  amount: '58000.00',
  paidOn: '2026-03-31',
  method: 'bank_transfer',
  reference: 'CHQ 1182',
  contactId: VENDOR,
  billNumber: 'SUP-881',
  ...more,
});

describe('the posting of a bill payment', () => {
  it("debits 2000 with the vendor and credits the method's account, on the day it was paid", () => {
    const posting = billPaymentPosting(payment(), bank);
    expect(posting).toEqual({
      sourceType: 'bill_payment',
      sourceId: '40',
      date: '2026-03-31',
      memo: 'Payment of bill SUP-881 (CHQ 1182)',
      lines: [dr(2000, 5800000n, { contactId: VENDOR }), cr(1100, 5800000n)],
    });
    expectBalanced(posting);
  });

  it('posts no lines for a zero amount', () => {
    expect(billPaymentPosting(payment({ amount: '0.00' }), bank).lines).toEqual([]);
  });

  it('is exact to the cent', () => {
    expect(billPaymentPosting(payment({ amount: '0.07', reference: null }), bank)).toMatchObject({
      memo: 'Payment of bill SUP-881',
      lines: [dr(2000, 7n, { contactId: VENDOR }), cr(1100, 7n)],
    });
  });

  it('balances for any amount', () => {
    fc.assert(
      fc.property(centsArbitrary, (cents) =>
        expectBalanced(billPaymentPosting(payment({ amount: text(cents) }), bank)),
      ),
    );
  });
});
