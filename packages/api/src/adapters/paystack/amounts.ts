import { centsToDecimal, exactCents, fitsMoneyColumn } from '@daftari/format';

/**
 * Paystack takes amounts as integers in the currency's subunit, hundredths for every currency it supports
 * (KES cents, NGN kobo, GHS pesewas, ZAR and USD cents, and XOF/RWF too, which Paystack also scales by 100):
 * the subunit is the amount in cents, converted exactly by @daftari/format (a third decimal is refused, never
 * rounded).
 */

/** An amount (a number, or decimal text like NUMERIC's '1234.50') in the subunit: 1234.56 → 123456. */
export function toSubunit(amount: number | string): number {
  const cents = exactCents(amount);
  if (cents <= 0n) throw new RangeError(`${amount} is not more than 0`);
  if (!fitsMoneyColumn(cents)) throw new RangeError(`${amount} is too large`);
  return Number(cents);
}

/** A subunit amount back as decimal text with 2 places (for NUMERIC columns): 123456 → '1234.56'. */
export function fromSubunit(subunit: number): string {
  if (!Number.isSafeInteger(subunit)) throw new RangeError(`Not a whole subunit amount: ${subunit}`);
  return centsToDecimal(BigInt(subunit));
}

/**
 * The fee Paystack reports with a charge (`fees`, in the subunit), in cents: only a whole amount above 0 and
 * not above the charge counts; anything else (missing, null, malformed) is no fee.
 */
export function reportedFeeCents(fees: unknown, chargeSubunit: number): bigint | null {
  const fee = typeof fees === 'string' && /^\d+$/.test(fees) ? Number(fees) : fees;
  if (typeof fee !== 'number' || !Number.isSafeInteger(fee) || fee <= 0 || fee > chargeSubunit) return null;
  return BigInt(fee);
}
