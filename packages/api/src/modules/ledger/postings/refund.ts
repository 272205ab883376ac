import type { Posting } from '../documents.ts';
import { type SettledPayment, type SettlementAccountIds, settlementPosting } from './settlement.ts';

/** A refund of a credit note as its posting reads it. */
export interface RefundRow extends SettledPayment {
  creditNoteNumber: string;
}

/** A refund of a customer's credit (dated paid_on): Dr 2200 Customer credits (the contact) / Cr the method's account. */
export function refundPosting(refund: RefundRow, ids: SettlementAccountIds): Posting {
  const { creditNoteNumber, ...settled } = refund;
  return settlementPosting('customerCredit', settled, `Refund of ${creditNoteNumber}`, ids);
}
