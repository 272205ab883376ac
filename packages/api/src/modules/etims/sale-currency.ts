import {
  centsToDecimal,
  convertCents,
  divideRounded,
  formatAmount,
  rateText,
  toCents,
  toScaled,
} from '@daftari/format';
import { TAX_RATES, taxTypeOf } from '../../adapters/etims/wire.ts';
import type { SaleLine } from './sale.ts';
import { rateOf } from './sale-lines.ts';

/** A document written in another currency than the books': KRA is told its amounts in the books' currency. */
export interface SaleCurrency {
  currency: string;
  rateMicros: bigint;
  booksCurrency: string;
}

const QUANTITY_PLACES = 3;

/**
 * A foreign document's lines in the books' currency, as KRA takes them (OSCU's sale has no currency field:
 * every amount is in shillings). Each line's total is its share of the document's total converted once
 * (cumulatively: the converted running total less the one before it), so the lines add up to exactly the
 * receivable the ledger posted; it is split into taxable amount and VAT at its tax type's rate (KRA checks
 * each line's VAT against its taxable amount in shillings), its discount converted on its own, its unit price
 * its supply amount over its quantity, its discount rate what the discount is of the supply.
 */
export function linesInBooks<L extends SaleLine>(lines: readonly L[], rate: SaleCurrency): L[] {
  let before = 0n;
  return lines.map((line) => {
    const total = toCents(line.total);
    const share = convertCents(before + total, rate.rateMicros) - convertCents(before, rate.rateMicros);
    before += total;
    const percent = BigInt(TAX_RATES[taxTypeOf(line.taxRate, line.taxCategory)]);
    const tax = divideRounded(share * percent, 100n + percent);
    const taxable = share - tax;
    const discount = taxable < 0n ? 0n : convertCents(toCents(line.discountAmount), rate.rateMicros);
    const supply = taxable + discount;
    const quantity = toScaled(line.quantity, QUANTITY_PLACES);
    const unitCents = quantity === 0n ? 0n : divideRounded(supply * 10n ** BigInt(QUANTITY_PLACES), quantity);
    return {
      ...line,
      unitPrice: centsToDecimal(unitCents),
      discount: String(rateOf(discount, supply)),
      subtotal: centsToDecimal(supply),
      discountAmount: centsToDecimal(discount),
      taxAmount: centsToDecimal(tax),
      total: centsToDecimal(share),
    };
  });
}

/** The sale's remark: the document's own currency, total and rate (KRA's only field that can carry them). */
export function currencyRemark(rate: SaleCurrency, totalCents: bigint): string {
  const total = formatAmount(centsToDecimal(totalCents));
  return `${rate.currency} ${total} at ${rateText(rate.rateMicros)} ${rate.booksCurrency} per ${rate.currency}`;
}
