const countFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** English plural of a noun: contact -> contacts, company -> companies, tax -> taxes, day -> days. */
export function pluralNoun(singular: string): string {
  if (/[^aeiou]y$/i.test(singular)) return `${singular.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(singular)) return `${singular}es`;
  return `${singular}s`;
}

/**
 * '1 contact' / '2 contacts' / '0 contacts'. Only exactly 1 takes the singular. Counts are grouped
 * ('1,204 invoices'). Pass `plural` for irregular nouns.
 */
export function pluralize(count: number, singular: string, plural: string = pluralNoun(singular)): string {
  const n = Number.isFinite(count) ? count : 0;
  return `${countFormatter.format(n)} ${n === 1 ? singular : plural}`;
}
