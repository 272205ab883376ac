import { MAX_ENTRY_SECONDS, type TimeEntry, type timerStartRequestSchema } from '@daftari/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { timeEntries } from '../../db/schema.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { findProject } from '../sales-documents/index.ts';
import { toTimeEntry } from './queries.ts';
import { timeTransaction } from './service.ts';

export type TimerStart = z.output<typeof timerStartRequestSchema>;

/** The partial unique index that allows one running entry per user. */
const ONE_RUNNING_INDEX = 'time_entries_one_running_per_user';

/**
 * POST /time_entries/start: a running entry from `now`. A second running entry of the user violates the
 * partial unique index, so of two concurrent starts one is created and the other answers 409.
 */
export async function startTimer(
  db: Db,
  accountId: number,
  userId: number,
  input: TimerStart,
  now: Date,
): Promise<TimeEntry> {
  try {
    return await timeTransaction(db, async (tx) => {
      await findProject(tx, accountId, input.project_id);
      const [row] = await tx
        .insert(timeEntries)
        .values({
          accountId,
          userId,
          projectId: input.project_id,
          description: input.description ?? null,
          startedAt: now,
          billable: input.billable,
        })
        .returning();
      return toTimeEntry(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error, ONE_RUNNING_INDEX)) {
      throw new HttpError(409, 'A timer is already running; stop it before starting another.');
    }
    throw error;
  }
}

/**
 * POST /time_entries/stop: the user's running entry ends at `now` (whole seconds); null when none runs.
 * A timer left running over 24 hours is not stopped (422): its end is set by hand with PUT, or it is deleted.
 */
export async function stopTimer(
  db: Db,
  accountId: number,
  userId: number,
  now: Date,
): Promise<TimeEntry | null> {
  return timeTransaction(db, async (tx) => {
    const running = and(
      eq(timeEntries.accountId, accountId),
      eq(timeEntries.userId, userId),
      isNull(timeEntries.endedAt),
    );
    const [current] = await tx.select().from(timeEntries).where(running).for('update');
    if (!current) return null;
    // A clock behind the start (a start edited forward) stops the entry at its start, 0 s.
    const endedAt = now < current.startedAt ? current.startedAt : now;
    const seconds = Math.floor((endedAt.getTime() - current.startedAt.getTime()) / 1000);
    if (seconds > MAX_ENTRY_SECONDS) {
      throw invalidField(
        'ended_at',
        'This timer has run for more than 24 hours: set its end time by editing the entry, or delete it.',
      );
    }
    const [row] = await tx
      .update(timeEntries)
      .set({ endedAt, durationSeconds: seconds })
      .where(and(running, eq(timeEntries.id, current.id)))
      .returning();
    return toTimeEntry(row!);
  });
}
