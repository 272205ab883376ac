import { toCents } from '@daftari/format';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InvoiceRow, invoicePosting } from './invoice.ts';
import type { SalesItem } from './sales-items.ts';
import { cr, creditsOn, debitsOn, dr, expectBalanced, itemArbitrary } from './test-lines.ts';

const ids = { receivable: 1200, sales: 4000, vatOutput: 2100, ownersEquity: 3000 };
const CONTACT = 7;

const item = (taxable: string, tax: string, more: Partial<SalesItem> = {}): SalesItem => ({
  ledgerAccountId: null,
  taxRate: '16.00',
  taxCategory: null,
  taxable,
  tax,
  ...more,
});

const invoice = (more: Partial<InvoiceRow> = {}): InvoiceRow => ({
  id: '0b7c3f9e-1d2a-4c5b-8e6f-7a8b9c0d1e2f',
  status: 'sent',
  contactId: CONTACT,
  issueDate: '2026-03-14',
  invoiceNumber: 'INV-0042',
  openingBalanceOn: null,
  items: [item('1000.00', '160.00')],
  ...more,
});

describe('the posting of an invoice', () => {
  it('debits 1200 the total with the contact and credits income and 2100 VAT at the line rate, on its issue date', () => {
    const posting = invoicePosting(invoice(), ids);
    expect(posting).toEqual({
      sourceType: 'invoice',
      sourceId: '0b7c3f9e-1d2a-4c5b-8e6f-7a8b9c0d1e2f',
      date: '2026-03-14',
      memo: 'Invoice INV-0042',
      lines: [
        dr(1200, 116000n, { contactId: CONTACT }),
        cr(4000, 100000n, { vatRate: '16' }),
        cr(2100, 16000n, { vatRate: '16' }),
      ],
    });
    expectBalanced(posting!);
  });

  it("credits each line's own income account, else 4000 Sales", () => {
    const posting = invoicePosting(
      invoice({ items: [item('50.00', '8.00', { ledgerAccountId: 4100 }), item('10.00', '1.60')] }),
      ids,
    );
    expect(posting!.lines).toEqual([
      dr(1200, 6960n, { contactId: CONTACT }),
      cr(4100, 5000n, { vatRate: '16' }),
      cr(2100, 960n, { vatRate: '16' }),
      cr(4000, 1000n, { vatRate: '16' }),
    ]);
  });

  it('merges the lines of one account and rate, keeps other rates and categories apart, and drops a zero tax', () => {
    const posting = invoicePosting(
      invoice({
        items: [
          item('100.00', '16.00'),
          item('200.00', '32.00'),
          item('100.00', '8.00', { taxRate: '8.00' }),
          item('40.00', '0.00', { taxRate: '0.00', taxCategory: 'exempt' }),
          item('30.00', '0.00', { taxRate: '0.00' }),
          item('20.00', '0.00', { taxRate: '0.00', taxCategory: 'non_vat' }),
        ],
      }),
      ids,
    );
    expect(posting!.lines).toEqual([
      dr(1200, 54600n, { contactId: CONTACT }),
      cr(4000, 30000n, { vatRate: '16' }),
      cr(2100, 4800n, { vatRate: '16' }),
      cr(4000, 10000n, { vatRate: '8' }),
      cr(2100, 800n, { vatRate: '8' }),
      cr(4000, 4000n, { vatRate: 'exempt' }),
      cr(4000, 3000n, { vatRate: '0' }),
      cr(4000, 2000n, { vatRate: 'non_vat' }),
    ]);
    expectBalanced(posting!);
  });

  it('nets a credit line (a negative amount) against the line of its account and rate', () => {
    const posting = invoicePosting(
      invoice({ items: [item('100.00', '16.00'), item('-30.00', '-4.80')] }),
      ids,
    );
    expect(posting!.lines).toEqual([
      dr(1200, 8120n, { contactId: CONTACT }),
      cr(4000, 7000n, { vatRate: '16' }),
      cr(2100, 1120n, { vatRate: '16' }),
    ]);
  });

  it('posts nothing for a draft, and no lines for a void invoice (its entry is reversed)', () => {
    expect(invoicePosting(invoice({ status: 'draft' }), ids)).toBeNull();
    const voided = invoicePosting(invoice({ status: 'void' }), ids);
    expect(voided).toMatchObject({ sourceType: 'invoice', memo: 'Invoice INV-0042', lines: [] });
  });

  it('posts no lines when its total is zero', () => {
    expect(invoicePosting(invoice({ items: [] }), ids)!.lines).toEqual([]);
    expect(invoicePosting(invoice({ items: [item('0.00', '0.00')] }), ids)!.lines).toEqual([]);
  });

  it("brought forward, posts an opening balance on its switching date: Dr 1200 / Cr 3000 Owner's equity", () => {
    const posting = invoicePosting(invoice({ openingBalanceOn: '2026-01-01', status: 'partial' }), ids);
    expect(posting).toEqual({
      sourceType: 'opening_balance',
      sourceId: '0b7c3f9e-1d2a-4c5b-8e6f-7a8b9c0d1e2f',
      date: '2026-01-01',
      memo: 'Opening balance: invoice INV-0042',
      lines: [dr(1200, 116000n, { contactId: CONTACT }), cr(3000, 116000n)],
    });
    expect(invoicePosting(invoice({ openingBalanceOn: '2026-01-01', status: 'void' }), ids)).toMatchObject({
      sourceType: 'opening_balance',
      lines: [],
    });
  });

  it('is exact to the cent, however many cents and however large', () => {
    const posting = invoicePosting(
      invoice({
        items: [
          item('0.10', '0.01'),
          item('0.20', '0.02'),
          item('999999999999.99', '0.00', { ledgerAccountId: 4100 }),
        ],
      }),
      ids,
    );
    expect(posting!.lines).toEqual([
      dr(1200, 100000000000032n, { contactId: CONTACT }),
      cr(4000, 30n, { vatRate: '16' }),
      cr(2100, 3n, { vatRate: '16' }),
      cr(4100, 99999999999999n, { vatRate: '16' }),
    ]);
  });

  it('balances for any items: 1200 takes the total, 2100 (or 3000, brought forward) what it is owed', () => {
    fc.assert(
      fc.property(fc.array(itemArbitrary, { maxLength: 8 }), fc.boolean(), (items, opening) => {
        const posting = invoicePosting(
          invoice({ items, openingBalanceOn: opening ? '2026-01-01' : null }),
          ids,
        )!;
        expectBalanced(posting);
        const tax = items.reduce((sum, it) => sum + toCents(it.tax), 0n);
        const total = items.reduce((sum, it) => sum + toCents(it.taxable), tax);
        expect(debitsOn(posting, 1200)).toBe(total);
        if (opening) expect(creditsOn(posting, 3000)).toBe(total);
        else expect(creditsOn(posting, 2100)).toBe(tax);
      }),
    );
  });
});
