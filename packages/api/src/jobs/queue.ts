import type { JobKind } from '@daftari/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { jobs } from '../db/schema.ts';
import type { Executor } from '../db/transaction.ts';

export type JobRow = typeof jobs.$inferSelect;

/** How long a claimed job is held: a runner that dies holding it leaves it to another after this. */
export const JOB_LEASE_MS = 10 * 60_000;

/** Attempts before a job gives up and is listed as failed. */
export const MAX_ATTEMPTS = 5;

/** The wait before attempt `n + 1` after `n` failed ones: 1, 2, 4, 8 … minutes, at most an hour. */
export const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export interface NewJob {
  accountId: number;
  kind: JobKind;
  /** Unique per kind: enqueuing the same (kind, key) again does nothing. */
  key: string;
  payload: Record<string, unknown>;
  summary: string;
  runAt: Date;
  /** Attempts before it fails for good (MAX_ATTEMPTS unless said). */
  maxAttempts?: number;
}

/**
 * Enqueues a job in the caller's transaction (so it exists exactly when the change that asked for it
 * commits); answers false when that (kind, key) was enqueued before.
 */
export async function enqueueJob(tx: Executor, job: NewJob): Promise<boolean> {
  const inserted = await tx
    .insert(jobs)
    .values({ ...job, summary: job.summary.slice(0, 300), maxAttempts: job.maxAttempts ?? MAX_ATTEMPTS })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * Claims the next due job: pending with `run_at <= now`, or running past its lease (its runner died). The
 * row is locked `FOR UPDATE SKIP LOCKED`, so two runners never claim the same job; the claim counts an
 * attempt and holds the job until `now + JOB_LEASE_MS`. Answers null when nothing is due.
 */
export async function claimNextJob(db: Db, now: Date): Promise<JobRow | null> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + JOB_LEASE_MS).toISOString();
  const claimed = await db.execute(sql`
    update ${jobs} set status = 'running', attempts = attempts + 1, locked_until = ${lease}, updated_at = ${at}
    where id = (
      select id from ${jobs}
      where (status = 'pending' and run_at <= ${at}) or (status = 'running' and locked_until <= ${at})
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning id`);
  const id = rowsOf<{ id: number | string }>(claimed)[0]?.id;
  if (id === undefined) return null;
  const [row] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.id, Number(id)));
  return row ?? null;
}

/**
 * Marks a claimed job done, in the caller's transaction (with what the job recorded). Answers false when the
 * claim was lost (the lease ran out and another runner took the job): the caller's transaction must then
 * roll back.
 */
export async function completeJob(tx: Executor, job: JobRow, now: Date): Promise<boolean> {
  const done = await tx
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: now })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)))
    .returning({ id: jobs.id });
  return done.length > 0;
}

/** A failed attempt: retried after the backoff, or `failed` for good after the last attempt. */
export async function failJob(db: Db, job: JobRow, now: Date, error: string): Promise<void> {
  const givesUp = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      status: givesUp ? 'failed' : 'pending',
      runAt: givesUp ? job.runAt : new Date(now.getTime() + backoffMs(job.attempts)),
      lockedUntil: null,
      lastError: error.slice(0, 2000),
      updatedAt: now,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)));
}

/** Puts a claimed job back to wait until `runAt`, without counting the attempt (it was not tried). */
export async function postponeJob(db: Db, job: JobRow, runAt: Date, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'pending', runAt, lockedUntil: null, attempts: job.attempts - 1, updatedAt: now })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)));
}
