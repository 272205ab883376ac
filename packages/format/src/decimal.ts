/**
 * Exact decimals as integers scaled by a power of ten (money: cents, scale 2; quantities and unit prices carry
 * their own scale). Read, divided with rounding half away from zero, and written back as text, never through
 * binary floats.
 */

/**
 * A decimal (number or numeric string) as an integer scaled by 10^places: toScaled('12.5', 2) → 1250n. Text
 * with more decimals than that throws; a number is first written with `places` decimals (toFixed).
 */
export function toScaled(value: number | string, places: number): bigint {
  const text = typeof value === 'number' ? value.toFixed(places) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not a decimal: ${value}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > places)
    throw new RangeError(`${value} has more than ${places} decimals`);
  // Digits past `places` are zeros (checked above): '1.2300' at 2 places is 123n.
  const scaled = BigInt(whole + fraction.slice(0, places).padEnd(places, '0'));
  return sign === '-' ? -scaled : scaled;
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** An integer scaled by 10^places (places ≥ 1) as text with exactly `places` decimals: (-5n, 2) → '-0.05'. */
function scaledToDecimal(scaled: bigint, places: number): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** A decimal written with exactly `places` decimals, as NUMERIC columns take it: decimalText(16, 2) → '16.00'. */
export function decimalText(value: number | string, places: number): string {
  return scaledToDecimal(toScaled(value, places), places);
}

/** A money amount (at most 2 decimals) in cents. */
export function toCents(amount: number | string): bigint {
  return toScaled(amount, 2);
}

/**
 * A money amount in cents, refusing (RangeError) anything that is not a whole number of cents instead of
 * rounding it. Text is read digit by digit ('1234.560' is fine, '1.005' is not); a number counts when it is
 * within float noise (a millionth, relative) of a whole number of cents: 0.1 + 0.2 → 30n, while 1.005 (100.4999…
 * cents as a binary float) is refused.
 */
export function exactCents(amount: number | string): bigint {
  if (typeof amount === 'string') return toCents(amount);
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const scaled = amount * 100;
  const cents = Math.round(scaled);
  if (Math.abs(scaled - cents) > 1e-6 * Math.max(1, Math.abs(scaled))) {
    throw new RangeError(`${amount} has more than 2 decimals`);
  }
  return BigInt(cents);
}

/** Cents as a decimal string with 2 places ('-0.05', '1234.50'), for NUMERIC columns and exact sums. */
export function centsToDecimal(cents: bigint): string {
  return scaledToDecimal(cents, 2);
}

/** Cents as a JSON number (at most 2 decimals). */
export function centsToNumber(cents: bigint): number {
  return Number(centsToDecimal(cents));
}

/** The money columns, NUMERIC(14,2), hold at most 999,999,999,999.99 either way: below 10^14 cents. */
const MONEY_COLUMN_LIMIT = 10n ** 14n;

/** Whether an amount in cents fits the money columns. */
export function fitsMoneyColumn(cents: bigint): boolean {
  return (cents < 0n ? -cents : cents) < MONEY_COLUMN_LIMIT;
}
