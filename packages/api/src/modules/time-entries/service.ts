import {
  spanProblem,
  type TimeEntry,
  type timeEntryCreateRequestSchema,
  type timeEntryUpdateRequestSchema,
} from '@daftari/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { timeEntries } from '../../db/schema.ts';
import { type Tx, writeTransaction } from '../../db/transaction.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { findProject } from '../sales-documents/index.ts';
import { findTimeEntry, type TimeEntryRow, toTimeEntry } from './queries.ts';

export type TimeEntryCreate = z.output<typeof timeEntryCreateRequestSchema>['time_entry'];
export type TimeEntryUpdate = z.output<typeof timeEntryUpdateRequestSchema>['time_entry'];

/** Runs a write to time entries in one transaction; text with a NUL answers 422, not 500. */
export const timeTransaction = <T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> =>
  writeTransaction(db, 'The numbers are too large', work);

const billedEntry = () =>
  new HttpError(
    422,
    'This time entry is billed on an invoice and can no longer change; delete that draft invoice to free it.',
  );

/** An ended entry's end and whole seconds, or 422 under `ended_at` when the span is not allowed. */
function endedSpan(startedAt: Date, end: { endedAt: Date } | { seconds: number }) {
  const endedAt = 'endedAt' in end ? end.endedAt : new Date(startedAt.getTime() + end.seconds * 1000);
  const problem = spanProblem(startedAt.toISOString(), endedAt.toISOString());
  if (problem) throw invalidField('ended_at', problem);
  return { endedAt, durationSeconds: Math.floor((endedAt.getTime() - startedAt.getTime()) / 1000) };
}

/** POST /time_entries: a manual entry of the signed-in user on a project of the account (else 422). */
export async function createTimeEntry(
  db: Db,
  accountId: number,
  userId: number,
  input: TimeEntryCreate,
): Promise<TimeEntry> {
  const startedAt = new Date(input.started_at);
  const span = endedSpan(
    startedAt,
    input.ended_at !== undefined
      ? { endedAt: new Date(input.ended_at) }
      : { seconds: input.duration_seconds ?? 0 },
  );
  return timeTransaction(db, async (tx) => {
    await findProject(tx, accountId, input.project_id);
    const [row] = await tx
      .insert(timeEntries)
      .values({
        accountId,
        userId,
        projectId: input.project_id,
        description: input.description ?? null,
        startedAt,
        ...span,
        billable: input.billable,
      })
      .returning();
    return toTimeEntry(row!);
  });
}

/**
 * The start and end after an update: a new duration moves the end, a new end sets the duration, a new start
 * alone keeps the duration. A running entry given neither keeps running (its start not after `now`).
 */
function updatedSpan(current: TimeEntryRow, input: TimeEntryUpdate, now: Date) {
  const startedAt = input.started_at !== undefined ? new Date(input.started_at) : current.startedAt;
  if (input.duration_seconds !== undefined)
    return { startedAt, ...endedSpan(startedAt, { seconds: input.duration_seconds }) };
  if (input.ended_at !== undefined)
    return { startedAt, ...endedSpan(startedAt, { endedAt: new Date(input.ended_at) }) };
  if (current.durationSeconds !== null) {
    return { startedAt, ...endedSpan(startedAt, { seconds: current.durationSeconds }) };
  }
  if (startedAt > now) throw invalidField('started_at', 'A running timer cannot start in the future');
  return { startedAt };
}

/** PUT /time_entries/{id}: the fields given change; a billed entry answers 422, another account's 404. */
export async function updateTimeEntry(
  db: Db,
  accountId: number,
  id: number,
  input: TimeEntryUpdate,
  now: Date,
): Promise<TimeEntry> {
  return timeTransaction(db, async (tx) => {
    const current = await findTimeEntry(tx, accountId, id, true);
    if (current.invoiceId !== null) throw billedEntry();
    if (input.project_id !== undefined) await findProject(tx, accountId, input.project_id);
    const [row] = await tx
      .update(timeEntries)
      .set({
        ...updatedSpan(current, input, now),
        ...(input.project_id !== undefined && { projectId: input.project_id }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.billable !== undefined && { billable: input.billable }),
      })
      .where(and(eq(timeEntries.id, id), eq(timeEntries.accountId, accountId)))
      .returning();
    return toTimeEntry(row!);
  });
}

/** DELETE /time_entries/{id}: a billed entry answers 422, another account's 404. */
export async function deleteTimeEntry(db: Db, accountId: number, id: number): Promise<void> {
  await timeTransaction(db, async (tx) => {
    const current = await findTimeEntry(tx, accountId, id, true);
    if (current.invoiceId !== null) throw billedEntry();
    await tx.delete(timeEntries).where(and(eq(timeEntries.id, id), eq(timeEntries.accountId, accountId)));
  });
}
