import type { BillStatus } from './bills.ts';

/**
 * What can be done to a bill in its state, the one rule the API enforces and the screens offer:
 * - `edit`: change its vendor, number, dates, currency or notes (a posted bill is re-posted; a paid one too);
 * - `editLines`: replace its lines;
 * - `delete`: drafts only (a posted bill is voided);
 * - `issue`: post a draft (it becomes open), not while its date is on or before the lock date;
 * - `pay`: record a payment toward an open bill;
 * - `void`: cancel an open bill nothing was paid on.
 * A void bill changes no more. A balance brought forward from the previous tool keeps its one line (what was
 * owed on the switching date). A bill KRA eTIMS holds as an accepted purchase keeps its supplier, number,
 * date, total and VAT, which the API checks field by field with KRA's record.
 */
export const BILL_ACTIONS = ['edit', 'editLines', 'delete', 'issue', 'pay', 'void'] as const;
export type BillAction = (typeof BILL_ACTIONS)[number];
export type BillActions = Record<BillAction, boolean>;

/** What the rule reads of a bill (its answer, or its row), and the account's lock date where it matters. */
export interface BillState {
  status: BillStatus;
  paid_amount: number;
  issue_date: string;
  /** The switching date of a balance brought forward (open-bills import); null or absent otherwise. */
  brought_forward_on?: string | null | undefined;
  /** The account's lock date (`yyyy-MM-dd`): nothing posts on or before it. Absent or null: none. */
  lock_date?: string | null | undefined;
}

export function billActions(bill: BillState): BillActions {
  const { status } = bill;
  const kept = status === 'void';
  const locked = !!bill.lock_date && bill.issue_date <= bill.lock_date;
  return {
    edit: !kept,
    editLines: !kept && !bill.brought_forward_on,
    delete: status === 'draft',
    issue: status === 'draft' && !locked,
    pay: status === 'open',
    void: status === 'open' && bill.paid_amount === 0,
  };
}
