import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Tesseract from 'tesseract.js';
import { UnreadableReceiptError, unreadable } from './errors.ts';

/**
 * OCR with tesseract.js, fully offline: the WebAssembly core comes from the tesseract.js-core package and the
 * English model from `@tesseract.js-data/eng` on disk (`langPath`), so nothing is ever fetched. One
 * long-lived worker thread (created on first use) does the work, so the API's event loop stays free; jobs
 * are serialised through it, each with a time limit. A job that overruns, or a worker that dies, gets the
 * worker terminated and a fresh one is made for the next job.
 */

const require = createRequire(import.meta.url);

/** The LSTM-only "best_int" English model (smaller and faster to load than the legacy+LSTM one). */
export function englishModelDir(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

export interface OcrOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

type Worker = Tesseract.Worker;

/** How long creating the worker (loading the WebAssembly core and the model) may take. */
const START_TIMEOUT_MS = 60_000;

let workerPromise: Promise<Running> | null = null;
/** The worker `workerPromise` resolved to (so a stale worker's exit does not discard its successor). */
let running: Worker | null = null;
let tail: Promise<unknown> = Promise.resolve();
let workersStarted = 0;
let lastWorkerError: unknown = null;

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    timer.unref?.();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * tesseract.js's Node worker script, started through a tiny ES module that first silences the thread's
 * console: leptonica reports every unreadable upload on stderr ('Error in pixReadStream…'), which would only
 * clutter the server log; failures still reach us as rejected jobs. (In Node, tesseract.js hands workerPath
 * to `new Worker()` as is, which takes a data: URL.)
 */
function quietWorkerScript(): URL {
  const script = require.resolve('tesseract.js/src/worker-script/node/index.js');
  const code = [
    "import { createRequire } from 'node:module';",
    'const quiet = () => {};',
    'console.log = quiet; console.info = quiet; console.warn = quiet; console.error = quiet; console.debug = quiet;',
    `createRequire(${JSON.stringify(script)})(${JSON.stringify(script)});`,
  ].join('\n');
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

interface Running {
  worker: Worker;
  /** Rejects when the worker thread exits or crashes (so a job in flight is not left waiting). */
  gone: Promise<never>;
}

/** Set by closeReceiptReader: a job cut short by the shutdown is told so, not blamed on its image. */
let closing = false;

/** A job was cut short because the server is shutting the reader down. */
export class ReceiptReaderClosedError extends Error {
  override readonly name = 'ReceiptReaderClosedError';
  constructor() {
    super('The receipt reader was closed.');
  }
}

/**
 * The first pass reads the upload as it is: one uniform block (AUTO splits a receipt's label from its amount
 * into two columns), tesseract's global (Otsu) threshold. The later ones read the cleaned picture
 * (cleanup.ts) with a local (Sauvola) threshold, which keeps dark text on a coloured card or in a shadow:
 * as one block again, then as one column of lines of varying sizes (a block drops lines far larger than the
 * rest, such as a screenshot's big total).
 */
const PASSES = {
  first: { tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK, thresholding_method: '0' },
  cleaned: { tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK, thresholding_method: '2' },
  column: { tessedit_pageseg_mode: Tesseract.PSM.SINGLE_COLUMN, thresholding_method: '2' },
} as const;

export type OcrPass = keyof typeof PASSES;

export interface OcrResult {
  text: string;
  /** The first pass's picture as tesseract saw it (grey, straightened), as a PNG; null on later passes. */
  grey: Buffer | null;
}

async function startWorker(): Promise<Running> {
  const cachePath = join(tmpdir(), 'daftari-tesseract');
  mkdirSync(cachePath, { recursive: true });
  const creating = Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: englishModelDir(),
    gzip: true,
    // Read the model from langPath every time a worker starts (about 0.1 s): no cache file to go stale.
    cachePath,
    cacheMethod: 'none',
    workerPath: quietWorkerScript() as unknown as string,
    // Without an errorHandler tesseract.js throws from its message listener: an uncaught exception.
    errorHandler: (error: unknown) => {
      lastWorkerError = error;
    },
    logger: () => {},
  });
  const worker = await withTimeout(
    creating,
    START_TIMEOUT_MS,
    () => new Error('OCR worker did not start in time'),
  );
  workersStarted += 1;
  // tesseract.js only sets `onerror` (a browser property): a Node worker thread that crashes would emit an
  // 'error' event with no listener and take the process down.
  const thread = (worker as unknown as { worker?: import('node:worker_threads').Worker }).worker;
  const gone = new Promise<never>((_, reject) => {
    thread?.on('error', (error) => {
      lastWorkerError = error;
      reject(closing ? new ReceiptReaderClosedError() : unreadable('corrupt_image', error));
    });
    thread?.on('exit', () => {
      reject(closing ? new ReceiptReaderClosedError() : unreadable('corrupt_image', lastWorkerError));
    });
  });
  gone.catch(() => {
    if (running === worker) discardWorker();
  });
  await worker.setParameters({
    // One uniform block: keeps a receipt's label and its amount on one line (AUTO splits the columns).
    ...PASSES.first,
    user_defined_dpi: '300',
    preserve_interword_spaces: '1',
  });
  return { worker, gone };
}

