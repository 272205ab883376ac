import type { RecurringFrequency } from '@daftari/contracts';
import { nthPeriod, type PeriodStep, zonedInstant } from '@daftari/format';

/** The hour of the business's day at which a period's invoice is issued (07:00 in the account's time zone). */
export const ISSUE_TIME = '07:00';

const MONTHS: Record<RecurringFrequency, number> = { weekly: 0, monthly: 1, quarterly: 3, yearly: 12 };

export interface SeriesShape {
  frequency: RecurringFrequency;
  interval: number;
  startDate: string;
  endDate: string | null;
  occurrences: number | null;
}

const stepOf = ({ frequency, interval }: SeriesShape): PeriodStep =>
  frequency === 'weekly'
    ? { unit: 'days', every: 7 * interval }
    : { unit: 'months', every: MONTHS[frequency] * interval };

/**
 * The date of period `n` (from 0) of the series, counted from its start date each time (month-end clamped:
 * a monthly series of the 31st issues on the last day of shorter months); null when the series has no period
 * `n` (past its end date or its number of occurrences).
 */
export function periodDate(series: SeriesShape, n: number): string | null {
  if (series.occurrences !== null && n >= series.occurrences) return null;
  const date = nthPeriod(series.startDate, stepOf(series), n);
  return series.endDate !== null && date > series.endDate ? null : date;
}

/** When a period's invoice is due to be issued: its date at 07:00 in the account's time zone. */
export const issueInstant = (date: string, timeZone: string): Date =>
  zonedInstant(date, ISSUE_TIME, timeZone);

/** The first period (from 0) whose date is on or after `date`, and that date; null when there is none. */
export function firstPeriodFrom(series: SeriesShape, date: string): { n: number; date: string } | null {
  for (let n = 0; ; n += 1) {
    const candidate = periodDate(series, n);
    if (candidate === null) return null;
    if (candidate >= date) return { n, date: candidate };
  }
}
