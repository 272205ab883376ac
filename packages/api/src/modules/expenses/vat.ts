import { EXPENSE_TAX_CATEGORIES, STANDARD_VAT_RATE, type VatOption } from '@daftari/contracts';
import {
  centsToDecimal,
  decimalText,
  includedTaxCents,
  roundHalfAwayFromZero,
  toCents,
} from '@daftari/format';

export type { VatOption };

/**
 * The rate an expense is booked at: Standard 16 %, Zero, Exempt and Non-VAT 0 %, Auto the rate the receipt
 * reader detected when the client sends it (`vatRate`), else Standard.
 */
function vatRateFor(vat: VatOption, detectedRate: number | null): number {
  if (vat === 'Zero' || EXPENSE_TAX_CATEGORIES[vat]) return 0;
  if (vat === 'Auto' && detectedRate !== null) return detectedRate;
  return STANDARD_VAT_RATE;
}

/**
 * The VAT columns of an expense: its rate to 2 decimals and the VAT its total (at most 2 decimals) includes at
 * that rate, to the cent. 1160.00 at Standard → 16.00 and 160.00.
 */
export function vatColumns(vat: VatOption, detectedRate: number | null, totalValue: string) {
  const rate = roundHalfAwayFromZero(vatRateFor(vat, detectedRate), 2);
  return {
    vatRate: decimalText(rate, 2),
    vatAmount: centsToDecimal(includedTaxCents(toCents(totalValue), rate)),
  };
}
