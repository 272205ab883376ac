import { calendarDayIn } from '@daftari/format';
import { addDays, format, parseISO } from 'date-fns';

/** Minutes the zone is ahead of UTC at `instant`. */
function offsetMinutes(timeZone: string, instant: number): number {
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
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant (ISO, UTC) of a wall-clock day and time ('2026-11-25', '09:30') in `timeZone`. */
export function zonedInstant(day: string, time: string, timeZone: string): string {
  const wall = Date.parse(`${day}T${time}:00Z`);
  // Two passes settle the offset even when the guess falls on the other side of a DST change.
  let instant = wall - offsetMinutes(timeZone, wall) * 60_000;
  instant = wall - offsetMinutes(timeZone, instant) * 60_000;
  return new Date(instant).toISOString();
}

/** 'HH:mm' of an instant in `timeZone`. */
export function zonedTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** 'yyyy-MM-dd' of an instant in `timeZone`. */
export const zonedDay = (iso: string, timeZone: string) => calendarDayIn(timeZone, new Date(iso));

/** The seven days ('yyyy-MM-dd'), Monday first, of the week holding `day`. */
export function weekOf(day: string): string[] {
  const date = parseISO(day);
  const monday = addDays(date, -((date.getDay() + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => format(addDays(monday, i), 'yyyy-MM-dd'));
}

/** `day` moved by whole days. */
export const shiftDay = (day: string, days: number) => format(addDays(parseISO(day), days), 'yyyy-MM-dd');
