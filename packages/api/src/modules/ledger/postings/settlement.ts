import type { Payment } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import type { Posting } from '../documents.ts';
import { memoOf, toPostingLines } from '../posting.ts';
import { PAYMENT_METHOD_ACCOUNT, type SystemAccount } from '../system-accounts.ts';

/** A payment of a document as stored: the money moved by a method, against the document's contact. */
export interface SettledPayment {
  id: number;
  amount: string;
  paidOn: string;
  method: string;
  reference: string | null;
  contactId: number;
}

/**
 * How a payment settles the account it is held against: a customer's payment brings money in (Dr the
 * method's account / Cr 1200), a payment to a vendor takes it out (Dr 2000 / Cr the method's account), and so
 * does the refund of a customer's credit (Dr 2200 / Cr the method's account).
 */
const SIDES = {
  receivable: { sourceType: 'payment', control: 'receivable', inflow: true },
  payable: { sourceType: 'bill_payment', control: 'payable', inflow: false },
  customerCredit: { sourceType: 'refund', control: 'customerCredits', inflow: false },
} as const;
export type SettlementSide = keyof typeof SIDES;

/** The ids of the two accounts a payment moves money between: its method's and its side's control account. */
export interface SettlementAccountIds {
  method: number;
  control: number;
}

/** Which system accounts those are (cash 1000, bank 1100, M-Pesa 1300, Paystack 1310; 1200, 2000 or 2200). */
export function settlementAccounts(
  side: SettlementSide,
  method: string,
): { method: SystemAccount; control: SystemAccount } {
  return { method: PAYMENT_METHOD_ACCOUNT[method as Payment['method']], control: SIDES[side].control };
}

/**
 * A payment (dated paid_on) on its side's control account, with the contact on the control line; `memo` names
 * the document it paid, and the payment's reference follows it.
 */
export function settlementPosting(
  side: SettlementSide,
  payment: SettledPayment,
  memo: string,
  ids: SettlementAccountIds,
): Posting {
  const { sourceType, inflow } = SIDES[side];
  const amount = toCents(payment.amount);
  const methodLine = { ledgerAccountId: ids.method, amount: inflow ? amount : -amount };
  const controlLine = {
    ledgerAccountId: ids.control,
    contactId: payment.contactId,
    amount: inflow ? -amount : amount,
  };
  const reference = payment.reference ? ` (${payment.reference})` : '';
  return {
    sourceType,
    sourceId: String(payment.id),
    date: payment.paidOn,
    memo: memoOf(`${memo}${reference}`),
    // The debit first, as every entry lists its lines.
    lines: toPostingLines(inflow ? [methodLine, controlLine] : [controlLine, methodLine]),
  };
}
