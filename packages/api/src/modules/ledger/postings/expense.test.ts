import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deletedExpensePosting, type ExpenseRow, expensePosting } from './expense.ts';
import { centsArbitrary, cr, dr, expectBalanced, text } from './test-lines.ts';

const ids = { vatInput: 1400 };
const FUEL = 6100;
const BANK = 1100;

const expense = (more: Partial<ExpenseRow> = {}): ExpenseRow => ({
  id: 88,
  expenseType: 'Expense',
  ledgerAccountId: FUEL,
  paidFromAccountId: BANK,
  dated: '2026-02-20',
  totalValue: '1160.00',
  vat: 'Standard',
  vatRate: '16.00',
  vatAmount: '160.00',
  description: 'Diesel, Nakuru run',
  ...more,
});

describe('the posting of an expense', () => {
  it('debits its account net of VAT and 1400 the VAT at its rate, and credits the account it was paid from', () => {
    const posting = expensePosting(expense(), ids);
    expect(posting).toEqual({
      sourceType: 'expense',
      sourceId: '88',
      date: '2026-02-20',
      memo: 'Expense: Diesel, Nakuru run',
      lines: [dr(FUEL, 100000n, { vatRate: '16' }), dr(1400, 16000n, { vatRate: '16' }), cr(BANK, 116000n)],
    });
    expectBalanced(posting);
  });

  it('posts the mirror for a Refund', () => {
    const posting = expensePosting(expense({ expenseType: 'Refund' }), ids);
    expect(posting.memo).toBe('Refund: Diesel, Nakuru run');
    expect(posting.lines).toEqual([
      cr(FUEL, 100000n, { vatRate: '16' }),
      cr(1400, 16000n, { vatRate: '16' }),
      dr(BANK, 116000n),
    ]);
  });

  it('carries the category of an exempt or non-VAT expense and drops its zero VAT line', () => {
    const exempt = expensePosting(expense({ vat: 'Exempt', vatRate: '0.00', vatAmount: '0.00' }), ids);
    expect(exempt.lines).toEqual([dr(FUEL, 116000n, { vatRate: 'exempt' }), cr(BANK, 116000n)]);
    const outside = expensePosting(expense({ vat: 'Non-VAT', vatRate: '0.00', vatAmount: '0.00' }), ids);
    expect(outside.lines).toEqual([dr(FUEL, 116000n, { vatRate: 'non_vat' }), cr(BANK, 116000n)]);
    const zero = expensePosting(expense({ vat: 'Zero', vatRate: '0.00', vatAmount: '0.00' }), ids);
    expect(zero.lines).toEqual([dr(FUEL, 116000n, { vatRate: '0' }), cr(BANK, 116000n)]);
  });

  it('merges its lines when its own account is 1400', () => {
    const posting = expensePosting(expense({ ledgerAccountId: 1400 }), ids);
    expect(posting.lines).toEqual([dr(1400, 116000n, { vatRate: '16' }), cr(BANK, 116000n)]);
  });

  it('posts no lines for a zero expense, and none once deleted (its entry is reversed)', () => {
    expect(expensePosting(expense({ totalValue: '0.00', vatAmount: '0.00' }), ids).lines).toEqual([]);
    expect(deletedExpensePosting({ id: 88, dated: '2026-02-20' })).toEqual({
      sourceType: 'expense',
      sourceId: '88',
      date: '2026-02-20',
      memo: 'Expense deleted',
      lines: [],
    });
  });

  it('is exact to the cent', () => {
    const posting = expensePosting(expense({ totalValue: '1.01', vatAmount: '0.14' }), ids);
    expect(posting.lines).toEqual([
      dr(FUEL, 87n, { vatRate: '16' }),
      dr(1400, 14n, { vatRate: '16' }),
      cr(BANK, 101n),
    ]);
  });

  it('balances for any total and VAT, a Refund too', () => {
    fc.assert(
      fc.property(centsArbitrary, centsArbitrary, fc.boolean(), (total, vat, refund) => {
        const posting = expensePosting(
          expense({
            totalValue: text(total),
            vatAmount: text(vat),
            expenseType: refund ? 'Refund' : 'Expense',
          }),
          ids,
        );
        expectBalanced(posting);
      }),
    );
  });
});
