import { STANDARD_VAT_RATE, type VAT_OPTIONS } from '@daftari/contracts';

export type VatOption = (typeof VAT_OPTIONS)[number];

/**
 * The rate an expense is booked at: Standard 16 %, Exempt 0 %, Auto the rate the receipt reader detected when
 * the client sends it (`vatRate`), else Standard.
 */
export function vatRateFor(vat: VatOption, detectedRate: number | null): number {
  if (vat === 'Exempt') return 0;
  if (vat === 'Auto' && detectedRate !== null) return detectedRate;
  return STANDARD_VAT_RATE;
}

/** `12.3` / `-4` / `10.50` → cents, exactly (the form sends at most 2 decimals). */
export function centsOf(text: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -cents : cents;
}

export const centsText = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/**
 * The VAT included in a total at `rate` percent: total × rate / (100 + rate), to the cent, half away from zero
 * (exact integer maths; the rate is taken to 2 decimals). 1160.00 at 16 % → 160.00.
 */
export function includedVatCents(totalCents: bigint, rate: number): bigint {
  const rateHundredths = BigInt(Math.round(rate * 100));
  if (rateHundredths === 0n) return 0n;
  const numerator = totalCents * rateHundredths;
  const denominator = 10_000n + rateHundredths;
  // Half away from zero: (2·|n| + d) / (2·d), truncated, with the sign put back.
  const abs = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * abs + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}
