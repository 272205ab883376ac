import { toCents } from '@daftari/format';
import type { SignedLine } from '../posting.ts';
import { vatRateKey } from '../vat-rates.ts';

/**
 * A sales line as posting rules read it: its income account (null: 4000), VAT rate, tax category (exempt,
 * non_vat, or null) and amounts as text.
 */
export interface SalesItem {
  ledgerAccountId: number | null;
  taxRate: string;
  taxCategory: string | null;
  taxable: string;
  tax: string;
}

/**
 * The income and VAT lines of sales items (an invoice's, `sign` −1: credits; a credit note's, +1: debits): each
 * item's taxable amount on its income account (else 4000 Sales) and its tax on 2100, both carrying its VAT
 * rate; and their total (taxable + tax), unsigned.
 */
export function salesLines(
  items: readonly SalesItem[],
  ids: { sales: number; vatOutput: number },
  sign: 1n | -1n,
): { lines: SignedLine[]; total: bigint } {
  const lines: SignedLine[] = [];
  let total = 0n;
  for (const item of items) {
    const taxable = toCents(item.taxable);
    const tax = toCents(item.tax);
    const vatRate = vatRateKey(item.taxRate, item.taxCategory);
    total += taxable + tax;
    lines.push({ ledgerAccountId: item.ledgerAccountId ?? ids.sales, vatRate, amount: sign * taxable });
    lines.push({ ledgerAccountId: ids.vatOutput, vatRate, amount: sign * tax });
  }
  return { lines, total };
}
