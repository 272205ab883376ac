import { roundHalfAwayFromZero } from '@daftari/format';
import { type Amount, findAmounts } from '../amounts.ts';
import { type Line, loneMoney } from './lines.ts';

/** The VAT rate and amount a receipt prints, or the rate its amounts imply. */

const VAT_WORD =
  /\b(V\s?\.?\s?A\s?\.?\s?T\.?|TAX|VATABLE|TVA|IVA|MWST|UST|GST|MOMS)\b|\b[A-E]\s*[-=:]\s*\d{1,2}(?:[.,]\d+)?\s?%/;
const VAT_ID = /\b(VAT|TAX)\s*(NO|NUMBER|REG|REGISTRATION|ID|PIN|#)\b|\bPIN\b/;
const EXEMPT = /\bEXEMPT(ED)?\b|\bZERO[-\s]?RATED\b|\bNON[-\s]?VAT(ABLE)?\b|\bNO\s+VAT\b/;
const KNOWN_RATES = [16, 8, 0, 5, 5.5, 7, 10, 12, 14, 15, 18, 19, 20, 21, 22, 23, 25];
/** Kenya's rates, the only ones a rate worked out from amounts is snapped to. */
const KENYAN_RATES = [16, 8];

function snapRate(rate: number): number | null {
  for (const known of KNOWN_RATES) if (Math.abs(rate - known) <= 0.35) return known;
  return null;
}

/** A rate some country charges (a printed '8.60%' is an OCR slip, not a rate). */
export function isKnownRate(rate: number): boolean {
  return KNOWN_RATES.includes(rate);
}

export interface VatFound {
  rate: number | null;
  amount: number | null;
  /** The receipt says EXEMPT, ZERO-RATED or NO VAT somewhere. */
  exempt: boolean;
}

export function findVat(lines: Line[], decimalComma: boolean): VatFound {
  const rates: { rate: number; withAmount: boolean }[] = [];
  let amount: number | null = null;
  let exempt = false;
  for (const [index, line] of lines.entries()) {
    const key = line.key;
    if (EXEMPT.test(key)) exempt = true;
    if (!VAT_WORD.test(key) || (VAT_ID.test(key) && !/%/.test(key))) continue;
    // OCR reads a small '%' as a degree sign: 'TAX B 16.00°'.
    const amounts = findAmounts(line.numeric.replace(/(\d)\s?°/g, '$1%'), decimalComma);
    // 'A-16%' (an ETR tax code) reads as minus 16 percent.
    const percents = amounts
      .filter((a) => a.percent && Math.abs(a.value) <= 30)
      .map((a) => ({ ...a, value: Math.abs(a.value) }));
    const money = amounts.filter((a) => !a.percent && a.decimals <= 2);
    // 'VAT @ 16' without the percent sign.
    const at = /\b(?:V\.?A\.?T\.?|TAX)\s*(?:@|AT|RATE)\s*(\d{1,2}(?:[.,]\d{1,2})?)(?![\d%])/.exec(key);
    if (at?.[1]) percents.push({ value: Number(at[1].replace(',', '.')), percent: true } as Amount);
    const lineAmount = money.at(-1)?.value ?? null;
    for (const p of percents)
      rates.push({ rate: p.value, withAmount: lineAmount !== null && lineAmount > 0 });
    const isSummary = !/\bVATABLE\b|\bTAXABLE\b|\bEXCL|\bNET\b|\bTOTAL\s+[A-E]\b/.test(key);
    if (
      amount === null &&
      isSummary &&
      /\b(V\s?\.?\s?A\s?\.?\s?T\.?|TAX|TVA|IVA|MWST|UST|GST|MOMS)\b/.test(key)
    ) {
      // The VAT amount: the last money on the line that is not the rate itself (or the next line's lone amount).
      const value =
        lineAmount ??
        (percents.length > 0 ? null : (loneMoney(lines[index + 1], decimalComma)?.value ?? null));
      if (value !== null) amount = value;
    }
  }
  const withAmount = rates.filter((r) => r.withAmount && r.rate > 0);
  const chosen =
    withAmount.find((r) => r.rate === 16) ??
    withAmount[0] ??
    rates.find((r) => r.rate === 16) ??
    rates.find((r) => r.rate > 0) ??
    rates[0];
  if (chosen) return { rate: snapRate(chosen.rate) ?? roundHalfAwayFromZero(chosen.rate, 2), amount, exempt };
  if (exempt && (amount === null || amount === 0)) return { rate: 0, amount: amount ?? 0, exempt };
  return { rate: null, amount, exempt };
}

/** The VAT rate implied by a VAT amount and a total (or a net amount), snapped to a known rate. */
export function impliedVatRate(vat: number, total: number, net: number | null): number | null {
  if (vat < 0 || total <= 0 || vat >= total) return null;
  if (vat === 0) return 0;
  const base = net !== null && Math.abs(net + vat - total) < 0.05 ? net : total - vat;
  if (base <= 0) return null;
  // Within rounding: the VAT printed to the cent can move the rate a little (more on small amounts).
  for (const known of KENYAN_RATES) {
    const expected = (base * known) / 100;
    if (Math.abs(expected - vat) <= 0.011 + base * 0.0005) return known;
  }
  return null;
}
