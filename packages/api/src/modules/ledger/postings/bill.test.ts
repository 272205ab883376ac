import { toCents } from '@daftari/format';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BillLine, type BillRow, billPosting } from './bill.ts';
import { cr, creditsOn, dr, expectBalanced, itemArbitrary } from './test-lines.ts';

const ids = { payable: 2000, vatInput: 1400, ownersEquity: 3000 };
const VENDOR = 21;
const STOCK = 1500;
const RENT = 6200;

const line = (taxable: string, tax: string, more: Partial<BillLine> = {}): BillLine => ({
  ledgerAccountId: RENT,
  taxRate: '16.00',
  taxCategory: null,
  taxable,
  tax,
  ...more,
});

const bill = (more: Partial<BillRow> = {}): BillRow => ({
  id: 5,
  status: 'open',
  contactId: VENDOR,
  issueDate: '2026-03-01',
  billNumber: 'SUP-881',
  openingBalanceOn: null,
  lines: [line('50000.00', '8000.00')],
  ...more,
});

describe('the posting of a bill', () => {
  it('debits each line its account and 1400 its VAT at its rate, and credits 2000 the total with the vendor', () => {
    const posting = billPosting(bill(), ids);
    expect(posting).toEqual({
      sourceType: 'bill',
      sourceId: '5',
      date: '2026-03-01',
      memo: 'Bill SUP-881',
      lines: [
        dr(RENT, 5000000n, { vatRate: '16' }),
        dr(1400, 800000n, { vatRate: '16' }),
        cr(2000, 5800000n, { contactId: VENDOR }),
      ],
    });
    expectBalanced(posting!);
  });

  it('merges the lines of one account and rate, and keeps other accounts, rates and categories apart', () => {
    const posting = billPosting(
      bill({
        lines: [
          line('100.00', '16.00'),
          line('300.00', '48.00'),
          line('200.00', '16.00', { ledgerAccountId: STOCK, taxRate: '8.00' }),
          line('50.00', '0.00', { taxRate: '0.00', taxCategory: 'exempt' }),
        ],
      }),
      ids,
    );
    expect(posting!.lines).toEqual([
      dr(RENT, 40000n, { vatRate: '16' }),
      dr(1400, 6400n, { vatRate: '16' }),
      dr(STOCK, 20000n, { vatRate: '8' }),
      dr(1400, 1600n, { vatRate: '8' }),
      dr(RENT, 5000n, { vatRate: 'exempt' }),
      cr(2000, 73000n, { contactId: VENDOR }),
    ]);
    expectBalanced(posting!);
  });

  it('posts nothing for a draft, and no lines for a void bill (its entry is reversed)', () => {
    expect(billPosting(bill({ status: 'draft' }), ids)).toBeNull();
    expect(billPosting(bill({ status: 'void' }), ids)).toEqual({
      sourceType: 'bill',
      sourceId: '5',
      date: '2026-03-01',
      memo: 'Void bill SUP-881',
      lines: [],
    });
  });

  it("brought forward, posts an opening balance on its switching date: Dr 3000 Owner's equity / Cr 2000", () => {
    const posting = billPosting(bill({ openingBalanceOn: '2026-01-01', status: 'partial' }), ids);
    expect(posting).toEqual({
      sourceType: 'opening_balance',
      sourceId: '5',
      date: '2026-01-01',
      memo: 'Opening balance: bill SUP-881',
      lines: [dr(3000, 5800000n), cr(2000, 5800000n, { contactId: VENDOR })],
    });
    expect(billPosting(bill({ openingBalanceOn: '2026-01-01', status: 'void' }), ids)).toMatchObject({
      sourceType: 'opening_balance',
      memo: 'Opening balance: bill SUP-881',
      lines: [],
    });
  });

  it('is exact to the cent, however large', () => {
    const posting = billPosting(
      bill({
        lines: [
          line('0.10', '0.02'),
          line('0.20', '0.03'),
          line('999999999999.99', '0.00', { ledgerAccountId: STOCK }),
        ],
      }),
      ids,
    );
    expect(posting!.lines).toEqual([
      dr(RENT, 30n, { vatRate: '16' }),
      dr(1400, 5n, { vatRate: '16' }),
      dr(STOCK, 99999999999999n, { vatRate: '16' }),
      cr(2000, 100000000000034n, { contactId: VENDOR }),
    ]);
  });

  it('balances for any lines: 2000 owes exactly what the lines and their VAT cost', () => {
    fc.assert(
      fc.property(fc.array(itemArbitrary, { maxLength: 8 }), fc.boolean(), (lines, opening) => {
        const posting = billPosting(bill({ lines, openingBalanceOn: opening ? '2026-01-01' : null }), ids)!;
        expectBalanced(posting);
        const total = lines.reduce((sum, it) => sum + toCents(it.taxable) + toCents(it.tax), 0n);
        expect(creditsOn(posting, 2000)).toBe(total);
      }),
    );
  });
});
