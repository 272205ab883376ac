import { formatDateMedium, toDate, toIsoDate } from '@daftari/format';
import {
  endOfMonth,
  endOfQuarter,
  endOfYear,
  format,
  startOfMonth,
  startOfQuarter,
  startOfYear,
  subMonths,
  subQuarters,
  subYears,
} from 'date-fns';

// Every date here is a 'yyyy-MM-dd' calendar day; `today` comes from the screen (a clock tests can set).

export interface DateRange {
  from: string;
  to: string;
}

interface Preset<T> {
  value: string;
  label: string;
  dates: (today: Date) => T;
}

const range = (from: Date, to: Date): DateRange => ({ from: toIsoDate(from), to: toIsoDate(to) });

/** The year so far (what a report reads when no period is chosen), then whole calendar periods. */
export const RANGE_PRESETS: Preset<DateRange>[] = [
  { value: 'year_to_date', label: 'Year to date', dates: (t) => range(startOfYear(t), t) },
  { value: 'this_month', label: 'This month', dates: (t) => range(startOfMonth(t), endOfMonth(t)) },
  {
    value: 'last_month',
    label: 'Last month',
    dates: (t) => range(startOfMonth(subMonths(t, 1)), endOfMonth(subMonths(t, 1))),
  },
  { value: 'this_quarter', label: 'This quarter', dates: (t) => range(startOfQuarter(t), endOfQuarter(t)) },
  { value: 'this_year', label: 'This year', dates: (t) => range(startOfYear(t), endOfYear(t)) },
  {
    value: 'last_year',
    label: 'Last year',
    dates: (t) => range(startOfYear(subYears(t, 1)), endOfYear(subYears(t, 1))),
  },
];

/** The days a balance is usually read at: today, or the close of the last month, quarter or year. */
export const AS_OF_PRESETS: Preset<string>[] = [
  { value: 'today', label: 'Today', dates: (t) => toIsoDate(t) },
  {
    value: 'end_of_last_month',
    label: 'End of last month',
    dates: (t) => toIsoDate(endOfMonth(subMonths(t, 1))),
  },
  {
    value: 'end_of_last_quarter',
    label: 'End of last quarter',
    dates: (t) => toIsoDate(endOfQuarter(subQuarters(t, 1))),
  },
  {
    value: 'end_of_last_year',
    label: 'End of last year',
    dates: (t) => toIsoDate(endOfYear(subYears(t, 1))),
  },
];

const dayOf = (isoDate: string) => toDate(isoDate) ?? new Date(Number.NaN);

/** The preset whose dates these are, or '' (a custom choice). */
export function rangePresetOf(dates: DateRange, today: string): string {
  const day = dayOf(today);
  const preset = RANGE_PRESETS.find((p) => {
    const candidate = p.dates(day);
    return candidate.from === dates.from && candidate.to === dates.to;
  });
  return preset?.value ?? '';
}

export function asOfPresetOf(asOf: string, today: string): string {
  const day = dayOf(today);
  return AS_OF_PRESETS.find((p) => p.dates(day) === asOf)?.value ?? '';
}

export const rangePreset = (value: string, today: string) =>
  RANGE_PRESETS.find((p) => p.value === value)?.dates(dayOf(today));

export const asOfPreset = (value: string, today: string) =>
  AS_OF_PRESETS.find((p) => p.value === value)?.dates(dayOf(today));

/** 1 January of the day's year: where a drill-down from a balance starts its general ledger. */
export const startOfYearOf = (isoDate: string) => toIsoDate(startOfYear(dayOf(isoDate)));

/** 'Jan 1, 2026 – Nov 25, 2026' (in the reader's locale). */
export const periodLabel = ({ from, to }: DateRange) => `${formatDateMedium(from)} – ${formatDateMedium(to)}`;

/** 'Jan 1 – Nov 25, 2026': a column header's period, the year said once when both days share it. */
export function shortPeriodLabel({ from, to }: DateRange): string {
  const [start, end] = [dayOf(from), dayOf(to)];
  const sameYear = start.getFullYear() === end.getFullYear();
  return `${format(start, sameYear ? 'MMM d' : 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
}

export const asOfLabel = (asOf: string) => `As of ${formatDateMedium(asOf)}`;
