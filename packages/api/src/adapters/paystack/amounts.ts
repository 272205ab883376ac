/**
 * Paystack takes amounts as integers in the currency's subunit, hundredths for every currency it supports
 * (KES cents, NGN kobo, GHS pesewas, ZAR and USD cents, and XOF/RWF too, which Paystack also scales by 100).
 * The conversion is exact: decimal text is read digit by digit, a number is checked to be within float noise
 * of a whole number of cents; an amount with a third decimal is refused, never rounded.
 */

/** The largest subunit amount we send: NUMERIC(14,2) holds less than 10^12 units, i.e. 10^14 cents. */
const MAX_SUBUNIT = 100_000_000_000_000;

/** An amount (a number, or decimal text like NUMERIC's '1234.50') in the subunit: 1234.56 → 123456. */
export function toSubunit(amount: number | string): number {
  let subunit: number;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
    const scaled = amount * 100;
    subunit = Math.round(scaled);
    // 0.1 + 0.2 is 0.30000000000000004: 30 cents give or take float noise; 1.005 is 100.49999… cents: refused.
    if (Math.abs(scaled - subunit) > 1e-6 * Math.max(1, Math.abs(scaled))) {
      throw new RangeError(`${amount} has more than 2 decimals`);
    }
  } else {
    const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
    if (!match) throw new RangeError(`Not an amount: ${amount}`);
    const [, sign = '', whole = '0', fraction = ''] = match;
    if (fraction.replace(/0+$/, '').length > 2) throw new RangeError(`${amount} has more than 2 decimals`);
    subunit = Number(`${sign}${whole}${fraction.slice(0, 2).padEnd(2, '0')}`);
  }
  if (subunit <= 0) throw new RangeError(`${amount} is not more than 0`);
  if (subunit > MAX_SUBUNIT) throw new RangeError(`${amount} is too large`);
  return subunit;
}

/** A subunit amount back as decimal text with 2 places (for NUMERIC columns): 123456 → '1234.56'. */
export function fromSubunit(subunit: number): string {
  if (!Number.isSafeInteger(subunit)) throw new RangeError(`Not a whole subunit amount: ${subunit}`);
  const negative = subunit < 0;
  const digits = String(Math.abs(subunit)).padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
