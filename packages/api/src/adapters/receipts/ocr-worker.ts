import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Tesseract from 'tesseract.js';
import { UnreadableReceiptError, unreadable } from './errors.ts';

/**
 * One tesseract.js worker thread, fully offline: the WebAssembly core comes from the tesseract.js-core
 * package and the English model from `@tesseract.js-data/eng` on disk (`langPath`), so nothing is ever
 * fetched. The pool (ocr.ts) decides how many run and which job goes to which.
 */

const require = createRequire(import.meta.url);

/** The LSTM-only "best_int" English model (smaller and faster to load than the legacy+LSTM one). */
function englishModelDir(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** How long creating a worker (loading the WebAssembly core and the model) may take. */
const START_TIMEOUT_MS = 60_000;

/** A job was cut short because the server is shutting the reader down. */
export class ReceiptReaderClosedError extends Error {
  override readonly name = 'ReceiptReaderClosedError';
  constructor() {
    super('The receipt reader was closed.');
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
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

export interface OcrWorker {
  worker: Tesseract.Worker;
  /** Rejects when the worker thread exits or crashes (so a job in flight is not left waiting). */
  gone: Promise<never>;
  /** What the thread last reported going wrong, for the error of the job it broke. */
  lastError: unknown;
}

/** Starts a worker; `closing` tells a thread's exit during shutdown from a crash. */
export async function startWorker(closing: () => boolean): Promise<OcrWorker> {
  const cachePath = join(tmpdir(), 'daftari-tesseract');
  mkdirSync(cachePath, { recursive: true });
  const started: Partial<OcrWorker> = { lastError: null };
  const creating = Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath: englishModelDir(),
    gzip: true,
    // Read the model from langPath every time a worker starts (about 0.1 s): no cache file to go stale.
    cachePath,
    cacheMethod: 'none',
    workerPath: quietWorkerScript() as unknown as string,
    // Without an errorHandler tesseract.js throws from its message listener: an uncaught exception.
    errorHandler: (error: unknown) => {
      started.lastError = error;
    },
    logger: () => {},
  });
  const worker = await withTimeout(
    creating,
    START_TIMEOUT_MS,
    () => new Error('OCR worker did not start in time'),
  );
  // tesseract.js only sets `onerror` (a browser property): a Node worker thread that crashes would emit an
  // 'error' event with no listener and take the process down.
  const thread = (worker as unknown as { worker?: import('node:worker_threads').Worker }).worker;
  const gone = new Promise<never>((_, reject) => {
    const fail = () =>
      reject(closing() ? new ReceiptReaderClosedError() : unreadable('corrupt_image', started.lastError));
    thread?.on('error', (error) => {
      started.lastError = error;
      fail();
    });
    thread?.on('exit', fail);
  });
  gone.catch(() => {});
  await worker.setParameters({ ...PASSES.first, user_defined_dpi: '300', preserve_interword_spaces: '1' });
  return Object.assign(started, { worker, gone }) as OcrWorker;
}

async function recognizeOnce(worker: Tesseract.Worker, image: Buffer, pass: OcrPass) {
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

/**
 * One pass over `image` on `running`, within `timeoutMs` (`onTimeout` is told first, so the pool can drop a
 * worker stuck on a job). Whatever tesseract throws becomes an unreadable receipt.
 */
export async function readPass(
  running: OcrWorker,
  image: Buffer,
  pass: OcrPass,
  timeoutMs: number,
  onTimeout: () => void,
): Promise<OcrResult> {
  running.lastError = null;
  try {
    const job = Promise.race([recognizeOnce(running.worker, image, pass), running.gone]);
    const result = await withTimeout(job, timeoutMs, () => {
      onTimeout();
      return unreadable('timeout');
    });
    return { text: result.data.text ?? '', grey: pass === 'first' ? pngOf(result.data.imageGrey) : null };
  } catch (error) {
    if (error instanceof UnreadableReceiptError || error instanceof ReceiptReaderClosedError) throw error;
    // tesseract.js rejects with a string such as 'Error: Error attempting to read image.'
    throw unreadable('corrupt_image', error ?? running.lastError);
  }
}
