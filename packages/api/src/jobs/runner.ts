import type { JobKind } from '@daftari/contracts';
import { withClock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { claimNextJob, completeJob, failJob, type JobRow, postponeJob } from './queue.ts';

/**
 * What a handler may answer: `done` (the job's transaction committed with `completeJob`), or `postpone` to
 * run it again at a later time without counting an attempt.
 */
export type JobOutcome = { done: true } | { postpone: Date };

/** Runs one claimed job; throws to fail the attempt. `complete` marks it done in the handler's transaction. */
export type JobHandler = (
  job: JobRow,
  context: { now: Date; complete: (tx: Parameters<typeof completeJob>[0]) => Promise<void> },
) => Promise<JobOutcome>;

/**
 * Looks for due work of one kind (a due recurring period, a reminder step) and enqueues it, each in the
 * transaction that claims it. Answers how many it enqueued or created.
 */
export type JobProducer = (now: Date, shouldStop: () => boolean) => Promise<number>;

export interface JobWork {
  db: Db;
  producers: JobProducer[];
  handlers: Partial<Record<JobKind, JobHandler>>;
  /** Told after each failed attempt (metrics). */
  onFailure?: (job: JobRow) => void;
  /** Told after a job completed, its transaction committed (the audit trail records it). */
  onDone?: (job: JobRow, now: Date) => Promise<void>;
}

/** A lost claim: the lease ran out and another runner took the job; this runner's transaction rolls back. */
export class LostClaim extends Error {
  constructor() {
    super('the job was claimed by another runner');
  }
}

/**
 * One pass over every kind of due work at `now`: the producers enqueue what is due, then every due job is
 * claimed and run until none is left. `shouldStop` is asked between steps, so a shutdown waits for one step.
 * Answers how many jobs ran (done or failed).
 */
export function runDueWork(work: JobWork, now: Date, shouldStop: () => boolean = () => false) {
  return withClock(
    () => now,
    () => runDueWorkAt(work, now, shouldStop),
  );
}

async function runDueWorkAt(work: JobWork, now: Date, shouldStop: () => boolean) {
  let produced = 0;
  for (const produce of work.producers) {
    if (shouldStop()) return { produced, ran: 0 };
    produced += await produce(now, shouldStop);
  }
  let ran = 0;
  while (!shouldStop()) {
    const job = await claimNextJob(work.db, now);
    if (!job) break;
    await runJob(work, job, now);
    ran += 1;
  }
  return { produced, ran };
}

async function runJob(work: JobWork, job: JobRow, now: Date): Promise<void> {
  const handler = work.handlers[job.kind as JobKind];
  let done = false;
  try {
    if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
    const outcome = await handler(job, {
      now,
      complete: async (tx) => {
        if (!(await completeJob(tx, job, now))) throw new LostClaim();
      },
    });
    if ('postpone' in outcome) await postponeJob(work.db, job, outcome.postpone, now);
    else done = true;
  } catch (error) {
    if (error instanceof LostClaim) return;
    await failJob(work.db, job, now, error instanceof Error ? error.message : String(error));
    work.onFailure?.(job);
  }
  if (done) await work.onDone?.(job, now);
}

/**
 * Runs `runDueWork` every `intervalMs` (RECURRING_JOB_INTERVAL_MS) in this process; every instance may run
 * it, the database decides who does what. Answers a stop function that waits for the running pass.
 */
export function startJobTimer(
  work: JobWork,
  intervalMs: number,
  now: () => Date,
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void },
  describeError: (error: unknown) => object,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopping = false;
  const tick = () => {
    if (running || stopping) return;
    running = runDueWork(work, now(), () => stopping)
      .then(({ produced, ran }) => {
        if (produced > 0 || ran > 0) log.info({ produced, ran }, 'background jobs ran');
      })
      .catch((error: unknown) => log.error({ err: describeError(error) }, 'background jobs failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    stopping = true;
    clearInterval(timer);
    await running;
  };
}
