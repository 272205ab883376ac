import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { startJobTimer } from '../../src/jobs/runner.ts';

afterEach(() => {
  vi.useRealTimers();
});

const quietLog = { info: () => {}, error: () => {} };

describe('the job timer on shutdown', () => {
  it('stops claiming and waits for the step that is running; the loop sees the stop flag', async () => {
    vi.useFakeTimers();
    let releaseStep = () => {};
    const stepHeld = new Promise<void>((resolve) => {
      releaseStep = resolve;
    });
    const seen: boolean[] = [];
    let steps = 0;
    // Claiming a job would touch the database: after a stop it must not happen.
    const db = new Proxy({} as Db, {
      get: () => {
        throw new Error('claimed a job after the stop');
      },
    });
    const producer = async (_now: Date, shouldStop: () => boolean) => {
      steps += 1;
      seen.push(shouldStop());
      await stepHeld;
      seen.push(shouldStop());
      return 0;
    };
    const stop = startJobTimer(
      { db, producers: [producer, producer], handlers: {} },
      1000,
      () => new Date('2027-01-01T00:00:00Z'),
      quietLog,
      (error) => ({ error }),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(steps).toBe(1);

    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);

    releaseStep();
    await stopping;
    // The running step finished and saw the flag; the second producer and the claim loop never ran.
    expect(seen).toEqual([false, true]);
    expect(steps).toBe(1);

    await vi.advanceTimersByTimeAsync(5000);
    expect(steps).toBe(1);
  });
});
