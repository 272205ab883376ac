import type { Posting } from '../documents.ts';
import { type SettledPayment, type SettlementAccountIds, settlementPosting } from './settlement.ts';

/** A payment of a bill as its posting reads it. */
export interface BillPaymentRow extends SettledPayment {
  billNumber: string;
}

/** A bill payment (dated paid_on): Dr 2000 with the vendor / Cr the method's account (cash 1000, bank 1100, M-Pesa 1300). */
export function billPaymentPosting(payment: BillPaymentRow, ids: SettlementAccountIds): Posting {
  const { billNumber, ...settled } = payment;
  return settlementPosting('payable', settled, `Payment of bill ${billNumber}`, ids);
}
