// The VAT rate a journal line carries (journal_lines.vat_rate), for the VAT reports: the percent as written
// without trailing zeros ('16', '8', '0', or any other rate a document used, e.g. '12.5'), or the category of
// an untaxed line at 0 %: 'exempt', or 'non_vat' (outside VAT). Lines posted before sales lines carried their
// category say '0' for all three.

/** The key of a line outside VAT (eTIMS tax type D): in no VAT figure. */
export const NON_VAT_KEY = 'non_vat';

/** The rate key of a stored NUMERIC percent (`16.00` → `16`), or the line's category (`exempt`, `non_vat`). */
export function vatRateKey(percent: string, category: string | null = null): string {
  if (category) return category;
  const [whole = '0', fraction = ''] = percent.split('.');
  const decimals = fraction.replace(/0+$/, '');
  const integer = whole.replace(/^0+(?=\d)/, '');
  return decimals ? `${integer}.${decimals}` : integer;
}
