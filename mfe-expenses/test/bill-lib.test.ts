import { describe, expect, it } from 'vitest';
import { billDueText } from '../src/lib/bill-due.ts';
import { billTotals, EMPTY_LINE, lineFromExtraction } from '../src/lib/bill-form.ts';
import { billListQuery, readBillListParams, writeBillListParams } from '../src/lib/bill-list-params.ts';
import { billExtraction } from './bill-fixtures.ts';

const today = new Date(2026, 10, 25);

describe('billDueText', () => {
  it('says how late an open bill is, or when it falls due', () => {
    expect(billDueText({ status: 'open', due_date: '2026-11-20' }, today)).toBe('5 days overdue');
    expect(billDueText({ status: 'open', due_date: '2026-11-24' }, today)).toBe('1 day overdue');
    expect(billDueText({ status: 'open', due_date: '2026-11-25' }, today)).toBe('Due on receipt');
    expect(billDueText({ status: 'open', due_date: '2026-11-28' }, today)).toBe('Due in 3 days');
  });

  it('says nothing once a bill is paid or void, or while it is a draft', () => {
    for (const status of ['paid', 'void', 'draft'] as const) {
      expect(billDueText({ status, due_date: '2026-11-20' }, today)).toBe('');
    }
  });
});

describe('billTotals', () => {
  it('sums the lines exactly in cents, skipping a line not yet a number', () => {
    const line = { ...EMPTY_LINE, quantity: '3', unit_price: '0.1', tax_rate: '16' };
    expect(billTotals([line, line, line, { ...EMPTY_LINE, unit_price: 'abc' }])).toEqual({
      subtotal: 0.9,
      discount: 0,
      tax: 0.15,
      total: 1.05,
    });
  });
});

describe('lineFromExtraction', () => {
  it('takes the VAT out of the total read at the rate read, on a suggested account the business has', () => {
    expect(lineFromExtraction(billExtraction(), [12])).toEqual({
      description: 'Unga Wholesalers',
      ledger_account_id: '12',
      unit_price: '10000.00',
      quantity: '1',
      tax_rate: '16',
    });
  });

  it('keeps the total as the price without VAT when no rate was read, and drops an unknown account', () => {
    const found = billExtraction({ vat_rate: null, vat_amount: null, total: 2500.5, vendor_name: null });
    expect(lineFromExtraction(found, [99])).toEqual({ unit_price: '2500.50', quantity: '1', tax_rate: '0' });
  });

  it('keeps the suggested account while the accounts are still loading', () => {
    expect(lineFromExtraction(billExtraction(), undefined).ledger_account_id).toBe('12');
  });
});

describe('bill list params', () => {
  it('reads the tab from the URL (Open unless told) and leaves defaults out of it', () => {
    const params = readBillListParams(new URLSearchParams('tab=paid&page=3'));
    expect(params).toEqual({ tab: 'paid', page: 3, perPage: 10 });
    expect(billListQuery(params)).toEqual({ page: 3, per_page: 10, status: 'paid' });
    expect(writeBillListParams(params, { tab: 'open' }).toString()).toBe('');
    expect(readBillListParams(new URLSearchParams('tab=nonsense')).tab).toBe('open');
    expect(billListQuery({ tab: 'all', page: 1, perPage: 25 })).toEqual({ page: 1, per_page: 25 });
  });
});
