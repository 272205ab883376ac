/**
 * bench:matching. Two labelled sets of statements, a tune set (seed 101) and a holdout set (seed 202, another
 * mix of noise) never tuned on, each of a personal M-PESA statement (PDF), an M-PESA business portal export
 * (CSV) and a bank's CSV, every source into a business of its own with its customers, open invoices and the
 * payments recorded by hand. Each statement goes through POST /bank_accounts/{id}/statements, and its lines
 * are read back from GET /bank_lines and compared with their truth, written first to
 * bench/fixtures/matching-{tune,holdout}.json. Per set and per source:
 *   auto right   lines to match (a payment of invoices, a recorded payment, an M-Pesa charge) matched on
 *                import to exactly their truth (target ≥ 90 %);
 *   auto wrong   lines of any kind matched on import to something else (target ≤ 0.5 %);
 *   suggested    lines to match left for the owner whose truth is among their suggestions (target ≥ 98 %).
 *
 * Then, per set, why the lines to match were not matched to their truth, by cause (bench/matching-causes.ts).
 *
 *   pnpm --filter @daftari/api bench:matching       BENCH_VERBOSE=1 prints every line missed, with its noise
 *                                                   and what it got (its suggestions with their reasons)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/server.ts';
import { mpesaStatementPdf } from '../test/support/mpesa-statement-pdf.ts';
import {
  bankStatementCsv,
  importStatement,
  ledgerAccountIds,
  portalCsv,
  seedBooks,
} from './banking-support.ts';
import { printCauses, tallyCauses } from './matching-causes.ts';
import { buildSet, type LabelledLine, type NoiseMix, SOURCES, type SourceSet } from './matching-set.ts';
import { signUp } from './support.ts';

const verbose = process.env.BENCH_VERBOSE === '1';
const CUSTOMERS = 70;
const OPENING = 2_000_000_00n;
const PASSWORD = '31234567';

const SETS: { name: string; seed: number; mix: NoiseMix }[] = [
  {
    name: 'tune',
    seed: 101,
    mix: {
      misspelt: 0.15,
      initials: 0.15,
      maskedPhone: 0.3,
      noisyNumber: 0.4,
      typoNumber: 0.08,
      noNumber: 0.2,
      partial: 0.08,
      several: 0.12,
      recorded: 0.1,
      twinAmounts: 0.1,
      strangers: 0.15,
    },
  },
  {
    name: 'holdout',
    seed: 202,
    mix: {
      misspelt: 0.25,
      initials: 0.2,
      maskedPhone: 0.5,
      noisyNumber: 0.5,
      typoNumber: 0.12,
      noNumber: 0.3,
      partial: 0.1,
      several: 0.15,
      recorded: 0.08,
      twinAmounts: 0.15,
      strangers: 0.2,
    },
  },
];

const cents = (amount: string) => BigInt(Math.round(Number(amount) * 100));

async function statementFile(
  set: SourceSet,
): Promise<{ bytes: Buffer; filename: string; fields?: Record<string, string> }> {
  if (set.source === 'personal') {
    let balance = OPENING;
    const rows = set.lines.map((line) => {
      balance += cents(line.amount);
      const amount = cents(line.amount);
      return {
        receipt: line.reference,
        time: line.time,
        details: line.details,
        status: 'COMPLETED' as const,
        paidInCents: amount > 0n ? amount : null,
        withdrawnCents: amount < 0n ? -amount : null,
        balanceCents: balance,
      };
    });
    const bytes = await mpesaStatementPdf({ rows: rows.reverse(), password: PASSWORD });
    return { bytes, filename: 'MPESA_Statement.pdf', fields: { password: PASSWORD } };
  }
  if (set.source === 'portal') {
    const rows = set.lines.map((line) => ({
      receipt: line.reference,
      time: line.time,
      details: line.details,
      cents: cents(line.amount),
      otherParty: line.otherParty ?? '',
      acNo: line.acNo,
    }));
    return { bytes: Buffer.from(portalCsv(rows, OPENING)), filename: 'ORG_600100_Statement.csv' };
  }
  const rows = set.lines.map((line) => ({
    date: line.time.slice(0, 10),
    narration: line.details,
    reference: line.reference,
    cents: cents(line.amount),
  }));
  return { bytes: Buffer.from(bankStatementCsv(rows, OPENING)), filename: 'statement.csv' };
}

interface StoredLine {
  reference: string | null;
  description: string;
  amount: number;
  status: string;
  match: { kind: string; ids: string[]; auto: boolean } | null;
  suggestions: { kind: string; ids: string[]; confidence: number; reasons: string[] }[];
}

async function storedLines(
  app: FastifyInstance,
  token: string,
  ledgerAccountId: number,
): Promise<StoredLine[]> {
  const all: StoredLine[] = [];
  for (let page = 1; ; page++) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/bank_lines?ledger_account_id=${ledgerAccountId}&per_page=100&page=${page}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const body = response.json() as { data: StoredLine[]; meta: { total_pages: number } };
    all.push(...body.data);
    if (page >= body.meta.total_pages) return all;
  }
}

type Outcome = 'auto right' | 'auto wrong' | 'suggested' | 'missed' | 'left alone';

/** What the truth is as a match's kind and ids, or null for a line of nothing in the books. */
function expected(line: LabelledLine, invoiceIds: Map<string, string>, paymentIds: Map<string, string>) {
  const truth = line.truth;
  if (truth.kind === 'invoice_payment')
    return { kind: truth.kind, ids: truth.invoices.map((n) => invoiceIds.get(n)!).sort() };
  if (truth.kind === 'payment') return { kind: 'payment', ids: [paymentIds.get(truth.invoice)!] };
  if (truth.kind === 'fee') return { kind: 'fee', ids: null };
  return null;
}

