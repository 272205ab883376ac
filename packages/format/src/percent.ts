import { roundHalfAwayFromZero, toAmount } from './round.ts';

/**
 * `part` as a percentage of `total` with exactly one decimal and no sign: percentOf(1, 3) -> '33.3'.
 * '0.0' when the total is 0 (or missing / non-numeric). Inputs may be numeric strings.
 */
export function percentOf(part: unknown, total: unknown): string {
  const t = toAmount(total);
  if (t === 0) return '0.0';
  return roundHalfAwayFromZero((toAmount(part) / t) * 100, 1).toFixed(1);
}

/** percentOf with a trailing '%': '33.3%'. */
export function formatPercent(part: unknown, total: unknown): string {
  return `${percentOf(part, total)}%`;
}
