/** The business's time zone until the owner picks another (Daftari is Kenya first). */
export const DEFAULT_TIME_ZONE = 'Africa/Nairobi';

/**
 * An instant on the clock of an IANA time zone, in the user's locale (or `locale`), 24-hour:
 * '25 Nov 2026, 09:30' in en-GB. '' when invalid.
 */
export function formatDateTimeIn(
  timeZone: string,
  instant: string | Date,
  locale?: string | string[],
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}
