// The calendar of the reports: `yyyy-MM-dd` dates, counted in whole UTC days; "today" is the business's, in
// its account's time zone (src/db/business-today.ts).

const DAY_MS = 86_400_000;
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `days` after `date` (before it when negative). */
export const addDays = (date: string, days: number) => fromUtc(toUtc(date) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** The same day a year earlier; 29 February becomes 28 February. */
export function yearBefore(date: string): string {
  const year = String(Number(date.slice(0, 4)) - 1).padStart(4, '0');
  const monthDay = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${year}-${monthDay}`;
}

/** `yyyy-MM` of the month `months` after the date's month (before it when negative). */
export function monthOffset(date: string, months: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `as_of`, else today. */
export const asOfDate = (asOf: string | undefined, today: string) => asOf ?? today;

/** The business's today and the first day (`MM-dd`) of its financial year: the reports' default dates. */
export interface BusinessCalendar {
  today: string;
  yearStart: string;
}

/** The first day of the financial year (starting each year on `yearStart`, `MM-dd`) the date falls in. */
export function financialYearStart(date: string, yearStart = '01-01'): string {
  const year = Number(date.slice(0, 4));
  const start = `${date.slice(0, 4)}-${yearStart}`;
  return start <= date ? start : `${String(year - 1).padStart(4, '0')}-${yearStart}`;
}

/**
 * `from` (default: the start of this financial year, or of `to`'s when that is later than `to`) and `to`
 * (default: today).
 */
export function periodOf(
  query: { from?: string | undefined; to?: string | undefined },
  { today, yearStart }: BusinessCalendar,
): { from: string; to: string } {
  const to = query.to ?? today;
  const thisYear = financialYearStart(today, yearStart);
  const from = query.from ?? (thisYear <= to ? thisYear : financialYearStart(to, yearStart));
  return { from, to };
}
