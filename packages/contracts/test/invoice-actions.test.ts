import { describe, expect, it } from 'vitest';
import { type InvoiceState, invoiceActions } from '../src/index.ts';

const state = (fields: Partial<InvoiceState>): InvoiceState => ({
  status: 'sent',
  paid_amount: 0,
  credited_amount: 0,
  ...fields,
});
/** The allowed actions, as a sorted list. */
const allowed = (fields: Partial<InvoiceState>) =>
  Object.entries(invoiceActions(state(fields)))
    .filter(([, yes]) => yes)
    .map(([action]) => action)
    .sort();

describe('invoiceActions', () => {
  it('a draft is edited, deleted, sent or paid; never voided or credited', () => {
    expect(allowed({ status: 'draft' })).toEqual(['addItems', 'delete', 'edit', 'pay', 'send']);
  });

  it('a sent invoice with nothing paid can be voided; once paid in part, no longer', () => {
    expect(allowed({})).toEqual(['addItems', 'creditNote', 'edit', 'pay', 'void']);
    expect(allowed({ paid_amount: 40 })).toEqual(['addItems', 'creditNote', 'edit', 'pay']);
  });

  it('a paid invoice is only credited; a void one nothing', () => {
    expect(allowed({ status: 'paid', paid_amount: 100 })).toEqual(['creditNote']);
    expect(allowed({ status: 'void' })).toEqual([]);
  });

  it('a credited invoice keeps its lines and cannot be voided', () => {
    expect(allowed({ credited_amount: 30 })).toEqual(['creditNote', 'edit', 'pay']);
  });

  it('a balance brought forward is paid or voided, never edited, re-itemised or credited', () => {
    expect(allowed({ brought_forward_on: '2026-11-30' })).toEqual(['pay', 'void']);
    expect(allowed({ brought_forward_on: null })).toEqual(allowed({}));
  });
});
