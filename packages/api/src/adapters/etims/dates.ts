/**
 * The dates of KRA's OSCU, Nairobi time (UTC+3 all year): requests carry `yyyyMMddHHmmss` (`yyyyMMdd` for a
 * sale, purchase or stock date); answers carry the same, except the purchase list, whose `cfmDt` and
 * `stockRlsDt` are `yyyy-MM-dd HH:mm:ss` (as KRA's specification shows them: "2020-01-27 21:03:00").
 */

/** KRA's clock. */
export const KRA_TIME_ZONE = 'Africa/Nairobi';

/** `yyyyMMddHHmmss` (or `yyyyMMdd` with `dateOnly`) of `at`, in `timeZone`. */
export function oscuDateTime(at: Date, timeZone: string = KRA_TIME_ZONE, dateOnly = false): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}${parts.month}${parts.day}`;
  return dateOnly ? date : `${date}${parts.hour}${parts.minute}${parts.second}`;
}

/** `yyyyMMdd` of a calendar date (`yyyy-MM-dd`). */
export const oscuDate = (calendarDate: string) => calendarDate.replaceAll('-', '');

/** A calendar date (`yyyy-MM-dd`) of an OSCU date or time (`yyyyMMdd…`). */
export const calendarDateOf = (oscu: string) => `${oscu.slice(0, 4)}-${oscu.slice(4, 6)}-${oscu.slice(6, 8)}`;

const COMPACT = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;
const SPACED = /^(\d{4})-(\d{2})-(\d{2}) ?(\d{2}):(\d{2}):(\d{2})$/;

/**
 * A time as the OSCU answers it, in either form (`yyyyMMddHHmmss` or `yyyy-MM-dd HH:mm:ss`), as
 * `yyyyMMddHHmmss`; null when it is neither.
 */
export function compactOscuDateTime(value: string): string | null {
  const match = COMPACT.exec(value) ?? SPACED.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const instant = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+03:00`);
  return Number.isNaN(instant.getTime()) ? null : `${y}${mo}${d}${h}${mi}${s}`;
}

/** A time of the control unit, in either form, as an instant. */
export function fromOscuDateTime(value: string): Date {
  const compact = compactOscuDateTime(value);
  if (!compact) throw new Error(`KRA eTIMS answered a time in an unknown form: ${value}`);
  const [, y, mo, d, h, mi, s] = COMPACT.exec(compact)!;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+03:00`);
}
