import { z } from 'zod';

/** Digits after the decimal point of a number as written (1e-7 style included). */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa = '', exponent] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/** A JSON number with at most `places` decimals (money: 2), between `min` and `max`. */
export function decimalNumber(label: string, options: { places: number; min?: number; max?: number }) {
  const { places, min = -1e12, max = 1e12 } = options;
  return z
    .number({
      error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`),
    })
    .refine(Number.isFinite, `${label} must be a number`)
    .refine((value) => decimalPlaces(value) <= places, `${label} must have at most ${places} decimals`)
    .refine((value) => value >= min, `${label} must be at least ${min}`)
    .refine((value) => value <= max, `${label} must be at most ${max}`);
}

/**
 * The calendar dates the app accepts. Business documents live in this range; outside it a date is a typo
 * or a probe (year 0000 does not exist in PostgreSQL, and a recurrence started in year 1 would have to
 * catch up two thousand years).
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2999-12-31';

/** A calendar date `yyyy-MM-dd` that exists, between EARLIEST_DATE and LATEST_DATE. */
export function calendarDate(label: string) {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a date`) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-01-31`)
    .refine((text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    }, `${label} is not a real date`)
    .refine(
      (text) => text >= EARLIEST_DATE && text <= LATEST_DATE,
      `${label} must be between ${EARLIEST_DATE} and ${LATEST_DATE}`,
    );
}
