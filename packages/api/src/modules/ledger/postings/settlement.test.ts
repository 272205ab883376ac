import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settlementAccounts, settlementPosting } from './settlement.ts';
import { centsArbitrary, cr, dr, expectBalanced, text } from './test-lines.ts';

const payment = {
  id: 31,
  amount: '2500.00',
  paidOn: '2026-04-02',
  method: 'cash',
  reference: null,
  contactId: 9,
};

describe('the accounts a payment moves money between', () => {
  it("are its method's account and its side's control account", () => {
    expect(settlementAccounts('receivable', 'cash')).toEqual({ method: 'cash', control: 'receivable' });
    expect(settlementAccounts('receivable', 'bank_transfer')).toEqual({
      method: 'bank',
      control: 'receivable',
    });
    expect(settlementAccounts('receivable', 'mpesa')).toEqual({ method: 'mpesa', control: 'receivable' });
    expect(settlementAccounts('receivable', 'paystack')).toEqual({
      method: 'paystackClearing',
      control: 'receivable',
    });
    expect(settlementAccounts('payable', 'other')).toEqual({ method: 'bank', control: 'payable' });
    expect(settlementAccounts('customerCredit', 'mpesa')).toEqual({
      method: 'mpesa',
      control: 'customerCredits',
    });
  });
});

describe('the posting of a payment on either side', () => {
  it('brings money in on the receivable side and takes it out on the others, the debit first', () => {
    const ids = { method: 1000, control: 5 };
    expect(settlementPosting('receivable', payment, 'In', ids).lines).toEqual([
      dr(1000, 250000n),
      cr(5, 250000n, { contactId: 9 }),
    ]);
    expect(settlementPosting('payable', payment, 'Out', ids).lines).toEqual([
      dr(5, 250000n, { contactId: 9 }),
      cr(1000, 250000n),
    ]);
    expect(settlementPosting('customerCredit', payment, 'Out', ids).lines).toEqual([
      dr(5, 250000n, { contactId: 9 }),
      cr(1000, 250000n),
    ]);
  });

  it('cuts a long memo to 500 characters, the reference included', () => {
    const posting = settlementPosting(
      'receivable',
      { ...payment, reference: 'R'.repeat(600) },
      'Payment of INV-0007',
      {
        method: 1000,
        control: 1200,
      },
    );
    expect(Array.from(posting.memo)).toHaveLength(500);
    expect(posting.memo.startsWith('Payment of INV-0007 (RRR')).toBe(true);
  });

  it('balances, and moves exactly its amount, on every side', () => {
    fc.assert(
      fc.property(
        centsArbitrary,
        fc.constantFrom('receivable', 'payable', 'customerCredit' as const),
        (cents, side) => {
          const posting = settlementPosting(side, { ...payment, amount: text(cents) }, 'x', {
            method: 1000,
            control: 5,
          });
          expectBalanced(posting);
          expect(posting.lines.reduce((sum, line) => sum + line.debit, 0n)).toBe(cents);
        },
      ),
    );
  });
});