function discardWorker(): void {
  const current = workerPromise;
  workerPromise = null;
  running = null;
  current?.then(
    ({ worker }) => worker.terminate().catch(() => {}),
    () => {},
  );
}

function getWorker(): Promise<Running> {
  if (!workerPromise) {
    closing = false;
    const starting = startWorker();
    workerPromise = starting;
    starting.then(
      ({ worker }) => {
        if (workerPromise === starting) running = worker;
      },
      () => {
        if (workerPromise === starting) workerPromise = null;
      },
    );
  }
  return workerPromise;
}

async function recognizeOnce(worker: Worker, image: Buffer, pass: OcrPass) {
  if (pass === 'first') return worker.recognize(image, { rotateAuto: true }, { text: true, imageGrey: true });
  await worker.setParameters(PASSES[pass]);
  try {
    return await worker.recognize(image, {}, { text: true });
  } finally {
    await worker.setParameters(PASSES.first);
  }
}

function pngOf(dataUrl: string | null | undefined): Buffer | null {
  const base64 = dataUrl?.replace(/^data:image\/png;base64,/, '');
  return base64 ? Buffer.from(base64, 'base64') : null;
}

async function runJob(image: Buffer, timeoutMs: number, pass: OcrPass): Promise<OcrResult> {
  const { worker, gone } = await getWorker();
  lastWorkerError = null;
  try {
    const job = Promise.race([recognizeOnce(worker, image, pass), gone]);
    const result = await withTimeout(job, timeoutMs, () => {
      // A stuck job would block every later one: drop this worker, the next job starts a new one.
      discardWorker();
      return unreadable('timeout');
    });
    return { text: result.data.text ?? '', grey: pass === 'first' ? pngOf(result.data.imageGrey) : null };
  } catch (error) {
    if (error instanceof UnreadableReceiptError || error instanceof ReceiptReaderClosedError) throw error;
    // tesseract.js rejects with a string such as 'Error: Error attempting to read image.'
    throw unreadable('corrupt_image', error ?? lastWorkerError);
  }
}

/** What tesseract reads in an image (PNG, JPEG, WebP, BMP) in one pass, one job at a time. */
export function recognize(image: Buffer, options: OcrOptions & { pass?: OcrPass }): Promise<OcrResult> {
  const { signal, timeoutMs } = options;
  const job = tail.then(() => {
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    return runJob(image, timeoutMs, options.pass ?? 'first');
  });
  tail = job.catch(() => {});
  if (!signal) return job;
  // A caller that gives up (the client went away) is answered at once; a job already running finishes.
  return new Promise<OcrResult>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new Error('aborted'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    job.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Terminates the OCR worker (the server calls this on shutdown); a later job would start a new one. */
export async function closeReceiptReader(): Promise<void> {
  const current = workerPromise;
  workerPromise = null;
  running = null;
  if (!current) return;
  closing = true;
  try {
    const { worker } = await current;
    await worker.terminate();
  } catch {
    // Never started, or already gone.
  }
}

/** For tests and the accuracy script: how many workers were started so far, and whether one is up. */
export function ocrWorkerStats(): { started: number; running: boolean } {
  return { started: workersStarted, running: workerPromise !== null };
}
