/**
 * The line arithmetic of an invoice, exact to the cent: integer maths on scaled BigInts, never binary floats.
 * subtotal = round2(quantity × unit_price); discount_amount = round2(subtotal × discount / 100);
 * taxable = subtotal − discount_amount; tax_amount = round2(taxable × tax_rate / 100);
 * total = taxable + tax_amount. Rounding is half away from zero.
 */

export interface LineInput {
  /** Up to 3 decimals. */
  quantity: number | string;
  /** Up to 4 decimals; negative for credits. */
  unit_price: number | string;
  /** Percentages with up to 2 decimals. */
  discount: number | string;
  tax_rate: number | string;
}

/** Amounts in cents. */
export interface LineCents {
  subtotal: bigint;
  discount_amount: bigint;
  tax_amount: bigint;
  total: bigint;
}

/** A decimal (number or numeric string) as an integer scaled by 10^places; more decimals than that throw. */
export function toScaled(value: number | string, places: number): bigint {
  const text = typeof value === 'number' ? value.toFixed(places) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`Not a decimal: ${value}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > places)
    throw new RangeError(`${value} has more than ${places} decimals`);
  const scaled = BigInt(whole + fraction.padEnd(places, '0'));
  return sign === '-' ? -scaled : scaled;
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

export function lineCents(line: LineInput): LineCents {
  const quantity = toScaled(line.quantity, 3);
  const unitPrice = toScaled(line.unit_price, 4);
  // quantity × price carries 7 decimals; cents keep 2.
  const subtotal = divideRounded(quantity * unitPrice, 100_000n);
  const discountAmount = divideRounded(subtotal * toScaled(line.discount, 2), 10_000n);
  const taxable = subtotal - discountAmount;
  const taxAmount = divideRounded(taxable * toScaled(line.tax_rate, 2), 10_000n);
  return { subtotal, discount_amount: discountAmount, tax_amount: taxAmount, total: taxable + taxAmount };
}

/** Cents as a decimal string with 2 places ('-0.05', '1234.50'), for NUMERIC columns and exact sums. */
export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Cents as a JSON number (at most 2 decimals). */
export function centsToNumber(cents: bigint): number {
  return Number(centsToDecimal(cents));
}

/** A money amount (at most 2 decimals) in cents. */
export function toCents(amount: number | string): bigint {
  return toScaled(amount, 2);
}
