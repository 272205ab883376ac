import type { Posting } from '../documents.ts';
import { memoOf, toPostingLines } from '../posting.ts';
import type { SystemAccountIds } from '../system-accounts.ts';

/** The system accounts a Paystack fee posts to. */
export const PAYSTACK_FEE_ACCOUNTS = ['bankCharges', 'paystackClearing'] as const;

/** The payment a fee was kept from. */
export interface FeePayment {
  id: number;
  paidOn: string;
  reference: string;
}

/** The fee Paystack kept from a payment (dated the payment's day): Dr 6800 Bank Charges / Cr 1310. */
export function paystackFeePosting(
  payment: FeePayment,
  feeCents: bigint,
  ids: SystemAccountIds<typeof PAYSTACK_FEE_ACCOUNTS>,
): Posting {
  return {
    sourceType: 'paystack_fee',
    sourceId: String(payment.id),
    date: payment.paidOn,
    memo: memoOf(`Paystack fee (${payment.reference})`),
    lines: toPostingLines([
      { ledgerAccountId: ids.bankCharges, amount: feeCents },
      { ledgerAccountId: ids.paystackClearing, amount: -feeCents },
    ]),
  };
}
