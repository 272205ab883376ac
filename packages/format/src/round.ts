/**
 * Rounds half away from zero at `decimals` places, on the number's decimal representation
 * (so 1.005 -> 1.01 and -1.005 -> -1.01, which plain `Math.round(x * 100) / 100` gets wrong).
 * Never returns -0.
 */
export function roundHalfAwayFromZero(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.abs(value);
  const text = String(magnitude);
  let rounded: number;
  if (text.includes('e')) {
    // Very large numbers are integers already; very small ones round to 0 at any sane precision.
    rounded = magnitude >= 1 ? magnitude : Number(magnitude.toFixed(decimals));
  } else {
    rounded = Number(`${Math.round(Number(`${text}e${decimals}`))}e-${decimals}`);
  }
  const signed = value < 0 ? -rounded : rounded;
  return signed === 0 ? 0 : signed;
}

/**
 * Reads a number from API-shaped input: numbers as they are, numeric strings (Postgres NUMERIC arrives as a
 * string) parsed; anything missing, non-numeric or non-finite becomes 0.
 */
export function toAmount(value: unknown): number {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') n = value.trim() === '' ? 0 : Number(value.trim());
  else if (typeof value === 'bigint') n = Number(value);
  else n = 0;
  return Number.isFinite(n) ? n : 0;
}
