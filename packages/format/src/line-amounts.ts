/**
 * The line arithmetic of an invoice, exact to the cent: integer maths on scaled BigInts, never binary floats.
 * subtotal = round2(quantity × unit_price); discount_amount = round2(subtotal × discount / 100);
 * taxable = subtotal − discount_amount; tax_amount = round2(taxable × tax_rate / 100);
 * total = taxable + tax_amount. Rounding is half away from zero.
 */
import { divideRounded, toScaled } from './decimal.ts';

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
