import { format, isValid, parse, parseISO } from 'date-fns';

export type DateInput = Date | string | number | null | undefined;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A Date from API input. Date-only ISO strings ('2025-01-31') become local midnight of that day (not UTC
 * midnight, which would show the previous day west of Greenwich); timestamps parse as instants.
 * Returns null for missing or invalid input.
 */
export function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  let date: Date;
  if (input instanceof Date) date = new Date(input.getTime());
  else if (typeof input === 'number') date = new Date(input);
  else date = parseISO(input.trim());
  return isValid(date) ? date : null;
}

/** The date in the user's locale (or `locale`), numeric style: '1/31/2025' in en-US. '' when invalid. */
export function formatDate(isoDate: DateInput, locale?: string | string[]): string {
  const date = toDate(isoDate);
  return date ? date.toLocaleDateString(locale) : '';
}

/** The date in the user's locale (or `locale`), long style: 'January 31, 2025' in en-US. '' when invalid. */
export function formatDateLong(isoDate: DateInput, locale?: string | string[]): string {
  const date = toDate(isoDate);
  return date ? date.toLocaleDateString(locale, { dateStyle: 'long' }) : '';
}

/** The date in the user's locale (or `locale`), medium style: 'Jan 31, 2025' in en-US. '' when invalid. */
export function formatDateMedium(isoDate: DateInput, locale?: string | string[]): string {
  const date = toDate(isoDate);
  return date ? date.toLocaleDateString(locale, { dateStyle: 'medium' }) : '';
}

/** 'yyyy-MM-dd' of the local calendar day. '' when invalid. */
export function toIsoDate(date: DateInput): string {
  const d = toDate(date);
  return d ? format(d, 'yyyy-MM-dd') : '';
}

const DAY_FIRST_FORMATS = ['dd/MM/yyyy', 'd/M/yyyy', 'dd-MM-yyyy', 'dd.MM.yyyy'];

/**
 * Reads a date typed by a person or extracted from a receipt, returning 'yyyy-MM-dd' or null.
 * Tries ISO first ('2025-01-31', '2025-01-31T10:00:00Z': the written calendar day is kept), then
 * day-first dd/MM/yyyy ('31/01/2025'), then a generic parse ('Jan 31, 2025', '01/31/2025').
 */
export function parseLooseDate(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const value = text.trim();
  if (value === '') return null;

  const iso = parseISO(value);
  if (isValid(iso)) {
    const written = ISO_DAY.exec(value);
    return written ? `${written[1]}-${written[2]}-${written[3]}` : format(iso, 'yyyy-MM-dd');
  }
  // ISO-shaped but impossible ('2025-02-30'): the generic parser would roll it over into March.
  if (ISO_DAY.test(value)) return null;

  const reference = new Date(2000, 0, 1);
  for (const pattern of DAY_FIRST_FORMATS) {
    const parsed = parse(value, pattern, reference);
    if (isValid(parsed) && parsed.getFullYear() >= 1000) return format(parsed, 'yyyy-MM-dd');
  }

  const generic = new Date(value);
  if (isValid(generic) && generic.getFullYear() >= 1000 && generic.getFullYear() <= 9999) {
    return format(generic, 'yyyy-MM-dd');
  }
  return null;
}

/** 'yyyy-MM-dd' of the calendar day an instant falls on in an IANA time zone ('Africa/Nairobi'). */
export function calendarDayIn(timeZone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
