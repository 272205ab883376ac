/** A labelled amount of a document's breakdown; `total` rules it off as what the rows above come to. */
export interface AmountRow {
  label: string;
  amount: number;
  total?: boolean;
}

/** A document's totals: subtotal, discount and tax when there are any, then the total. */
export function documentTotals(document: {
  subtotal: number;
  discount_total: number;
  tax_total: number;
  total: number;
}): AmountRow[] {
  const rows: AmountRow[] = [];
  if (document.discount_total > 0) rows.push({ label: 'Discount', amount: -document.discount_total });
  if (document.tax_total > 0) rows.push({ label: 'Tax', amount: document.tax_total });
  if (rows.length > 0) rows.unshift({ label: 'Subtotal', amount: document.subtotal });
  rows.push({ label: 'Total', amount: document.total, total: true });
  return rows;
}
