import type { Job, JobStatus } from '@daftari/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { JobRow } from '../../jobs/queue.ts';

export const jobNotFound = () => new HttpError(404, 'Job not found');

const toJob = (row: JobRow): Job => ({
  id: row.id,
  kind: row.kind as Job['kind'],
  status: row.status as JobStatus,
  summary: row.summary,
  attempts: row.attempts,
  max_attempts: row.maxAttempts,
  run_at: new Date(row.runAt).toISOString(),
  last_error: row.lastError,
  created_at: new Date(row.createdAt).toISOString(),
  updated_at: new Date(row.updatedAt).toISOString(),
});

/** GET /jobs: the account's jobs, newest first, at most 200, optionally of one status. */
export async function listJobs(db: Db, accountId: number, status: JobStatus | undefined): Promise<Job[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.accountId, accountId), status ? eq(jobs.status, status) : undefined))
    .orderBy(desc(jobs.id))
    .limit(200);
  return rows.map(toJob);
}

/** POST /jobs/{id}/retry: a failed job waits to run again at `now`, with all its attempts. 422 unless failed. */
export async function retryJob(db: Db, accountId: number, id: number, now: Date): Promise<Job> {
  const [current] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.accountId, accountId)));
  if (!current) throw jobNotFound();
  const [retried] = await db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: now, lockedUntil: null, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.accountId, accountId), eq(jobs.status, 'failed')))
    .returning();
  if (!retried) throw new HttpError(422, `Only a failed job can be retried; this one is ${current.status}.`);
  return toJob(retried);
}
