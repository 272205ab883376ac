import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paystackFeePosting } from './paystack-fee.ts';
import { centsArbitrary, cr, dr, expectBalanced } from './test-lines.ts';

const ids = { bankCharges: 6800, paystackClearing: 1310 };
const payment = { id: 54, paidOn: '2026-05-09', reference: 'ps_7acd21' };

describe('the posting of a Paystack fee', () => {
  it("debits 6800 Bank Charges and credits 1310 Paystack clearing, on the payment's day", () => {
    const posting = paystackFeePosting(payment, 4350n, ids);
    expect(posting).toEqual({
      sourceType: 'paystack_fee',
      sourceId: '54',
      date: '2026-05-09',
      memo: 'Paystack fee (ps_7acd21)',
      lines: [dr(6800, 4350n), cr(1310, 4350n)],
    });
    expectBalanced(posting);
  });

  it('posts no lines when Paystack kept nothing', () => {
    expect(paystackFeePosting(payment, 0n, ids).lines).toEqual([]);
  });

  it('is exact to the cent', () => {
    expect(paystackFeePosting(payment, 1n, ids).lines).toEqual([dr(6800, 1n), cr(1310, 1n)]);
  });

  it('balances for any fee', () => {
    fc.assert(fc.property(centsArbitrary, (fee) => expectBalanced(paystackFeePosting(payment, fee, ids))));
  });
});
