import type { Posting } from '../documents.ts';
import {
  type ForeignSettlement,
  type SettledPayment,
  type SettlementAccountIds,
  settlementPosting,
} from './settlement.ts';

/** A refund of a credit note as its posting reads it. */
export interface RefundRow extends SettledPayment {
  creditNoteNumber: string;
  /** A refund of a credit note in another currency (see ForeignSettlement); null in the books' own. */
  foreign?: ForeignSettlement | null;
}

/**
 * A refund of a customer's credit (dated paid_on): Dr 2200 Customer credits (the contact) / Cr the method's
 * account; in another currency, the money at the refund's rate and 2200 at the credit note's, the difference
 * to 4950 or 6950.
 */
export function refundPosting(refund: RefundRow, ids: SettlementAccountIds): Posting {
  const { creditNoteNumber, foreign, ...settled } = refund;
  return settlementPosting('customerCredit', settled, `Refund of ${creditNoteNumber}`, ids, foreign ?? null);
}
