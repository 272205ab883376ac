import type { Posting } from '../documents.ts';
import {
  type ForeignSettlement,
  type SettledPayment,
  type SettlementAccountIds,
  settlementPosting,
} from './settlement.ts';

/** A customer's payment of an invoice as its posting reads it. */
export interface PaymentRow extends SettledPayment {
  invoiceNumber: string;
  /** The channel Paystack reports for a Paystack payment (`mpesa`, `card`…); null for the other methods. */
  channel: string | null;
  /** A payment of an invoice in another currency (see ForeignSettlement); null in the books' own. */
  foreign?: ForeignSettlement | null;
}

/**
 * A payment (dated paid_on): Dr the method's account (cash 1000, bank 1100, M-Pesa 1300, Paystack 1310) / Cr
 * 1200 with the invoice's contact. A Paystack payment the customer made from an M-Pesa phone says so in its
 * memo (the money still settles through Paystack, 1310). A payment of an invoice in another currency posts
 * the money at its own rate and 1200 at the invoice's, the difference to 4950 or 6950.
 */
export function paymentPosting(payment: PaymentRow, ids: SettlementAccountIds): Posting {
  const { invoiceNumber, channel, foreign, ...settled } = payment;
  const by = channel === 'mpesa' ? ' by M-Pesa via Paystack' : '';
  return settlementPosting('receivable', settled, `Payment of ${invoiceNumber}${by}`, ids, foreign ?? null);
}
