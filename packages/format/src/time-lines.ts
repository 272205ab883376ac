/**
 * Invoice lines made of tracked time, exact to the cent, shared by the invoice-time preview and the server.
 *
 * Each entry's duration is rounded UP to the increment in whole seconds: ceil(seconds / (minutes × 60)) ×
 * minutes × 60 (7 min at 15-min rounding: 900 s = 0.25 h; 16 min: 1800 s = 0.5 h; 0 s stays 0). Grouped by
 * day, a line sums its entries' rounded seconds. A line of S rounded seconds is worth S × rate / 3600,
 * rounded once to the cent (half away from zero).
 *
 * Invoice quantities keep 3 decimals, so S / 3600 hours is exact there when the line's minutes are a
 * multiple of 3 (always so at 6, 15, 30 and 60-min rounding): the line is `hours` × the hourly rate. Otherwise
 * (1-min rounding only, e.g. 7 min = 0.11666… h) the line is quantity 1 `services` priced at its value to 4
 * decimals, its time and rate in the description. That price is minutes × rate-in-cents × 5/3 ten-thousandths,
 * whose rounding never moves the cent: only a value within 1/3 of a ten-thousandth from a half cent could,
 * and a multiple of 5/3 never lies there.
 */
import { centsToDecimal, divideRounded, toCents } from './decimal.ts';
import { lineCents } from './line-amounts.ts';

export interface TimeForInvoice {
  /** Whole seconds. */
  durationSeconds: number;
  /** The calendar day `yyyy-MM-dd` the entry started on, in the business's time zone. */
  day: string;
  description: string | null;
}

export interface TimeInvoiceLine {
  description: string;
  /** Text with 3 decimals. */
  quantity: string;
  unit: 'hours' | 'services';
  /** Text with 4 decimals. */
  unit_price: string;
  /** The rounded seconds the line bills. */
  seconds: number;
  /** What the line is worth, in cents. */
  amount: bigint;
}

/** The duration rounded up to a whole number of `roundingMinutes`, in seconds. */
export function roundedSeconds(durationSeconds: number, roundingMinutes: number): number {
  const increment = roundingMinutes * 60;
  return Math.ceil(durationSeconds / increment) * increment;
}

/** `2 h 07 min`, `45 min`, `3 h`. */
export function hoursAndMinutes(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')} min`;
}

/** One line of `seconds` (a whole number of minutes) at `hourlyRate` (at most 2 decimals). */
export function timeLine(description: string, seconds: number, hourlyRate: number | string): TimeInvoiceLine {
  const minutes = BigInt(seconds / 60);
  const rateCents = toCents(hourlyRate);
  const fields =
    minutes % 3n === 0n
      ? {
          description,
          quantity: thousandths((minutes * 50n) / 3n),
          unit: 'hours' as const,
          unit_price: `${centsToDecimal(rateCents)}00`,
        }
      : {
          description: `${description}, ${hoursAndMinutes(seconds)} at ${centsToDecimal(rateCents)}/h`,
          quantity: '1.000',
          unit: 'services' as const,
          unit_price: tenThousandths(divideRounded(minutes * rateCents * 5n, 3n)),
        };
  const { subtotal } = lineCents({ ...fields, discount: 0, tax_rate: 0 });
  return { ...fields, seconds, amount: subtotal };
}

/** An integer count of thousandths as text with 3 decimals. */
function thousandths(value: bigint): string {
  const digits = value.toString().padStart(4, '0');
  return `${digits.slice(0, -3)}.${digits.slice(-3)}`;
}

/** An integer count of ten-thousandths as text with 4 decimals (never negative here). */
function tenThousandths(value: bigint): string {
  const digits = value.toString().padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`;
}

/** Descriptions are cut to leave room for the date and time within a line's 1000 characters. */
const DESCRIPTION_ROOM = 900;
const entryLabel = (entry: TimeForInvoice) =>
  `${entry.description?.slice(0, DESCRIPTION_ROOM) ?? 'Time'} (${entry.day})`;

/**
 * The lines of `entries` (in the order given): one per entry, or one per day (in order of first appearance)
 * with the day's rounded seconds summed. Entries that round to 0 s bill nothing and make no line.
 */
export function timeInvoiceLines(
  entries: readonly TimeForInvoice[],
  options: { roundingMinutes: number; groupBy: 'entry' | 'day'; hourlyRate: number | string },
): TimeInvoiceLine[] {
  const rounded = entries
    .map((entry) => ({ ...entry, seconds: roundedSeconds(entry.durationSeconds, options.roundingMinutes) }))
    .filter((entry) => entry.seconds > 0);
  if (options.groupBy === 'entry') {
    return rounded.map((entry) => timeLine(entryLabel(entry), entry.seconds, options.hourlyRate));
  }
  const days = new Map<string, { seconds: number; descriptions: string[] }>();
  for (const entry of rounded) {
    const day = days.get(entry.day) ?? { seconds: 0, descriptions: [] };
    day.seconds += entry.seconds;
    if (entry.description && !day.descriptions.includes(entry.description)) {
      day.descriptions.push(entry.description);
    }
    days.set(entry.day, day);
  }
  return [...days].map(([date, day]) => {
    const label = day.descriptions.length > 0 ? `${date}: ${day.descriptions.join('; ')}` : `Time (${date})`;
    return timeLine(label.slice(0, DESCRIPTION_ROOM), day.seconds, options.hourlyRate);
  });
}
