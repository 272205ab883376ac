/**
 * Money as receipts print it: '1,234.50', 'KES 1 234.50', 'Ksh1,234', '1.234,50' (European), '$45.00',
 * '€ 12,90'. Whether a comma is the decimal separator is decided once per document (see `usesDecimalComma`).
 */

const CURRENCY_WORDS: Record<string, string> = {
  KES: 'KES',
  KSH: 'KES',
  KSHS: 'KES',
  SH: 'KES',
  SHS: 'KES',
  USD: 'USD',
  US$: 'USD',
  $: 'USD',
  EUR: 'EUR',
  '€': 'EUR',
  GBP: 'GBP',
  '£': 'GBP',
  UGX: 'UGX',
  TZS: 'TZS',
};

const CURRENCY = String.raw`(?<![A-Za-z])(?:KSHS|KSH|KES|SHS|USD|US\$|EUR|GBP|UGX|TZS)\.?|[$€£]`;
// A number token: digits with optional grouping (',', '.', ' ' after a currency word, or "'") and decimals.
const NUMBER = String.raw`\d{1,3}(?:[,.']\d{3})+(?:[.,]\d{1,3})?|\d+(?:[.,]\d{1,3})?`;
const SPACED_NUMBER = String.raw`\d{1,3}(?: \d{3})+(?:[.,]\d{1,2})?`;
// Thousands written with spaces only count next to a currency ('KES 1 234.50', '1 067,68 €'), else two
// neighbouring numbers would merge.
const AMOUNT_RE = new RegExp(
  String.raw`(?<![\d.,/])(?:(${CURRENCY})\s?)?(-)?(?:(${SPACED_NUMBER})(?:(?<=(?:${CURRENCY})\)?\s?\d[\d ,.]*)|(?=\s?(?:€|EUR\b)))|(${NUMBER}))(?![\d]|[.,]\d)(\s?%)?`,
  'gi',
);

export interface Amount {
  value: number;
  /** Digits after the decimal separator (0 for whole numbers). */
  decimals: number;
  currency: string | null;
  percent: boolean;
  index: number;
  raw: string;
}

/** True when the document writes decimals with a comma ('12,50') more often than with a point. */
export function usesDecimalComma(text: string): boolean {
  const comma = text.match(/\d,\d{2}(?![\d.,])/g)?.length ?? 0;
  const point = text.match(/\d\.\d{2}(?![\d.,])/g)?.length ?? 0;
  return comma > point;
}

/** The value of one number token, or null when it cannot be money-like. */
export function parseNumber(raw: string, decimalComma: boolean): { value: number; decimals: number } | null {
  const token = raw.replace(/[\s']/g, '');
  const lastDot = token.lastIndexOf('.');
  const lastComma = token.lastIndexOf(',');
  let integer = token;
  let fraction = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const sep = Math.max(lastDot, lastComma);
    integer = token.slice(0, sep).replace(/[.,]/g, '');
    fraction = token.slice(sep + 1);
  } else if (lastComma >= 0) {
    const parts = token.split(',');
    const tail = parts.at(-1) ?? '';
    if (parts.length === 2 && tail.length <= 2) {
      integer = parts[0] ?? '';
      fraction = tail;
    } else if (parts.slice(1).every((p) => p.length === 3)) {
      integer = parts.join('');
    } else return null;
  } else if (lastDot >= 0) {
    const parts = token.split('.');
    const tail = parts.at(-1) ?? '';
    if (parts.length > 2) {
      if (!parts.slice(1).every((p) => p.length === 3)) return null;
      integer = parts.join('');
    } else if (tail.length === 3 && decimalComma) {
      integer = parts.join('');
    } else {
      integer = parts[0] ?? '';
      fraction = tail;
    }
  }
  if (!/^\d+$/.test(integer) || !/^\d*$/.test(fraction)) return null;
  const value = Number(`${integer}.${fraction || '0'}`);
  return Number.isFinite(value) ? { value, decimals: fraction.length } : null;
}

/** Every amount (and percentage) in a line, left to right. Dates and times should be blanked out first. */
export function findAmounts(line: string, decimalComma: boolean): Amount[] {
  const out: Amount[] = [];
  AMOUNT_RE.lastIndex = 0;
  for (let m = AMOUNT_RE.exec(line); m; m = AMOUNT_RE.exec(line)) {
    const raw = m[3] ?? m[4] ?? '';
    const parsed = parseNumber(raw, decimalComma);
    if (!parsed) continue;
    // Digits glued to letters are part of a code ('P051234567X', 'QGH7XK2L9P', '500ml'), unless they carry
    // decimals ('TOTAL190.00' as OCR sometimes glues it).
    const before = line[m.index - 1] ?? ' ';
    const after = line[m.index + m[0].length] ?? ' ';
    if (!m[1] && !m[5] && parsed.decimals === 0 && (/[A-Za-z]/.test(before) || /[A-Za-z]/.test(after)))
      continue;
    const currencyWord = m[1]?.toUpperCase().replace(/\.$/, '');
    out.push({
      value: m[2] ? -parsed.value : parsed.value,
      decimals: parsed.decimals,
      currency: currencyWord ? (CURRENCY_WORDS[currencyWord] ?? null) : null,
      percent: Boolean(m[5]),
      index: m.index,
      raw: m[0],
    });
  }
  return out;
}

/** The currency a whole document names most often, if any. */
export function documentCurrency(text: string): string | null {
  const counts = new Map<string, number>();
  const re = /(?<![A-Z])(KSHS|KSH|KES|USD|US\$|EUR|GBP|UGX|TZS)(?![A-Z])|[$€£]/gi;
  for (const m of text.matchAll(re)) {
    const code = CURRENCY_WORDS[m[0].toUpperCase()];
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [code, count] of counts) {
    if (count > bestCount) {
      best = code;
      bestCount = count;
    }
  }
  return best;
}