const sameAs = (want: ReturnType<typeof expected>) => (match: { kind: string; ids: string[] }) =>
  want !== null &&
  match.kind === want.kind &&
  (want.ids === null || [...match.ids].sort().join() === want.ids.join());

function outcomeOf(stored: StoredLine, want: ReturnType<typeof expected>): Outcome {
  const same = sameAs(want);
  if (stored.match?.auto) return same(stored.match) ? 'auto right' : 'auto wrong';
  if (want === null) return 'left alone';
  return stored.suggestions.some(same) ? 'suggested' : 'missed';
}

async function runSource(app: FastifyInstance, db: Parameters<typeof seedBooks>[0], set: SourceSet) {
  const business = await signUp(app, `${set.source}`);
  const invoiceIds = await seedBooks(
    db,
    business.accountId,
    set.contacts,
    set.invoices.map((invoice) => ({ ...invoice, cents: cents(invoice.amount) })),
  );
  const paymentIds = new Map<string, string>();
  for (const payment of set.recorded) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/invoices/${invoiceIds.get(payment.invoice)}/payments`,
      headers: { authorization: `Bearer ${business.token}` },
      payload: {
        payment: {
          amount: Number(payment.amount),
          paid_on: payment.paidOn,
          method: payment.method,
          ...(payment.reference ? { reference: payment.reference } : {}),
        },
      },
    });
    if (response.statusCode !== 201) throw new Error(`payment: ${response.body}`);
    const found = (await db.execute(
      sql`select id from payments where invoice_id = ${invoiceIds.get(payment.invoice)}`,
    )) as unknown as { rows: { id: number }[] };
    paymentIds.set(payment.invoice, String(found.rows[0]!.id));
  }
  const ledger = (await ledgerAccountIds(app, business.token)).get(set.source === 'bank' ? '1100' : '1300')!;
  const file = await statementFile(set);
  await importStatement(app, business.token, ledger, file.bytes, file.filename, file.fields);
  const stored = await storedLines(app, business.token, ledger);
  const key = (reference: string | null, description: string, amount: number) =>
    `${reference}|${description}|${amount.toFixed(2)}`;
  const byKey = new Map(stored.map((line) => [key(line.reference, line.description, line.amount), line]));
  return set.lines.map((line) => {
    const found = byKey.get(key(line.reference, line.details, Number(line.amount)));
    if (!found) throw new Error(`${set.source}: line ${line.reference} ${line.details} was not stored`);
    const want = expected(line, invoiceIds, paymentIds);
    return { line, stored: found, outcome: outcomeOf(found, want), isTruth: sameAs(want) };
  });
}

const pct = (n: number, of: number) =>
  of === 0 ? '    –  ' : `${((100 * n) / of).toFixed(1).padStart(5)} %`;
const results: { set: string; pass: boolean }[] = [];
mkdirSync(new URL('./fixtures/', import.meta.url), { recursive: true });
const database = await openDatabase({ dataDir: null });
const app = await buildApp({ db: database.db, appsDir: null, logLevel: 'silent', authRateLimitMax: 1000 });
try {
  for (const { name, seed, mix } of SETS) {
    const sets = SOURCES.map((source) => buildSet(source, seed, mix, CUSTOMERS));
    writeFileSync(
      new URL(`./fixtures/matching-${name}.json`, import.meta.url),
      `${JSON.stringify({ seed, mix, sources: sets }, null, 1)}\n`,
    );
    console.log(
      `\n${name} set (seed ${seed}): ${sets.reduce((sum, set) => sum + set.lines.length, 0)} lines, truth in bench/fixtures/matching-${name}.json`,
    );
    console.log(
      `  ${'source'.padEnd(10)} ${'lines'.padStart(5)} ${'to match'.padStart(8)} ${'auto right'.padStart(11)} ${'auto wrong'.padStart(11)} ${'rest'.padStart(5)} ${'suggested'.padStart(10)} ${'left alone'.padStart(10)}`,
    );
    const causes = new Map<string, { count: number; noise: Map<string, number> }>();
    const totals = { lines: 0, toMatch: 0, right: 0, wrong: 0, rest: 0, suggested: 0, alone: 0 };
    for (const set of sets) {
      const outcomes = await runSource(app, database.db, set);
      tallyCauses(causes, set, outcomes);
      const count = (outcome: Outcome) => outcomes.filter((each) => each.outcome === outcome).length;
      const row = {
        lines: outcomes.length,
        toMatch: outcomes.filter((each) => each.line.truth.kind !== 'none').length,
        right: count('auto right'),
        wrong: count('auto wrong'),
        rest: count('suggested') + count('missed'),
        suggested: count('suggested'),
        alone: count('left alone'),
      };
      for (const field of Object.keys(totals) as (keyof typeof totals)[]) totals[field] += row[field];
      const print = (label: string, r: typeof row) =>
        console.log(
          `  ${label.padEnd(10)} ${String(r.lines).padStart(5)} ${String(r.toMatch).padStart(8)} ${pct(r.right, r.toMatch).padStart(11)} ${pct(r.wrong, r.lines).padStart(11)} ${String(r.rest).padStart(5)} ${pct(r.suggested, r.rest).padStart(10)} ${String(r.alone).padStart(10)}`,
        );
      print(set.source, row);
      if (verbose) {
        for (const { line, stored, outcome } of outcomes.filter((each) =>
          (process.env.BENCH_SHOW ?? 'auto wrong,missed').split(',').includes(each.outcome),
        )) {
          console.log(
            `      ${outcome}: ${line.amount} ${line.details} [${line.acNo ?? ''}] truth ${JSON.stringify(line.truth)} noise ${line.noise.join(', ')}; got ${JSON.stringify(stored.match ?? stored.suggestions)}`,
          );
        }
      }
      if (set.source === SOURCES.at(-1)) print('all', totals);
    }
    printCauses(causes);
    const pass =
      totals.right / totals.toMatch >= 0.9 &&
      totals.wrong / totals.lines <= 0.005 &&
      totals.suggested / Math.max(1, totals.rest) >= 0.98;
    console.log(
      `  targets: auto right ≥ 90 %, auto wrong ≤ 0.5 %, suggested ≥ 98 % of the rest: ${pass ? 'PASS' : 'FAIL'}`,
    );
    results.push({ set: name, pass });
  }
} finally {
  await app.close();
  await database.close();
}
console.log(`\n${results.map((result) => `${result.set} ${result.pass ? 'PASS' : 'FAIL'}`).join(', ')}`);
