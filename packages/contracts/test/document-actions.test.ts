import { describe, expect, it } from 'vitest';
import {
  type BillState,
  billActions,
  creditNoteActions,
  type EstimateState,
  estimateActions,
} from '../src/index.ts';

/** The allowed actions of a rule's answer, as a sorted list. */
const allowed = (actions: Record<string, boolean>) =>
  Object.entries(actions)
    .filter(([, yes]) => yes)
    .map(([action]) => action)
    .sort();

describe('estimateActions', () => {
  const of = (status: EstimateState['status']) => allowed(estimateActions({ status }));

  it('a draft is edited, deleted, sent or converted', () => {
    expect(of('draft')).toEqual(['addItems', 'convert', 'delete', 'edit', 'send']);
  });

  it('a sent estimate is edited or converted, no longer deleted', () => {
    expect(of('sent')).toEqual(['addItems', 'convert', 'edit']);
  });

  it('once the customer answered it is kept as it was; an accepted one still converts', () => {
    expect(of('accepted')).toEqual(['convert']);
    expect(of('declined')).toEqual([]);
    expect(of('invoiced')).toEqual([]);
  });
});

describe('billActions', () => {
  const state = (fields: Partial<BillState>): BillState => ({
    status: 'open',
    paid_amount: 0,
    issue_date: '2026-03-10',
    ...fields,
  });
  const of = (fields: Partial<BillState>) => allowed(billActions(state(fields)));

  it('a draft is edited, deleted or issued; it takes no payment and is not voided', () => {
    expect(of({ status: 'draft' })).toEqual(['delete', 'edit', 'editLines', 'issue']);
  });

  it('a draft dated on or before the lock date is not issued as it stands', () => {
    expect(of({ status: 'draft', lock_date: '2026-03-10' })).toEqual(['delete', 'edit', 'editLines']);
    expect(of({ status: 'draft', lock_date: '2026-03-09' })).toContain('issue');
    expect(of({ status: 'draft', lock_date: null })).toContain('issue');
  });

  it('an open bill is paid or voided until something is paid on it', () => {
    expect(of({})).toEqual(['edit', 'editLines', 'pay', 'void']);
    expect(of({ paid_amount: 40 })).toEqual(['edit', 'editLines', 'pay']);
  });

  it('a paid bill can still be corrected; a void one not at all', () => {
    expect(of({ status: 'paid', paid_amount: 100 })).toEqual(['edit', 'editLines']);
    expect(of({ status: 'void' })).toEqual([]);
  });

  it('a balance brought forward keeps its line', () => {
    expect(of({ brought_forward_on: '2026-02-28' })).toEqual(['edit', 'pay', 'void']);
    expect(of({ brought_forward_on: null })).toEqual(of({}));
  });
});

describe('creditNoteActions', () => {
  it('refunds while some of the credit beyond the invoice is left', () => {
    expect(creditNoteActions({ refundable_amount: 420, refunded_amount: 0 }).refund).toBe(true);
    expect(creditNoteActions({ refundable_amount: 420, refunded_amount: 419.99 }).refund).toBe(true);
    expect(creditNoteActions({ refundable_amount: 0.3, refunded_amount: 0.3 }).refund).toBe(false);
    expect(creditNoteActions({ refundable_amount: 0, refunded_amount: 0 }).refund).toBe(false);
  });
});
