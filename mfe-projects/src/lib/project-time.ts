import type { TimeEntry } from '@daftari/contracts';
import type { TimeForInvoice } from '@daftari/format';
import { zonedDay } from './zoned-time.ts';

/**
 * What invoice_time bills, as the server reads it: the billable entries that have ended and are on no invoice
 * yet, oldest first, each with the day it started on in the account's time zone.
 */
export function unbilledTime(entries: readonly TimeEntry[], timeZone: string): TimeForInvoice[] {
  return entries
    .filter((entry) => entry.billable && entry.invoice_id === null && entry.duration_seconds !== null)
    .sort((a, b) => Date.parse(a.started_at) - Date.parse(b.started_at) || a.id - b.id)
    .map((entry) => ({
      durationSeconds: entry.duration_seconds ?? 0,
      day: zonedDay(entry.started_at, timeZone),
      description: entry.description,
    }));
}
