import { toCents } from '@daftari/format';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CreditNoteRow, creditNotePosting } from './credit-note.ts';
import type { SalesItem } from './sales-items.ts';
import { centsArbitrary, cr, creditsOn, dr, expectBalanced, itemArbitrary, text } from './test-lines.ts';

const ids = { receivable: 1200, customerCredits: 2200, sales: 4000, vatOutput: 2100 };
const CONTACT = 7;

const item = (taxable: string, tax: string, more: Partial<SalesItem> = {}): SalesItem => ({
  ledgerAccountId: null,
  taxRate: '16.00',
  taxCategory: null,
  taxable,
  tax,
  ...more,
});

const note = (more: Partial<CreditNoteRow> = {}): CreditNoteRow => ({
  id: 3,
  contactId: CONTACT,
  issueDate: '2026-03-20',
  creditNoteNumber: 'CN-0003',
  appliedAmount: '116.00',
  items: [item('100.00', '16.00')],
  ...more,
});

describe('the posting of a credit note', () => {
  it("debits income and 2100 at the line's rate and credits 1200 what it took off the invoice's balance", () => {
    const posting = creditNotePosting(note(), ids);
    expect(posting).toEqual({
      sourceType: 'credit_note',
      sourceId: '3',
      date: '2026-03-20',
      memo: 'Credit note CN-0003',
      lines: [
        dr(4000, 10000n, { vatRate: '16' }),
        dr(2100, 1600n, { vatRate: '16' }),
        cr(1200, 11600n, { contactId: CONTACT }),
      ],
    });
    expectBalanced(posting);
  });

  it('credits 2200 Customer credits the part the invoice did not take, and all of it when it took nothing', () => {
    expect(creditNotePosting(note({ appliedAmount: '16.00' }), ids).lines).toEqual([
      dr(4000, 10000n, { vatRate: '16' }),
      dr(2100, 1600n, { vatRate: '16' }),
      cr(1200, 1600n, { contactId: CONTACT }),
      cr(2200, 10000n, { contactId: CONTACT }),
    ]);
    expect(creditNotePosting(note({ appliedAmount: '0.00' }), ids).lines).toEqual([
      dr(4000, 10000n, { vatRate: '16' }),
      dr(2100, 1600n, { vatRate: '16' }),
      cr(2200, 11600n, { contactId: CONTACT }),
    ]);
  });

  it("merges the lines of one account and rate, and debits each line's own income account", () => {
    const posting = creditNotePosting(
      note({
        appliedAmount: '0.00',
        items: [
          item('100.00', '16.00'),
          item('50.00', '8.00'),
          item('20.00', '0.00', { taxRate: '0.00', taxCategory: 'exempt' }),
          item('30.00', '4.80', { ledgerAccountId: 4100 }),
        ],
      }),
      ids,
    );
    expect(posting.lines).toEqual([
      dr(4000, 15000n, { vatRate: '16' }),
      dr(2100, 2880n, { vatRate: '16' }),
      dr(4000, 2000n, { vatRate: 'exempt' }),
      dr(4100, 3000n, { vatRate: '16' }),
      cr(2200, 22880n, { contactId: CONTACT }),
    ]);
  });

  it('posts no lines when it credits nothing', () => {
    expect(creditNotePosting(note({ items: [], appliedAmount: '0.00' }), ids).lines).toEqual([]);
  });

  it('is exact to the cent', () => {
    const posting = creditNotePosting(
      note({ items: [item('0.10', '0.01'), item('0.20', '0.02')], appliedAmount: '0.01' }),
      ids,
    );
    expect(posting.lines).toEqual([
      dr(4000, 30n, { vatRate: '16' }),
      dr(2100, 3n, { vatRate: '16' }),
      cr(1200, 1n, { contactId: CONTACT }),
      cr(2200, 32n, { contactId: CONTACT }),
    ]);
  });

  it('balances for any items and any part of them applied: 1200 and 2200 share the total', () => {
    fc.assert(
      fc.property(fc.array(itemArbitrary, { maxLength: 8 }), centsArbitrary, (items, seed) => {
        const total = items.reduce((sum, it) => sum + toCents(it.taxable) + toCents(it.tax), 0n);
        const applied = total === 0n ? 0n : seed % (total + 1n);
        const posting = creditNotePosting(note({ items, appliedAmount: text(applied) }), ids);
        expectBalanced(posting);
        expect(creditsOn(posting, 1200)).toBe(applied);
        expect(creditsOn(posting, 2200)).toBe(total - applied);
      }),
    );
  });
});
