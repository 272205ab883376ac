import type { TimeEntry } from '@daftari/contracts';
import { zonedDay } from './zoned-time.ts';

export interface TimesheetRow {
  projectId: number;
  /** Seconds per day, in the order of the week's days. */
  days: number[];
  entries: TimeEntry[];
  total: number;
}

export interface Timesheet {
  rows: TimesheetRow[];
  dayTotals: number[];
  total: number;
}

/**
 * A week's ended entries as projects × days (the day an entry started, in the account's zone): a row for each
 * of `projectOrder` (the hourly projects, time or not, so any cell can take time) in that order, then one for
 * each other project with time, by id.
 */
export function buildTimesheet(
  entries: readonly TimeEntry[],
  week: readonly string[],
  timeZone: string,
  projectOrder: readonly number[],
): Timesheet {
  const emptyRow = (projectId: number): TimesheetRow => ({
    projectId,
    days: week.map(() => 0),
    entries: [],
    total: 0,
  });
  const rows = new Map(projectOrder.map((id) => [id, emptyRow(id)]));
  for (const entry of entries) {
    const index = week.indexOf(zonedDay(entry.started_at, timeZone));
    if (entry.duration_seconds === null || index < 0) continue;
    const row = rows.get(entry.project_id) ?? emptyRow(entry.project_id);
    row.days[index]! += entry.duration_seconds;
    row.total += entry.duration_seconds;
    row.entries.push(entry);
    rows.set(entry.project_id, row);
  }
  const rank = (id: number) => {
    const at = projectOrder.indexOf(id);
    return at < 0 ? projectOrder.length + id : at;
  };
  const sorted = [...rows.values()].sort((a, b) => rank(a.projectId) - rank(b.projectId));
  const dayTotals = week.map((_, i) => sorted.reduce((sum, row) => sum + row.days[i]!, 0));
  return { rows: sorted, dayTotals, total: dayTotals.reduce((sum, seconds) => sum + seconds, 0) };
}

/** A row's entries that started on the week's day `index`. */
export function entriesOn(row: TimesheetRow, day: string, timeZone: string): TimeEntry[] {
  return row.entries.filter((entry) => zonedDay(entry.started_at, timeZone) === day);
}
