import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paystackPayoutPosting } from './paystack-payout.ts';
import { centsArbitrary, cr, dr, expectBalanced } from './test-lines.ts';

const payout = {
  settlementId: '359143',
  settlementDate: '2026-05-11',
  amountCents: 9_712_050n,
  bankAccountId: 1100,
  clearingAccountId: 1310,
};

describe('the posting of a Paystack payout', () => {
  it('debits the bank it reached and credits 1310 Paystack clearing, on the settlement date', () => {
    const posting = paystackPayoutPosting(payout);
    expect(posting).toEqual({
      sourceType: 'paystack_payout',
      sourceId: '359143',
      date: '2026-05-11',
      memo: 'Paystack payout PSTK_359143',
      lines: [dr(1100, 9_712_050n), cr(1310, 9_712_050n)],
    });
  });

  it('pays into whichever bank the owner chose', () => {
    expect(paystackPayoutPosting({ ...payout, bankAccountId: 1110 }).lines).toEqual([
      dr(1110, 9_712_050n),
      cr(1310, 9_712_050n),
    ]);
  });

  it('is exact to the cent', () => {
    expect(paystackPayoutPosting({ ...payout, amountCents: 1n }).lines).toEqual([dr(1100, 1n), cr(1310, 1n)]);
  });

  it('balances and moves exactly its amount out of 1310, for any amount', () => {
    fc.assert(
      fc.property(centsArbitrary, (cents) => {
        const posting = paystackPayoutPosting({ ...payout, amountCents: cents });
        expectBalanced(posting);
        const clearing = posting.lines.filter((line) => line.ledgerAccountId === 1310);
        expect(clearing.reduce((sum, line) => sum + line.credit - line.debit, 0n)).toBe(cents);
      }),
    );
  });
});
