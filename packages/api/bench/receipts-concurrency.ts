/**
 * Receipts sent together: the time to read one photo alone, and four sent at once (each receipt's own wait,
 * and the last one answered), on the pool of OCR workers; and the memory the workers cost (the process's resident set, worker threads
 * included). Each image is read once first so every worker is warm. No network, no database.
 *
 *   pnpm --filter @daftari/api bench:receipts-concurrency
 *
 * ROUNDS (default 5) sets how many times each measure is taken; the medians are printed.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { closeReceiptReader, ocrWorkerStats, readReceipt } from '../src/adapters/receipts/index.ts';
import { OCR_POOL_SIZE } from '../src/adapters/receipts/ocr.ts';
import { contentTypeOf, FIXTURES_DIR } from '../test/fixtures/receipts/accuracy.ts';
import { TEST_EXPENSE_ACCOUNTS } from '../test/fixtures/receipts/chart.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const FILES = [
  'kfc-moi-avenue.jpeg',
  'naivas-westlands.png',
  'goodlife-pharmacy.png',
  'tumaini-hardware.png',
];

const context = { knownMerchants: new Map<string, number>(), expenseAccounts: TEST_EXPENSE_ACCOUNTS };
const receipts = FILES.map((file) => ({
  buffer: readFileSync(join(FIXTURES_DIR, file)),
  contentType: contentTypeOf(file),
  fileName: file,
}));
const read = (index: number) => readReceipt(receipts[index]!, context, { llm: null });
const mb = () => process.memoryUsage().rss / 2 ** 20;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)]!;
const median = (values: number[]) => percentile(values, 50);

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const idle = mb();
for (let index = 0; index < FILES.length; index += 1) await read(index);
const oneWorker = mb();
await Promise.all(FILES.map((_, index) => read(index)));
const pool = mb();

const alone: number[] = [];
const together: number[] = [];
const eachTogether: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (let index = 0; index < FILES.length; index += 1) alone.push(await timed(() => read(index)));
  together.push(
    await timed(() =>
      Promise.all(FILES.map(async (_, index) => eachTogether.push(await timed(() => read(index))))),
    ),
  );
}
const workers = ocrWorkerStats().running;
await closeReceiptReader();

const one = median(alone);
const four = median(together);
console.log(
  `\nOCR pool: ${workers} workers (${OCR_POOL_SIZE} at most here, ${availableParallelism()} CPU cores)`,
);
const ms = (values: number[]) =>
  `p50 ${median(values).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms`;
console.log(`One receipt alone (${FILES.length} photos, ${ROUNDS} rounds): ${ms(alone)}`);
console.log(
  `Each of four sent at once: ${ms(eachTogether)} = ${(median(eachTogether) / one).toFixed(2)}× one at p50 (target 1.5×)`,
);
console.log(
  `Four sent at once, until the last is read (median of ${ROUNDS}): ${four.toFixed(0)} ms = ` +
    `${(four / one).toFixed(2)}× one (at least ${(FILES.length / OCR_POOL_SIZE).toFixed(0)}× with ${OCR_POOL_SIZE} cores; one after another about 4×)`,
);
console.log(
  `Memory (resident): ${idle.toFixed(0)} MB before OCR, ${oneWorker.toFixed(0)} MB with one worker, ` +
    `${pool.toFixed(0)} MB with ${workers}: ${((pool - oneWorker) / Math.max(1, workers - 1)).toFixed(0)} MB per extra worker`,
);
