import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatedReceiptPosting, unallocatedReceiptPosting } from './mpesa-receipt.ts';
import { centsArbitrary, cr, dr, expectBalanced } from './test-lines.ts';

const ids = { mpesa: 1300, unallocatedMpesa: 2300 };
const receipt = { id: 12, transId: 'UAB3CD4EF5', date: '2026-06-30' };

describe('the posting of paybill money', () => {
  it('no invoice took: Dr 1300 M-Pesa / Cr 2300 Unallocated M-Pesa receipts, on the day it came in', () => {
    const posting = unallocatedReceiptPosting(receipt, 150000n, ids);
    expect(posting).toEqual({
      sourceType: 'mpesa_receipt',
      sourceId: '12',
      date: '2026-06-30',
      memo: 'Unallocated M-Pesa receipt (UAB3CD4EF5)',
      lines: [dr(1300, 150000n), cr(2300, 150000n)],
    });
    expectBalanced(posting);
  });

  it('assigned to an invoice later: Dr 2300 / Cr 1300, the debit first', () => {
    const posting = allocatedReceiptPosting({ ...receipt, date: '2026-07-02' }, 150000n, ids);
    expect(posting).toEqual({
      sourceType: 'mpesa_receipt',
      sourceId: '12',
      date: '2026-07-02',
      memo: 'M-Pesa receipt UAB3CD4EF5 assigned',
      lines: [dr(2300, 150000n), cr(1300, 150000n)],
    });
  });

  it('posts no lines for no money, and is exact to the cent', () => {
    expect(unallocatedReceiptPosting(receipt, 0n, ids).lines).toEqual([]);
    expect(allocatedReceiptPosting(receipt, 0n, ids).lines).toEqual([]);
    expect(unallocatedReceiptPosting(receipt, 1n, ids).lines).toEqual([dr(1300, 1n), cr(2300, 1n)]);
  });

  it('balances, and an unallocated receipt and its assignment leave 2300 where it was', () => {
    fc.assert(
      fc.property(centsArbitrary, (cents) => {
        const both = [
          unallocatedReceiptPosting(receipt, cents, ids),
          allocatedReceiptPosting(receipt, cents, ids),
        ];
        for (const posting of both) expectBalanced(posting);
        const on2300 = both
          .flatMap((posting) => posting.lines)
          .filter((line) => line.ledgerAccountId === 2300);
        expect(on2300.reduce((sum, line) => sum + line.debit - line.credit, 0n)).toBe(0n);
      }),
    );
  });
});
