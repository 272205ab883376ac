import type { Posting } from '../documents.ts';
import { memoOf, toPostingLines } from '../posting.ts';

/** A Paystack settlement paid into a bank account, as the payouts store it. */
export interface PaystackPayout {
  /** Paystack's settlement id (the entry's source: one business never has two payouts of one id). */
  settlementId: string;
  settlementDate: string;
  /** What reached the bank, in cents: Paystack's effective (net) amount. */
  amountCents: bigint;
  /** The money account the payout was paid into. */
  bankAccountId: number;
  /** The Paystack account the payments (less their fees) wait in: 1310 Paystack clearing. */
  clearingAccountId: number;
}

/**
 * A payout (dated its settlement date): Dr the bank it reached / Cr the Paystack account, for what reached the
 * bank. The payments (Dr 1310) less their fees (Cr 1310) less the payouts leave in 1310 what Paystack still
 * owes the business.
 */
export function paystackPayoutPosting(payout: PaystackPayout): Posting {
  return {
    sourceType: 'paystack_payout',
    sourceId: payout.settlementId,
    date: payout.settlementDate,
    memo: memoOf(`Paystack payout PSTK_${payout.settlementId}`),
    lines: toPostingLines([
      { ledgerAccountId: payout.bankAccountId, amount: payout.amountCents },
      { ledgerAccountId: payout.clearingAccountId, amount: -payout.amountCents },
    ]),
  };
}
