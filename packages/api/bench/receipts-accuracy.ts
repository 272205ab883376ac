/**
 * Receipt reading accuracy, field by field, on two generated sets: the tuning set (test/fixtures/receipts:
 * the receipts the parser was written against, some held out) and the evaluation set
 * (test/fixtures/receipts-eval: photos, screenshots and e-mailed invoices the parser is never tuned on).
 * Times per file include the OCR worker's start in the first image's time. No network, no database.
 *
 *   pnpm --filter @daftari/api bench:receipts            both sets
 *   RECEIPT_SET=eval pnpm --filter @daftari/api bench:receipts   one set (tuning or eval)
 *
 * BENCH_VERBOSE=1 also prints what was read wrong, field by field. With LLM_BASE_URL (and LLM_API_KEY,
 * LLM_MODEL) set, every receipt is refined by that model as the API would, so its effect is measured on both sets.
 */
import { closeReceiptReader, llmConfigFromEnv } from '../src/adapters/receipts/index.ts';
import {
  accuracyOf,
  EVAL_DIR,
  expectedReceipts,
  FIELDS,
  FIXTURES_DIR,
  type FileResult,
  runAccuracy,
} from '../test/fixtures/receipts/accuracy.ts';

const verbose = process.env.BENCH_VERBOSE === '1';
const llm = llmConfigFromEnv(process.env);
const only = process.env.RECEIPT_SET;
const pct = (value: number) => `${(value * 100).toFixed(1).padStart(5)} %`;

async function runSet(name: string, dir: string): Promise<FileResult[]> {
  const expected = expectedReceipts(dir);
  console.log(`\n${name}: ${Object.keys(expected).length} receipts\n`);
  console.log(
    `${'file'.padEnd(38)} ${'ms'.padStart(6)}  ${FIELDS.map((f) => f.slice(0, 8).padEnd(8)).join(' ')}`,
  );
  const { results } = await runAccuracy({
    dir,
    llm,
    onFile: (result) => {
      const marks = FIELDS.map((field) => (result.ok[field] ? 'ok' : '--').padEnd(8)).join(' ');
      const error = result.error ? `  (${result.error})` : '';
      console.log(`${result.file.padEnd(38)} ${result.ms.toFixed(0).padStart(6)}  ${marks}${error}`);
      if (!verbose) return;
      for (const field of FIELDS) {
        if (result.ok[field]) continue;
        const want = JSON.stringify(expected[result.file]?.[field]);
        console.log(`    ${field}: got ${JSON.stringify(result.got[field])}, expected ${want}`);
      }
    },
  });
  return results;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

console.log(
  llm ? `LLM refinement: ${llm.model} at ${llm.baseUrl}` : 'LLM refinement: off (LLM_BASE_URL unset)',
);
const sets: { name: string; results: FileResult[] }[] = [];
if (only !== 'eval') sets.push({ name: 'Tuning set', results: await runSet('Tuning set', FIXTURES_DIR) });
if (only !== 'tuning')
  sets.push({ name: 'Evaluation set', results: await runSet('Evaluation set', EVAL_DIR) });
await closeReceiptReader();

const columns = sets.flatMap(({ name, results }) => {
  if (name !== 'Tuning set') return [{ title: `evaluation (${results.length})`, results }];
  const heldOut = results.filter((r) => r.heldOut);
  return [
    { title: `tuning (${results.length})`, results },
    { title: `of it held out (${heldOut.length})`, results: heldOut },
  ];
});
console.log(`\nPer field:            ${columns.map((c) => c.title.padEnd(22)).join('')}`);
const accuracies = columns.map((c) => accuracyOf(c.results));
for (const field of [...FIELDS, 'overall' as const]) {
  console.log(`  ${field.padEnd(20)}${accuracies.map((a) => pct(a[field]).padEnd(22)).join('')}`);
}
console.log('\nTime per file (median):');
for (const { name, results } of sets) {
  const images = results.filter((r) => !r.file.endsWith('.pdf')).map((r) => r.ms);
  const pdfs = results.filter((r) => r.file.endsWith('.pdf')).map((r) => r.ms);
  const all = results.reduce((sum, r) => sum + r.ms, 0);
  console.log(
    `  ${name.padEnd(16)} ${median(results.map((r) => r.ms)).toFixed(0)} ms; images ${median(images).toFixed(0)} ms, ` +
      `PDFs ${median(pdfs).toFixed(0)} ms; ${(all / 1000).toFixed(1)} s for the set`,
  );
}

/**
 * The evaluation set's floors, a little under the measured figures (README, "Photo to bill": merchant 91.9 %,
 * date 98.4 %, total 95.2 %, VAT rate 98.4 %, number 93.5 %, account 83.9 % on 62 receipts), about two
 * receipts lower each: a change that loses accuracy on receipts the parser was never tuned on exits 1 here.
 * Reading the whole set takes minutes of OCR, so it is measured on demand, not in every test run.
 */
const EVAL_FLOORS = {
  merchant: 0.88,
  date: 0.95,
  total: 0.92,
  vat_rate: 0.95,
  transaction_number: 0.9,
  account: 0.8,
  overall: 0.9,
} as const;

const evaluation = sets.find(({ name }) => name === 'Evaluation set');
if (evaluation) {
  const accuracy = accuracyOf(evaluation.results);
  const below = Object.entries(EVAL_FLOORS).filter(
    ([field, floor]) => accuracy[field as keyof typeof EVAL_FLOORS] < floor,
  );
  const refused = evaluation.results.filter((result) => result.error).map((result) => result.file);
  if (below.length || refused.length) {
    for (const [field, floor] of below)
      console.error(`Evaluation set: ${field} is under its floor of ${pct(floor)}`);
    if (refused.length) console.error(`Evaluation set: refused ${refused.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvaluation set: every field at or above its floor.');
  }
}
