/**
 * Amounts and rates as other tools and spreadsheets write them in their exports, read exactly (as decimal
 * text, never through binary floats): `1,250.00`, `KES 1,250`, `Ksh1250.5`, `-15`, `(15.00)` (an accountant's
 * negative); `16`, `16%`, `16.00 %`, `VAT (16%)`, `Exempt`.
 */

/** A currency written before or after an amount: an ISO code (KES, USD), Ksh/KSh/Sh, or a symbol. */
const CURRENCY_BEFORE = /^(?:K?sh\.?|[A-Za-z]{3}|[$€£])\s*/i;
const CURRENCY_AFTER = /\s*(?:K?sh\.?|[A-Za-z]{3}|[$€£])$/i;

/**
 * The decimal an amount cell holds, as plain text (`1250.00`, `-15`), or null when it is not an amount.
 * Thousands may be grouped with commas, spaces or apostrophes (groups of three digits); a currency code or
 * symbol may stand before or after; a minus sign (before or after the currency) or parentheses make it
 * negative. Decimals are kept as written, however many: the caller decides how many it takes.
 */
export function readWrittenAmount(cell: string): string | null {
  let text = cell.trim().replace(/\u00a0/g, ' ');
  let signs = 0;
  const parenthesised = /^\((.*)\)$/.exec(text);
  if (parenthesised) {
    signs++;
    text = parenthesised[1]!.trim();
  }
  const dropMinus = () => {
    if (!text.startsWith('-')) return;
    signs++;
    text = text.slice(1).trim();
  };
  dropMinus();
  text = text.replace(CURRENCY_BEFORE, '').replace(CURRENCY_AFTER, '');
  dropMinus();
  if (signs > 1) return null;
  const match = /^(\d{1,3}(?:[, ']\d{3})+|\d+)?(\.\d+)?$/.exec(text);
  if (!match || (!match[1] && !match[2])) return null;
  const whole = (match[1] ?? '0').replace(/[, ']/g, '').replace(/^0+(?=\d)/, '');
  const digits = `${whole}${match[2] ?? ''}`;
  return signs === 1 && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

/** The currencies a symbol or a shilling's short name stands for in exports. */
const NAMED_CURRENCIES: Record<string, string> = {
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  KSH: 'KES',
  'KSH.': 'KES',
};

/**
 * The currency an amount cell names before or after its number, as an upper-case code (`KES 1,250` and
 * `Ksh1250` → KES, `$15` → USD, `15.00 EUR` → EUR), or null when it names none. `Sh` alone names none: East
 * African shillings all write it.
 */
export function writtenCurrency(cell: string): string | null {
  const text = cell
    .trim()
    .replace(/\u00a0/g, ' ')
    .replace(/^\((.*)\)$/, '$1')
    .trim();
  const before = /^-?\s*(K?sh\.?|[A-Za-z]{3}|[$€£])\s*-?\s*[\d.]/i.exec(text);
  const after = /[\d.]\s*-?\s*(K?sh\.?|[A-Za-z]{3}|[$€£])\s*-?$/i.exec(text);
  const written = (before ?? after)?.[1]?.toUpperCase();
  if (written === undefined || written === 'SH' || written === 'SH.') return null;
  return NAMED_CURRENCIES[written] ?? written;
}

/** What tax-free rates are called in exports: `Exempt`, `Exempt Income`, `Zero Rated`, `No VAT`, `-`. */
const NO_TAX = /^-$|^(?:none|n\/a)$|\bexempt\b|\bzero[- ]?rated\b|\bnon[- ]?taxable\b|\bno (?:vat|tax)\b/i;

/**
 * The percentage a tax-rate cell holds, as plain decimal text (`16`, `8.5`), `0` for an empty cell or a
 * tax-free one (`Exempt Income`, `Zero Rated`), or null when it cannot be read. A cell may hold the number
 * alone (`16`, `16%`) or a tax's name with one percentage in it (`VAT (16%)`, `16% VAT on Income`).
 */
export function readWrittenRate(cell: string): string | null {
  const text = cell.trim();
  if (text === '') return '0';
  const alone = /^(\d+(?:\.\d+)?)\s*%?$/.exec(text);
  if (alone) return alone[1]!;
  const percentages = [...text.matchAll(/(\d+(?:\.\d+)?)\s*%/g)];
  if (percentages.length === 1) return percentages[0]![1]!;
  return percentages.length === 0 && NO_TAX.test(text) ? '0' : null;
}
