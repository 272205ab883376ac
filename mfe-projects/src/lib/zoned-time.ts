import { calendarDayIn, zonedInstant as zonedInstantOf } from '@daftari/format';
import { addDays, format, parseISO } from 'date-fns';

/** The instant (ISO, UTC) of a wall-clock day and time ('2026-11-25', '09:30') in `timeZone`. */
export const zonedInstant = (day: string, time: string, timeZone: string): string =>
  zonedInstantOf(day, time, timeZone).toISOString();

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
