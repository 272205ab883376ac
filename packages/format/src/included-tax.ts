import { divideRounded, toScaled } from './decimal.ts';
import { roundHalfAwayFromZero } from './round.ts';

/**
 * The tax a tax-inclusive total holds at `rate` percent (rate ≥ 0): total × rate / (100 + rate), in cents,
 * half away from zero, exact. The rate is taken to 2 decimals, half away from zero. 116000n at 16 → 16000n.
 */
export function includedTaxCents(totalCents: bigint, rate: number): bigint {
  const hundredths = toScaled(roundHalfAwayFromZero(rate, 2), 2);
  return divideRounded(totalCents * hundredths, 10_000n + hundredths);
}
