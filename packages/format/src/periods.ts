// Calendar arithmetic of recurring work (recurring expenses and invoices): `yyyy-MM-dd` dates, and the
// instant a wall-clock time of a date has in an IANA time zone.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m + 1)}-${pad(d)}`;

/** How a series steps: `days` (a week is 7) or `months` (a quarter is 3, a year 12), `every` at a time. */
export interface PeriodStep {
  unit: 'days' | 'months';
  every: number;
}

/**
 * The `n`-th date of a series that started on `anchor`: anchor + n × step. Month-end safe: counted from the
 * anchor each time and clamped to the month's last day, so a monthly series of the 31st runs Jan 31, Feb 28,
 * Mar 31, … (never drifting to the 28th), and a yearly one of Feb 29 gives Feb 28 in other years.
 */
export function nthPeriod(anchor: string, step: PeriodStep, n: number): string {
  const [y = 0, m = 1, d = 1] = anchor.split('-').map(Number);
  if (step.unit === 'days') {
    const date = new Date(Date.UTC(y, m - 1, d + step.every * n));
    return iso(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  }
  const total = y * 12 + (m - 1) + step.every * n;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return iso(year, month, Math.min(d, lastDay));
}

/** The date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The offset of `timeZone` from UTC at `instant`, in milliseconds (Nairobi: +3 h). */
function offsetMs(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the wall clock of `timeZone` shows `time` ('HH:mm') on `date`. In a daylight-saving gap (a
 * time the clock skips) it is the instant the clock jumps over it; in an overlap, the earlier of the two.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // The offsets a day before and after: a date has at most one transition between them.
  const before = offsetMs(timeZone, wall - 86_400_000);
  const after = offsetMs(timeZone, wall + 86_400_000);
  const shows = (instant: number, offset: number) => offsetMs(timeZone, instant) === offset;
  const candidates = [wall - before, wall - after].filter((instant, i) =>
    shows(instant, i === 0 ? before : after),
  );
  return new Date(candidates.length > 0 ? Math.min(...candidates) : wall - before);
}
