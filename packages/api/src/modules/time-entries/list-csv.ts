import type { TimeEntry } from '@daftari/contracts';
import { type ListCsv, plainColumn, textColumn } from '../../http/list-csv.ts';

/** GET /time_entries?format=csv: one row per entry; a running timer has no end or duration yet. */
export const timeEntriesCsv: ListCsv<TimeEntry> = {
  filename: 'time-entries',
  columns: [
    plainColumn('Started', (row) => row.started_at),
    plainColumn('Ended', (row) => row.ended_at),
    plainColumn('Seconds', (row) => row.duration_seconds),
    textColumn('Description', (row) => row.description),
    plainColumn('Project id', (row) => row.project_id),
    plainColumn('User id', (row) => row.user_id),
    plainColumn('Billable', (row) => row.billable),
    plainColumn('Invoice id', (row) => row.invoice_id),
    plainColumn('Id', (row) => row.id),
  ],
};
