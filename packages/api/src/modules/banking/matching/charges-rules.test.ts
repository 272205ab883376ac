import { describe, expect, it } from 'vitest';
import { isMpesaCharge } from './charges.ts';
import { firstFit, type RuleLine, ruleFits } from './rule-fit.ts';

describe('M-Pesa charge lines', () => {
  it('recognises the charges as statements word them, money out only', () => {
    for (const details of [
      'Customer Transfer of Funds Charge',
      'Pay Bill Charge',
      'Pay Merchant Charge',
      'Withdrawal Charge',
      'Business Payment Charge',
      'Pay Utility Charge',
      'Customer Send Money Charge',
      'PAYBILL CHARGE',
    ]) {
      expect(isMpesaCharge(details, -1000n), details).toBe(true);
    }
    expect(isMpesaCharge('Pay Bill Charge', 1000n)).toBe(false);
  });

  it('takes no other line for a charge', () => {
    for (const details of [
      'Pay Bill to 888880 - KPLC PREPAID Acc. 1234',
      'Customer Withdrawal At Agent Till 1234',
      'Buy Bundles / Airtime Recharge',
      'Customer Transfer to 0712 - JANE',
      'Reversal of Pay Bill Charge',
      'OverDraft of Credit Party',
    ]) {
      expect(isMpesaCharge(details, -1000n), details).toBe(false);
    }
  });
});

const line = (more: Partial<RuleLine> = {}): RuleLine => ({
  description: 'Pay Bill to 888880 - KPLC  PREPAID Acc. 1234',
  counterparty: 'KPLC PREPAID',
  reference: 'SC1ABC',
  accountRef: '1234',
  amountCents: -250000n,
  ...more,
});

describe('rules', () => {
  const kplc = {
    direction: 'out' as const,
    match: 'all' as const,
    conditions: [{ field: 'description' as const, op: 'contains' as const, value: 'kplc prepaid' }],
  };

  it('fit a line by its text, ignoring case and runs of spaces, in its direction', () => {
    expect(ruleFits(kplc, line())).toBe(true);
    expect(ruleFits(kplc, line({ amountCents: 250000n }))).toBe(false);
    expect(ruleFits({ ...kplc, direction: 'any' }, line({ amountCents: 250000n }))).toBe(true);
    expect(
      ruleFits(
        { ...kplc, conditions: [{ field: 'counterparty', op: 'equals', value: ' kplc prepaid ' }] },
        line(),
      ),
    ).toBe(true);
    expect(
      ruleFits({ ...kplc, conditions: [{ field: 'reference', op: 'starts_with', value: 'sc1' }] }, line()),
    ).toBe(true);
    expect(
      ruleFits({ ...kplc, conditions: [{ field: 'account_ref', op: 'equals', value: '12' }] }, line()),
    ).toBe(false);
    expect(
      ruleFits(
        { ...kplc, conditions: [{ field: 'counterparty', op: 'contains', value: 'x' }] },
        line({ counterparty: null }),
      ),
    ).toBe(false);
  });

  it('compare amounts by size, and need all conditions or any', () => {
    const big = { field: 'amount' as const, op: 'gt' as const, value: '2000' };
    const small = { field: 'amount' as const, op: 'lt' as const, value: '100' };
    expect(ruleFits({ ...kplc, conditions: [big] }, line())).toBe(true);
    expect(ruleFits({ ...kplc, conditions: [{ ...big, op: 'equals', value: '2,500.00' }] }, line())).toBe(
      true,
    );
    expect(ruleFits({ ...kplc, conditions: [big, small] }, line())).toBe(false);
    expect(ruleFits({ ...kplc, match: 'any', conditions: [big, small] }, line())).toBe(true);
  });

  it('the first fitting rule acts', () => {
    const rules = [
      {
        ...kplc,
        id: 1,
        conditions: [{ field: 'description' as const, op: 'contains' as const, value: 'nothing' }],
      },
      { ...kplc, id: 2 },
      { ...kplc, id: 3 },
    ];
    expect(firstFit(rules, line())?.id).toBe(2);
    expect(firstFit(rules, line({ description: 'Safaricom' }))).toBeUndefined();
  });
});
