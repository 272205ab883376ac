const DAY_MS = 86_400_000;

/** `iso` (YYYY-MM-DD) moved by `days` (negative: earlier). */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Nairobi (UTC+3, no daylight saving) wall-clock time on `iso` as an instant. */
export function nairobiInstant(iso: string, hour: number, minute = 0): Date {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + ((hour - 3) * 60 + minute) * 60_000);
}

/** `day`, or `last` when `day` is later (dates compare as text). */
export function notAfter(day: string, last: string): string {
  return day.localeCompare(last) > 0 ? last : day;
}
