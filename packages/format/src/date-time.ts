/** The business's time zone until the owner picks another (Daftari is Kenya first). */
export const DEFAULT_TIME_ZONE = 'Africa/Nairobi';

/** An instant as the owner reads it in their time zone: '25 Nov 2026, 09:30' (24-hour clock). */
export function formatDateTimeIn(timeZone: string, instant: string | Date, locale = 'en-GB'): string {
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
