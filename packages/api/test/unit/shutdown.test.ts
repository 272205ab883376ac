import { describe, expect, it } from 'vitest';
import { createShutdown, type ShutdownParts } from '../../src/ops/shutdown.ts';

/** A promise the test settles. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Fakes of every part, recording the order of calls; jobs and drain wait until the test releases them. */
function fakeParts() {
  const calls: string[] = [];
  const jobs = deferred();
  const drain = deferred();
  const logs: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const exits: number[] = [];
  let onTimeout: (() => void) | null = null;
  let timerCancelled = false;
  const parts: ShutdownParts = {
    markNotReady: () => calls.push('not ready'),
    stopJobs: () => {
      calls.push('stop jobs');
      return jobs.promise.then(() => void calls.push('jobs stopped'));
    },
    drain: () => {
      calls.push('drain');
      return drain.promise.then(() => void calls.push('drained'));
    },
    closeDatabase: async () => void calls.push('close database'),
    inFlight: () => ['POST /api/expenses'],
    timeoutMs: 25_000,
    log: {
      info: (obj, msg) => logs.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
      error: (obj, msg) => logs.push({ level: 'error', obj: obj as Record<string, unknown>, msg }),
    },
    exit: (code) => {
      calls.push(`exit ${code}`);
      exits.push(code);
    },
    startTimer: (callback, ms) => {
      expect(ms).toBe(25_000);
      onTimeout = callback;
      return () => {
        timerCancelled = true;
      };
    },
  };
  return {
    parts,
    calls,
    jobs,
    drain,
    logs,
    exits,
    fireTimeout: () => onTimeout?.(),
    timerCancelled: () => timerCancelled,
  };
}

describe('graceful shutdown', () => {
  it('goes not ready, stops the jobs and drains, and closes the database only after both, then exits 0', async () => {
    const fake = fakeParts();
    const done = createShutdown(fake.parts)('SIGTERM');
    expect(fake.calls).toEqual(['not ready', 'stop jobs', 'drain']);

    fake.drain.resolve();
    await fake.drain.promise;
    await Promise.resolve();
    // The running job has not finished: the database stays open.
    expect(fake.calls).toEqual(['not ready', 'stop jobs', 'drain', 'drained']);

    fake.jobs.resolve();
    await done;
    expect(fake.calls).toEqual([
      'not ready',
      'stop jobs',
      'drain',
      'drained',
      'jobs stopped',
      'close database',
      'exit 0',
    ]);
    expect(fake.timerCancelled()).toBe(true);
    expect(fake.logs.map((log) => log.msg)).toContain('shut down cleanly');
  });

  it('runs once however many signals arrive', async () => {
    const fake = fakeParts();
    const shutDown = createShutdown(fake.parts);
    const first = shutDown('SIGTERM');
    const second = shutDown('SIGINT');
    fake.jobs.resolve();
    fake.drain.resolve();
    await Promise.all([first, second]);
    expect(fake.calls.filter((call) => call === 'not ready')).toHaveLength(1);
    expect(fake.exits).toEqual([0]);
  });

  it('past the bound, exits 1 and logs the steps and requests it abandoned', async () => {
    const fake = fakeParts();
    void createShutdown(fake.parts)('SIGTERM');
    fake.jobs.resolve();
    await fake.jobs.promise;
    await Promise.resolve();

    fake.fireTimeout();
    expect(fake.exits).toEqual([1]);
    const abandoned = fake.logs.find((log) => log.level === 'error');
    expect(abandoned?.obj).toMatchObject({ abandoned: ['requests'], requests: ['POST /api/expenses'] });

    // The drain finishing afterwards exits no second time.
    fake.drain.resolve();
    await fake.drain.promise;
    await new Promise((resolve) => setImmediate(resolve));
    expect(fake.calls).toContain('close database');
    expect(fake.exits).toEqual([1]);
  });

  it('still closes the database when a step fails, and exits 1', async () => {
    const fake = fakeParts();
    const done = createShutdown(fake.parts)('SIGTERM');
    fake.jobs.reject(new Error('job store gone'));
    fake.drain.resolve();
    await done;
    expect(fake.calls.slice(-2)).toEqual(['close database', 'exit 1']);
    expect(fake.logs.find((log) => log.level === 'error')?.obj).toMatchObject({
      step: 'jobs',
      err: 'job store gone',
    });
  });
});
