import type { Posting } from '../documents.ts';
import {
  type ForeignSettlement,
  type SettledPayment,
  type SettlementAccountIds,
  settlementPosting,
} from './settlement.ts';

/** A payment of a bill as its posting reads it. */
export interface BillPaymentRow extends SettledPayment {
  billNumber: string;
  /** A payment of a bill in another currency (see ForeignSettlement); null in the books' own. */
  foreign?: ForeignSettlement | null;
}

/**
 * A bill payment (dated paid_on): Dr 2000 with the vendor / Cr the method's account (cash 1000, bank 1100,
 * M-Pesa 1300). A payment of a bill in another currency posts the money at its own rate and 2000 at the
 * bill's, the difference to 4950 or 6950.
 */
export function billPaymentPosting(payment: BillPaymentRow, ids: SettlementAccountIds): Posting {
  const { billNumber, foreign, ...settled } = payment;
  return settlementPosting('payable', settled, `Payment of bill ${billNumber}`, ids, foreign ?? null);
}
