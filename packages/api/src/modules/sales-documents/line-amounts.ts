import { centsToDecimal, decimalText, fitsMoneyColumn, type LineInput, lineCents } from '@daftari/format';
import { HttpError } from '../../http/errors.ts';

/**
 * The stored amount columns of a document line (an invoice's item, a bill's line): its inputs and its amounts,
 * computed by @daftari/format's lineCents (exact to the cent, half away from zero). A line whose amounts
 * would not fit NUMERIC(14,2) answers 422 under `field`.
 */
export function lineAmountColumns(input: LineInput, field: string) {
  const cents = lineCents(input);
  if (!fitsMoneyColumn(cents.subtotal) || !fitsMoneyColumn(cents.total)) {
    const message = 'The line total is too large: it must stay below 1,000,000,000,000';
    throw new HttpError(422, message, { [field]: [message] });
  }
  return {
    quantity: decimalText(input.quantity, 3),
    unitPrice: decimalText(input.unit_price, 4),
    taxRate: decimalText(input.tax_rate, 2),
    discount: decimalText(input.discount, 2),
    subtotal: centsToDecimal(cents.subtotal),
    discountAmount: centsToDecimal(cents.discount_amount),
    taxAmount: centsToDecimal(cents.tax_amount),
    total: centsToDecimal(cents.total),
  };
}
