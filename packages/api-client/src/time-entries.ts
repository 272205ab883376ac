import {
  dataEnvelope,
  type InvoiceTimeRequest,
  invoiceSchema,
  runningTimeEntrySchema,
  type TimeEntryCreateRequest,
  type TimeEntryListQuery,
  type TimeEntryUpdateRequest,
  type TimerStartRequest,
  timeEntryListQuerySchema,
  timeEntryListSchema,
  timeEntrySchema,
} from '@daftari/contracts';
import { http, send, sendEmpty } from './http.ts';

const timeEntryEnvelope = dataEnvelope(timeEntrySchema);
const invoiceEnvelope = dataEnvelope(invoiceSchema);

/** GET /time_entries: a page of entries (newest first), `meta`, and the `summary` of every match. */
export async function listTimeEntries(query: TimeEntryListQuery = {}) {
  const { page, per_page, project_id, from, to, billed } = timeEntryListQuerySchema.parse(query);
  const searchParams = new URLSearchParams({ page: String(page), per_page: String(per_page) });
  if (project_id !== undefined) searchParams.set('project_id', String(project_id));
  if (from !== undefined) searchParams.set('from', from);
  if (to !== undefined) searchParams.set('to', to);
  if (billed !== undefined) searchParams.set('billed', String(billed));
  const { body } = await send(
    timeEntryListSchema,
    () => http.get('time_entries', { searchParams }),
    'Failed to load time entries',
  );
  return body;
}

/** POST /time_entries: a manual entry; an end before the start or more than 24 hours answers 422. */
export async function createTimeEntry(request: TimeEntryCreateRequest) {
  const { body } = await send(
    timeEntryEnvelope,
    () => http.post('time_entries', { json: request }),
    'Failed to save the time entry',
  );
  return body.data;
}

/** PUT /time_entries/{id}: the fields to change; a billed entry answers 422. */
export async function updateTimeEntry(id: number, request: TimeEntryUpdateRequest) {
  const { body } = await send(
    timeEntryEnvelope,
    () => http.put(`time_entries/${id}`, { json: request }),
    'Failed to update the time entry',
  );
  return body.data;
}

/** DELETE /time_entries/{id}: a billed entry answers 422. */
export async function deleteTimeEntry(id: number): Promise<void> {
  await sendEmpty(() => http.delete(`time_entries/${id}`), 'Failed to delete the time entry');
}

/** POST /time_entries/start: the running entry; a timer already running for the user answers 409. */
export async function startTimer(request: TimerStartRequest) {
  const { body } = await send(
    timeEntryEnvelope,
    () => http.post('time_entries/start', { json: request }),
    'Failed to start the timer',
  );
  return body.data;
}

/** POST /time_entries/stop: the entry just stopped, or null when no timer was running. */
export async function stopTimer() {
  const { body } = await send(
    runningTimeEntrySchema,
    () => http.post('time_entries/stop'),
    'Failed to stop the timer',
  );
  return body.data;
}

/** GET /time_entries/running: the user's running entry, or null. */
export async function getRunningTimer() {
  const { body } = await send(
    runningTimeEntrySchema,
    () => http.get('time_entries/running'),
    'Failed to load the timer',
  );
  return body.data;
}

/** POST /projects/{id}/invoice_time: the draft invoice made of the project's unbilled time. */
export async function invoiceProjectTime(projectId: number, request: InvoiceTimeRequest) {
  const { body } = await send(
    invoiceEnvelope,
    () => http.post(`projects/${projectId}/invoice_time`, { json: request }),
    'Failed to invoice the time',
  );
  return body.data;
}
