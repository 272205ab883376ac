import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RefundRow, refundPosting } from './refund.ts';
import { centsArbitrary, cr, dr, expectBalanced, text } from './test-lines.ts';

const CONTACT = 7;
const mpesa = { method: 1300, control: 2200 };
const refund = (more: Partial<RefundRow> = {}): RefundRow => ({
  id: 2,
  amount: '40.00',
  paidOn: '2026-03-25',
  method: 'mpesa',
  reference: null,
  contactId: CONTACT,
  creditNoteNumber: 'CN-0003',
  ...more,
});

describe('the posting of a refund of customer credit', () => {
  it("debits 2200 Customer credits with the contact and credits the method's account, on the day it was paid", () => {
    const posting = refundPosting(refund(), mpesa);
    expect(posting).toEqual({
      sourceType: 'refund',
      sourceId: '2',
      date: '2026-03-25',
      memo: 'Refund of CN-0003',
      lines: [dr(2200, 4000n, { contactId: CONTACT }), cr(1300, 4000n)],
    });
    expectBalanced(posting);
  });

  it('posts no lines for a zero amount', () => {
    expect(refundPosting(refund({ amount: '0.00' }), mpesa).lines).toEqual([]);
  });

  it('is exact to the cent', () => {
    expect(refundPosting(refund({ amount: '12.34', reference: 'RFD1' }), mpesa)).toMatchObject({
      memo: 'Refund of CN-0003 (RFD1)',
      lines: [dr(2200, 1234n, { contactId: CONTACT }), cr(1300, 1234n)],
    });
  });

  it('balances for any amount', () => {
    fc.assert(
      fc.property(centsArbitrary, (cents) =>
        expectBalanced(refundPosting(refund({ amount: text(cents) }), mpesa)),
      ),
    );
  });
});
