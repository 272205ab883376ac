import { describe, expect, it } from 'vitest';
import { creditTotalProblem, creditTotals } from '../src/lib/credit-note-form.ts';
import { creditLeftCents, creditRefusal, refundableLeft } from '../src/lib/credit-rules.ts';
import { invoiceCreditNote, sentInvoice } from './credit-fixtures.ts';

describe('credit rules', () => {
  it("leaves the invoice's total less its credit notes' totals to credit, never below zero", () => {
    expect(creditLeftCents(sentInvoice())).toBe(258000n);
    const notes = [invoiceCreditNote({ total: 1000.1 }), invoiceCreditNote({ id: 8, total: 0.2 })];
    expect(creditLeftCents(sentInvoice({ credit_notes: notes }))).toBe(157970n);
    expect(creditLeftCents(sentInvoice({ credit_notes: [invoiceCreditNote({ total: 3000 })] }))).toBe(0n);
    expect(creditLeftCents(sentInvoice({ credit_notes: undefined }))).toBe(258000n);
  });

  it('refuses a credit note on a draft, a void invoice and one credited in full', () => {
    expect(creditRefusal(sentInvoice())).toBeNull();
    expect(creditRefusal(sentInvoice({ status: 'paid' }))).toBeNull();
    expect(creditRefusal(sentInvoice({ status: 'draft' }))).toBe('A draft is edited, not credited');
    expect(creditRefusal(sentInvoice({ status: 'void' }))).toBe('A void invoice cannot be credited');
    const full = [invoiceCreditNote({ total: 2580 })];
    expect(creditRefusal(sentInvoice({ credit_notes: full }))).toBe('The invoice is credited in full');
  });

  it('leaves refundable what the API says can still be refunded, exactly to the cent', () => {
    expect(refundableLeft({ refundable_amount: 0.2 })).toBe(0.2);
    expect(refundableLeft({ refundable_amount: 0 })).toBe(0);
  });
});

describe('credit note totals', () => {
  it("add the lines by the invoice's arithmetic, rounding each line's tax half away from zero", () => {
    const totals = creditTotals([
      { quantity: '3', unit_price: '0.335', tax_rate: 16, discount: 0 },
      { quantity: 1, unit_price: 100, tax_rate: 0, discount: 10 },
    ]);
    // 3 × 0.335 = 1.005 → 1.01; its tax 0.1616 → 0.16; 100 less 10% = 90.
    expect(totals).toMatchObject({ subtotal: 101.01, discount_total: 10, tax_total: 0.16, total: 91.17 });
    expect(totals?.totalCents).toBe(9117n);
  });

  it('are unknown while a quantity or price is not a number', () => {
    expect(creditTotals([{ quantity: '', unit_price: '5', tax_rate: 0, discount: 0 }])).toBeNull();
    expect(creditTotals([{ quantity: '1', unit_price: 'ten', tax_rate: 0, discount: 0 }])).toBeNull();
  });

  it('must be above zero and at most what is left to credit', () => {
    expect(creditTotalProblem(0n, 100n, 'KES')).toBe('The credit note must total more than 0');
    expect(creditTotalProblem(100n, 100n, 'KES')).toBeNull();
    expect(creditTotalProblem(101n, 100n, 'KES')).toBe(
      'A credit note can be at most KES 1.00, what is left to credit on this invoice',
    );
  });
});
