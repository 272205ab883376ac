import { roundHalfAwayFromZero, toAmount } from './round.ts';

export const DEFAULT_CURRENCY = 'KES';

const NBSP = /\u00a0/g;
const formatterCache = new Map<string, Intl.NumberFormat | null>();

function currencyFormatter(code: string): Intl.NumberFormat | null {
  if (!formatterCache.has(code)) {
    let formatter: Intl.NumberFormat | null = null;
    // Only ISO-4217-shaped codes; Intl throws a RangeError for the rest.
    if (/^[A-Za-z]{3}$/.test(code)) {
      try {
        formatter = new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency: code,
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        });
      } catch {
        formatter = null;
      }
    }
    formatterCache.set(code, formatter);
  }
  return formatterCache.get(code) ?? null;
}

const amountFormatter = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '1,234.50': grouping, exactly 2 decimals (half away from zero), no currency. Non-numeric -> '0.00'. */
export function formatAmount(amount: unknown): string {
  return amountFormatter.format(roundHalfAwayFromZero(toAmount(amount), 2));
}

/**
 * Money, en-US style with exactly 2 decimals: `formatMoney(1234.5)` -> 'KES 1,234.50', `formatMoney(5, 'USD')`
 * -> '$5.00'. The amount may be a number or a numeric string; missing or non-numeric amounts show as 0. An
 * unsupported or malformed currency code shows as the code, a space and the amount ('BTC? 1.00' style:
 * `${code} ${formatAmount(amount)}`). A missing or blank code means KES. The space between a code and the
 * number is a plain space (Intl uses a no-break space).
 */
export function formatMoney(amount: unknown, currency: string | null | undefined = DEFAULT_CURRENCY): string {
  const code = typeof currency === 'string' && currency.trim() !== '' ? currency.trim() : DEFAULT_CURRENCY;
  const value = roundHalfAwayFromZero(toAmount(amount), 2);
  const formatter = currencyFormatter(code);
  if (!formatter) return `${code} ${amountFormatter.format(value)}`;
  return formatter.format(value).replace(NBSP, ' ');
}
