import { toDate, toIsoDate } from '@daftari/format';
import {
  addYears,
  endOfMonth,
  endOfQuarter,
  startOfMonth,
  startOfQuarter,
  subDays,
  subMonths,
} from 'date-fns';
import type { DateRange } from './report-dates.ts';

// Home's period: what its profit and VAT cards read. Every date is a 'yyyy-MM-dd' calendar day; `today` is
// the screen's (a clock tests can set).

export const HOME_PERIODS = [
  { value: 'this_month', label: 'This month' },
  { value: 'last_month', label: 'Last month' },
  { value: 'this_quarter', label: 'This quarter' },
  { value: 'this_financial_year', label: 'This financial year' },
  { value: 'custom', label: 'Custom' },
] as const;
export type HomePeriod = (typeof HOME_PERIODS)[number]['value'];

const dayOf = (isoDate: string) => toDate(isoDate) ?? new Date(Number.NaN);
const range = (from: Date, to: Date): DateRange => ({ from: toIsoDate(from), to: toIsoDate(to) });

/**
 * The financial year `today` falls in, starting each year on `yearStart` (`MM-dd`, the account's
 * `financial_year_start`; 1 January when not set): the API's rule for the reports' default period.
 */
export function financialYearOf(today: string, yearStart = '01-01'): DateRange {
  const thisYear = `${today.slice(0, 4)}-${yearStart}`;
  const start =
    thisYear <= today ? thisYear : `${String(Number(today.slice(0, 4)) - 1).padStart(4, '0')}-${yearStart}`;
  return range(dayOf(start), subDays(addYears(dayOf(start), 1), 1));
}

/** The dates of a preset (calendar months and quarters, the financial year); `custom` has none of its own. */
export function homePeriodDates(period: HomePeriod, today: string, yearStart?: string): DateRange | null {
  const day = dayOf(today);
  switch (period) {
    case 'this_month':
      return range(startOfMonth(day), endOfMonth(day));
    case 'last_month':
      return range(startOfMonth(subMonths(day, 1)), endOfMonth(subMonths(day, 1)));
    case 'this_quarter':
      return range(startOfQuarter(day), endOfQuarter(day));
    case 'this_financial_year':
      return financialYearOf(today, yearStart);
    case 'custom':
      return null;
  }
}
