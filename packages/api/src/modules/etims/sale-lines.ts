import { toCents } from '@daftari/format';
import { OSCU_PLACES, type TaxType, taxTypeOf } from '../../adapters/etims/wire.ts';

/**
 * A document's lines as KRA takes them: positive amounts, quantities above 0 with at most 2 decimals, and a
 * discount as the line's `dcRt`/`dcAmt`. A line with a negative amount (a discount line, "less 10 %") is
 * spread over the other lines of its tax type, in proportion to their taxable amounts and VAT (largest
 * remainder, in cents), so each tax type's taxable amount and VAT, and the document's totals, stay exactly
 * the document's own. Every amount is in cents.
 */

export interface StoredLine {
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  taxRate: string;
  taxCategory: string | null;
  subtotal: string;
  discountAmount: string;
  taxAmount: string;
}

/** A line as it goes to KRA: its own supply amount, and its discount with what the discount lines took off. */
export interface KraLine<L> {
  line: L;
  taxType: TaxType;
  supply: bigint;
  discount: bigint;
  taxable: bigint;
  tax: bigint;
  /** The discount rate sent: the line's own, or what its discount amounts to once discount lines were spread. */
  discountRate: number;
}

/** What KRA cannot take of a document's lines, said for the owner; thrown before anything is sent. */
export class KraLineError extends Error {
  override readonly name = 'KraLineError';
}

const places = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').split('.')[1]!.length : 0);

/** Splits `amount` over `weights` in proportion (largest remainder), so the parts add up to it exactly. */
export function spread(amount: bigint, weights: bigint[]): bigint[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0n);
  if (total === 0n) return weights.map(() => 0n);
  const parts = weights.map((weight) => (amount * weight) / total);
  const order = weights
    .map((weight, index) => ({ index, rest: (amount * weight) % total }))
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.index - b.index));
  let left = amount - parts.reduce((sum, part) => sum + part, 0n);
  for (const { index } of order) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts;
}

/** The discount rate (2 decimals) that `discount` is of `supply`. */
export const rateOf = (discount: bigint, supply: bigint) =>
  supply === 0n ? 0 : Math.round(Number((discount * 1_000_000n) / supply) / 100) / 100;

/**
 * The lines as KRA takes them; a `KraLineError` naming the line when a quantity has more than 2 decimals or
 * is not above 0, or when a discount line has no lines of its tax type worth as much to come off.
 */
export function kraLines<L extends StoredLine>(lines: readonly L[]): KraLine<L>[] {
  const items = lines.map((line, index) => {
    const taxType = taxTypeOf(line.taxRate, line.taxCategory);
    const supply = toCents(line.subtotal);
    const discount = toCents(line.discountAmount);
    const taxable = supply - discount;
    if (taxable >= 0n) {
      const quantity = Number(line.quantity);
      if (places(line.quantity) > OSCU_PLACES || !(quantity > 0)) {
        throw new KraLineError(
          `Line ${index + 1} (${line.description.slice(0, 60)}): KRA eTIMS takes quantities above 0 with at most ${OSCU_PLACES} decimals, not ${line.quantity}.`,
        );
      }
    }
    return { line, index, taxType, supply, discount, taxable, tax: toCents(line.taxAmount) };
  });
  const sent = items.filter((item) => item.taxable >= 0n);
  const result = new Map(
    sent.map((item) => [item.index, { ...item, discountRate: Number(item.line.discount), spread: false }]),
  );
  for (const discountLine of items.filter((item) => item.taxable < 0n)) {
    const ofType = sent
      .filter((item) => item.taxType === discountLine.taxType)
      .map((item) => result.get(item.index)!);
    const off = -discountLine.taxable;
    const offTax = -discountLine.tax;
    if (ofType.reduce((sum, item) => sum + item.taxable, 0n) < off) {
      throw new KraLineError(
        `Line ${discountLine.index + 1} (${discountLine.line.description.slice(0, 60)}): KRA eTIMS takes a discount only off lines of the same VAT type (${discountLine.taxType}) worth at least as much.`,
      );
    }
    const taxableParts = spread(
      off,
      ofType.map((item) => item.taxable),
    );
    const taxParts = spread(
      offTax,
      ofType.map((item) => item.tax),
    );
    ofType.forEach((item, position) => {
      item.discount += taxableParts[position]!;
      item.taxable -= taxableParts[position]!;
      item.tax -= taxParts[position]!;
      item.spread = true;
    });
  }
  return [...result.values()]
    .sort((a, b) => a.index - b.index)
    .map(({ line, taxType, supply, discount, taxable, tax, discountRate, spread: moved }) => ({
      line,
      taxType,
      supply,
      discount,
      taxable,
      tax,
      discountRate: moved ? rateOf(discount, supply) : discountRate,
    }));
}
