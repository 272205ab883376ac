/**
 * Exchange rates: the books' currency for one unit of another, with up to 6 decimals (129.5, 0.034217). A
 * rate is held as an integer of millionths, so an amount's conversion is one exact multiplication and one
 * rounding, never a binary float.
 */
import { divideRounded, toScaled } from './decimal.ts';

export const RATE_PLACES = 6;
const RATE_SCALE = 10n ** BigInt(RATE_PLACES);

/** A rate (number or numeric text, up to 6 decimals) in millionths: '129.5' → 129_500_000n. */
export function toRateMicros(rate: number | string): bigint {
  return toScaled(rate, RATE_PLACES);
}

/** Cents of another currency in the books' cents at a rate, rounded once, half away from zero. */
export function convertCents(cents: bigint, rateMicros: bigint): bigint {
  return divideRounded(cents * rateMicros, RATE_SCALE);
}

/** A stored rate ('129.500000') as the JSON number it is (129.5). */
export const rateNumber = (rate: number | string): number => Number(rateText(toRateMicros(rate)));

/** A rate in millionths as the shortest decimal text ('129.5', '1'), for JSON numbers and NUMERIC columns. */
export function rateText(rateMicros: bigint): string {
  const whole = rateMicros / RATE_SCALE;
  const fraction = (rateMicros % RATE_SCALE).toString().padStart(RATE_PLACES, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}
