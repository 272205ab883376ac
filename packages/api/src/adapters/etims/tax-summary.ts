import { centsToNumber, toCents } from '@daftari/format';
import { TAX_RATES, TAX_TYPES, type TaxType, taxTypeOf } from './wire.ts';

/** One tax type's line of a signed document's tax summary: the taxable amount (net of VAT) and the VAT. */
export interface TaxSummaryRow {
  type: TaxType;
  label: string;
  rate: number;
  taxable: number;
  tax: number;
}

const LABELS: Record<TaxType, string> = {
  A: 'A Exempt',
  B: 'B VAT 16 %',
  C: 'C Zero-rated',
  D: 'D Non-VAT',
  E: 'E VAT 8 %',
};

interface SummaryLine {
  tax_rate: number;
  tax_category?: string | null | undefined;
  subtotal: number;
  discount_amount: number;
  tax_amount: number;
}

/**
 * The tax summary KRA receipts print: per tax type present (A to E), the lines' taxable amounts and VAT, summed
 * in cents. A line whose rate has no tax type (a document never sent to KRA) is left out.
 */
export function taxSummary(lines: SummaryLine[]): TaxSummaryRow[] {
  const sums = new Map<TaxType, { taxable: bigint; tax: bigint }>();
  for (const line of lines) {
    let type: TaxType;
    try {
      type = taxTypeOf(line.tax_rate, line.tax_category ?? null);
    } catch {
      continue;
    }
    const sum = sums.get(type) ?? { taxable: 0n, tax: 0n };
    sum.taxable += toCents(line.subtotal) - toCents(line.discount_amount);
    sum.tax += toCents(line.tax_amount);
    sums.set(type, sum);
  }
  return TAX_TYPES.filter((type) => sums.has(type)).map((type) => ({
    type,
    label: LABELS[type],
    rate: TAX_RATES[type],
    taxable: centsToNumber(sums.get(type)!.taxable),
    tax: centsToNumber(sums.get(type)!.tax),
  }));
}
