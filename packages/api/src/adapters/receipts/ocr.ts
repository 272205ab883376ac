import { availableParallelism } from 'node:os';
import { type OcrPass, type OcrResult, type OcrWorker, readPass, startWorker } from './ocr-worker.ts';

export { ReceiptReaderClosedError } from './ocr-worker.ts';

/**
 * OCR off the event loop, on a pool of worker threads: one per CPU core, at most four (each holds the
 * WebAssembly core and the model). A job goes to the lane with the fewest jobs waiting (one already running
 * a worker first), so one receipt at a time keeps one worker and receipts sent together spread over the
 * cores. A lane starts its worker on its first job and stops it after a minute without one; a job that
 * overruns its time limit, or a worker that dies, gets that worker terminated and the lane's next job starts
 * a fresh one.
 */

export const OCR_POOL_SIZE = Math.max(1, Math.min(availableParallelism(), 4));

/** A lane's worker is stopped after this long without a job. */
let idleMs = 60_000;

/** Sets how long an idle worker is kept (tests and the benchmark shorten it). */
export function setOcrIdleTimeout(ms: number): void {
  idleMs = ms;
}

export interface OcrOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

/** Set by closeReceiptReader: a job cut short by the shutdown is told so, not blamed on its image. */
let closing = false;
let workersStarted = 0;

/** One worker thread and the jobs queued for it, run one at a time. */
class Lane {
  private worker: Promise<OcrWorker> | null = null;
  /** What `worker` resolved to, so a stale worker's exit or overrun does not stop its successor. */
  private current: OcrWorker | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  waiting = 0;

  get live(): boolean {
    return this.worker !== null;
  }

  run(image: Buffer, pass: OcrPass, options: OcrOptions): Promise<OcrResult> {
    this.waiting += 1;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const job = this.tail.then(async () => {
      if (options.signal?.aborted) throw options.signal.reason ?? new Error('aborted');
      const running = await this.start();
      return readPass(running, image, pass, options.timeoutMs, () => this.stop(running));
    });
    // Counted down before the caller hears back, so its next pass finds this lane free again.
    const settled = () => {
      this.waiting -= 1;
      if (this.waiting === 0) this.stopWhenIdle();
    };
    job.then(settled, settled);
    this.tail = job.catch(() => {});
    return job;
  }

  /** Terminates the worker (only if it is still `only`, when given); a later job starts another. */
  stop(only?: OcrWorker): Promise<void> {
    const stopping = this.worker;
    if (!stopping || (only && this.current !== only)) return Promise.resolve();
    this.worker = null;
    this.current = null;
    return stopping
      .then(({ worker }) => worker.terminate())
      .then(
        () => {},
        () => {},
      );
  }

  private start(): Promise<OcrWorker> {
    if (!this.worker) {
      closing = false;
      const starting = startWorker(() => closing);
      this.worker = starting;
      starting.then(
        (running) => {
          workersStarted += 1;
          if (this.worker === starting) this.current = running;
          running.gone.catch(() => this.stop(running));
        },
        () => {
          if (this.worker === starting) this.worker = null;
        },
      );
    }
    return this.worker;
  }

  private stopWhenIdle(): void {
    this.idleTimer = setTimeout(() => void this.stop(), idleMs);
    this.idleTimer.unref?.();
  }
}

const lanes = Array.from({ length: OCR_POOL_SIZE }, () => new Lane());

/** The lane with the fewest jobs waiting; between equals, one whose worker runs already. */
function laneFor(): Lane {
  const score = (lane: Lane) => lane.waiting * 2 + (lane.live ? 0 : 1);
  return lanes.reduce((best, lane) => (score(lane) < score(best) ? lane : best));
}

/** What tesseract reads in an image (PNG, JPEG, WebP, BMP) in one pass. */
export function recognize(image: Buffer, options: OcrOptions & { pass?: OcrPass }): Promise<OcrResult> {
  const job = laneFor().run(image, options.pass ?? 'first', options);
  const { signal } = options;
  if (!signal) return job;
  // A caller that gives up (the client went away) is answered at once; a job already running finishes.
  return new Promise<OcrResult>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new Error('aborted'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    job.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Terminates every OCR worker (the server calls this on shutdown); a later job starts a new one. */
export async function closeReceiptReader(): Promise<void> {
  if (!lanes.some((lane) => lane.live)) return;
  closing = true;
  await Promise.all(lanes.map((lane) => lane.stop()));
}

/** For tests and the benchmarks: how many workers were started so far, and how many are up now. */
export function ocrWorkerStats(): { started: number; running: number } {
  return { started: workersStarted, running: lanes.filter((lane) => lane.live).length };
}
