/**
 * Receipt reading accuracy over the generated test receipts (test/fixtures/receipts: PDFs, PNG, JPEG, WebP,
 * a scanned PDF), field by field, with the time each file took (OCR worker start-up included in the first
 * image's time). No network, no database.
 *
 *   pnpm --filter @daftari/api bench:receipts
 *
 * BENCH_VERBOSE=1 also prints what was read wrong, field by field. 'held out' are the receipts added after
 * the tuning (their first measurement is noted in test/fixtures/receipts/specs.ts).
 */
import { closeReceiptReader } from '../src/adapters/receipts/index.ts';
import { accuracyOf, expectedReceipts, FIELDS, runAccuracy } from '../test/fixtures/receipts/accuracy.ts';

const verbose = process.env.BENCH_VERBOSE === '1';
const expected = expectedReceipts();
const pct = (value: number) => `${(value * 100).toFixed(1).padStart(5)} %`;

console.log(`Receipt reading accuracy: ${Object.keys(expected).length} receipts\n`);
console.log(
  `${'file'.padEnd(34)} ${'ms'.padStart(6)}  ${FIELDS.map((f) => f.slice(0, 8).padEnd(8)).join(' ')}`,
);
const started = performance.now();
const { results, accuracy } = await runAccuracy((result) => {
  const marks = FIELDS.map((field) => (result.ok[field] ? 'ok' : '--').padEnd(8)).join(' ');
  console.log(
    `${result.file.padEnd(34)} ${result.ms.toFixed(0).padStart(6)}  ${marks}${result.error ? `  (${result.error})` : ''}`,
  );
  if (verbose) {
    const want = expected[result.file];
    for (const field of FIELDS) {
      if (!result.ok[field]) {
        console.log(
          `    ${field}: got ${JSON.stringify(result.got[field])}, expected ${JSON.stringify(want?.[field])}`,
        );
      }
    }
  }
});
const total = performance.now() - started;
await closeReceiptReader();

const times = results.map((r) => r.ms).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
const byKind = (suffixes: string[]) => {
  const picked = results.filter((r) => suffixes.some((s) => r.file.endsWith(s))).slice(1);
  return picked.length ? picked.reduce((sum, r) => sum + r.ms, 0) / picked.length : 0;
};

const tuned = accuracyOf(results.filter((r) => !r.heldOut));
const heldOut = results.filter((r) => r.heldOut);
const held = accuracyOf(heldOut);
console.log(
  `\nPer field:              all (${results.length})  tuned on (${results.length - heldOut.length})  held out (${heldOut.length})`,
);
for (const field of [...FIELDS, 'overall' as const]) {
  console.log(
    `  ${field.padEnd(20)} ${pct(accuracy[field])}  ${pct(tuned[field])}        ${pct(held[field])}`,
  );
}
console.log(
  `\nTime: ${(total / 1000).toFixed(1)} s in all, median ${median.toFixed(0)} ms a file; ` +
    `text PDFs ~${byKind(['.pdf']).toFixed(0)} ms, images ~${byKind(['.png', '.jpeg', '.webp']).toFixed(0)} ms ` +
    '(averages without the first of each kind)',
);
