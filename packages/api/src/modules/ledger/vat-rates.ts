// The VAT rate a journal line carries (journal_lines.vat_rate), for the VAT report: the percent as written
// without trailing zeros ('16', '8', '0', or any other rate a document used, e.g. '12.5'), or 'exempt'.

/** The rate key of a stored NUMERIC percent (`16.00` → `16`), or `exempt`. */
export function vatRateKey(percent: string, exempt = false): string {
  if (exempt) return 'exempt';
  const [whole = '0', fraction = ''] = percent.split('.');
  const decimals = fraction.replace(/0+$/, '');
  const integer = whole.replace(/^0+(?=\d)/, '');
  return decimals ? `${integer}.${decimals}` : integer;
}
