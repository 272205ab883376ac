/**
 * bench:statements. (1) A 10,000-line M-Pesa statement imported and matched against 5,000 open invoices
 * through POST /bank_accounts/{id}/statements, once as the M-PESA full statement PDF (password-protected) and
 * once as the business portal's CSV, each into a business of its own: the time of the request, the process's CPU
 * time meanwhile (with the load average beside it), and the memory it takes above what the process held before it
 * (target 15 s, 300 MB). (2) GET /bank_lines, the matching
 * inbox, with 200,000 lines in the money account: p95 over typical filters (target 100 ms).
 *
 *   pnpm --filter @daftari/api bench:statements
 *
 * Options: BENCH_STATEMENT_LINES (10000), BENCH_OPEN_INVOICES (5000), BENCH_INBOX_LINES (200000),
 * BENCH_ROUNDS (50 inbox requests), BENCH_PARTS (pdf,csv,inbox: which to run), BENCH_WARM_PDF (1: load the
 * PDF reader with a small import before the measured one, so its one-off load is not counted), and BENCH_DATABASE_URL,
 * BENCH_BACKENDS as for the other benchmarks.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { mpesaStatementPdf } from '../test/support/mpesa-statement-pdf.ts';
import { importStatement, ledgerAccountIds, portalCsv, seedBooks } from './banking-support.ts';
import { seedInbox, timeInbox } from './inbox.ts';
import { benchBooks, benchTransactions, pdfRows, portalRows } from './statement-rows.ts';
import { benchApp, onEachBackend, signUp } from './support.ts';

const LINES = Number(process.env.BENCH_STATEMENT_LINES ?? 10_000);
const INVOICES = Number(process.env.BENCH_OPEN_INVOICES ?? 5_000);
const INBOX_LINES = Number(process.env.BENCH_INBOX_LINES ?? 200_000);
const IMPORT_TARGET_S = 15;
const MEMORY_TARGET_MB = 300;
const INBOX_TARGET_P95_MS = 100;
/** Lines of another business in the same table, which the owner's inbox must not be slowed by. */
const NEIGHBOUR_LINES = 50_000;
const OPENING = 50_000_000_00n;
const PASSWORD = '23456789';

const parts = (process.env.BENCH_PARTS ?? 'pdf,csv,inbox').split(',');
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');
const mb = (bytes: number) => bytes / 1024 / 1024;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const ran = (part: string, ok: boolean) => (parts.includes(part) ? verdict(ok) : 'not run');

/**
 * The process's RSS and heap sampled every 20 ms while `work` runs: the peaks above what they were before; and
 * the CPU time the process spent meanwhile, which other work on the machine hardly changes (on PGlite the
 * database runs in the process and is counted; PostgreSQL's own processes are not).
 */
async function measured<T>(work: () => Promise<T>) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  try {
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const after = process.memoryUsage();
    peakRss = Math.max(peakRss, after.rss);
    peakHeap = Math.max(peakHeap, after.heapUsed);
    return { result, seconds, cpu, before, peakRss, peakHeap };
  } finally {
    clearInterval(sampler);
  }
}

async function statusCounts(db: Database['db'], accountId: number) {
  const result = (await db.execute(sql`
    select status, match_kind, count(*)::int as n from bank_lines where account_id = ${accountId}
    group by status, match_kind order by status, match_kind`)) as unknown as {
    rows: { status: string; match_kind: string | null; n: number }[];
  };
  return result.rows
    .map((row) => `${row.status}${row.match_kind ? `/${row.match_kind}` : ''} ${row.n}`)
    .join(', ');
}

async function importCase(
  app: FastifyInstance,
  db: Database['db'],
  label: string,
  file: () => Promise<{ bytes: Buffer; filename: string; fields?: Record<string, string> }>,
): Promise<boolean> {
  const business = await signUp(app, label);
  const books = benchBooks(Math.round(INVOICES / 3), INVOICES);
  const seedStart = performance.now();
  await seedBooks(db, business.accountId, books.contacts, books.invoices);
  await db.execute(sql`analyze`);
  const mpesa = (await ledgerAccountIds(app, business.token)).get('1300')!;
  const { bytes, filename, fields } = await file();
  console.log(
    `\n${label}: ${(bytes.length / 1024 / 1024).toFixed(1)} MB file, ${INVOICES} open invoices ` +
      `(seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s)`,
  );
  const run = await measured(() => importStatement(app, business.token, mpesa, bytes, filename, fields));
  const rssAbove = mb(run.peakRss - run.before.rss);
  console.log(`  lines stored ${run.result.lines_new} of ${run.result.lines_total}`);
  console.log(`  lines now: ${await statusCounts(db, business.accountId)}`);
  console.log(
    `  time ${run.seconds.toFixed(1)} s (target ≤ ${IMPORT_TARGET_S} s): ${verdict(run.seconds <= IMPORT_TARGET_S)}`,
  );
  const cpuSeconds = (run.cpu.user + run.cpu.system) / 1e6;
  console.log(
    `  process CPU ${cpuSeconds.toFixed(1)} s (user ${(run.cpu.user / 1e6).toFixed(1)} s, system ` +
      `${(run.cpu.system / 1e6).toFixed(1)} s), load average ${loadAverage()}`,
  );
  console.log(
    `  RSS ${mb(run.before.rss).toFixed(0)} MB before, peak ${mb(run.peakRss).toFixed(0)} MB: ` +
      `+${rssAbove.toFixed(0)} MB (target ≤ ${MEMORY_TARGET_MB} MB): ${verdict(rssAbove <= MEMORY_TARGET_MB)}`,
  );
  console.log(
    `  heap ${mb(run.before.heapUsed).toFixed(0)} MB before, peak ${mb(run.peakHeap).toFixed(0)} MB: ` +
      `+${mb(run.peakHeap - run.before.heapUsed).toFixed(0)} MB`,
  );
  return run.seconds <= IMPORT_TARGET_S && rssAbove <= MEMORY_TARGET_MB;
}

/**
 * A 20-line PDF imported into a business of its own first (BENCH_WARM_PDF=1): the PDF reader (pdfjs) is then
 * loaded, as in a server that has read a PDF before, and the measured import's memory is its own.
 */
async function warmPdfReader(app: FastifyInstance, transactions: ReturnType<typeof benchTransactions>) {
  const business = await signUp(app, 'warm');
  const mpesa = (await ledgerAccountIds(app, business.token)).get('1300')!;
  const rows = pdfRows(transactions, OPENING, 20);
  const bytes = await mpesaStatementPdf({ rows, password: PASSWORD });
  await importStatement(app, business.token, mpesa, bytes, 'warm.pdf', { password: PASSWORD });
  console.log('\nThe PDF reader warmed by a 20-line import (BENCH_WARM_PDF=1).');
}

await onEachBackend(INBOX_TARGET_P95_MS, async (label, database) => {
  console.log(`\n== ${label} ==`);
  const { app, owner, neighbour } = await benchApp(database);
  try {
    const books = benchBooks(Math.round(INVOICES / 3), INVOICES);
    const transactions = benchTransactions(books, LINES);
    if (process.env.BENCH_WARM_PDF === '1') await warmPdfReader(app, transactions);
    const pdf =
      !parts.includes('pdf') ||
      (await importCase(app, database.db, 'pdf', async () => ({
        bytes: await mpesaStatementPdf({
          rows: pdfRows(transactions, OPENING, LINES),
          password: PASSWORD,
          customer: 'BENCH TRADERS',
          period: '01 Mar 2026 - 31 Mar 2026',
        }),
        filename: 'MPESA_Statement.pdf',
        fields: { password: PASSWORD },
      })));
    const csv =
      !parts.includes('csv') ||
      (await importCase(app, database.db, 'csv', async () => ({
        bytes: Buffer.from(portalCsv(portalRows(transactions, LINES), OPENING)),
        filename: 'ORG_600100_Statement.csv',
      })));
    if (!parts.includes('inbox')) return pdf && csv;
    const mpesa = (await ledgerAccountIds(app, owner.token)).get('1300')!;
    const seedStart = performance.now();
    await seedInbox(database.db, owner.accountId, mpesa, INBOX_LINES);
    const neighbours = (await ledgerAccountIds(app, neighbour.token)).get('1300')!;
    await seedInbox(database.db, neighbour.accountId, neighbours, NEIGHBOUR_LINES);
    console.log(
      `\nInbox: ${INBOX_LINES} lines (and ${NEIGHBOUR_LINES} of another business) seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const p95 = await timeInbox(app, owner.token, mpesa);
    console.log(
      `  p95 over every call ${p95.toFixed(1)} ms (target ≤ ${INBOX_TARGET_P95_MS} ms): ${verdict(p95 <= INBOX_TARGET_P95_MS)}`,
    );
    console.log(
      `\n${label}: PDF import ${ran('pdf', pdf)}, CSV import ${ran('csv', csv)}, inbox ${verdict(p95 <= INBOX_TARGET_P95_MS)}`,
    );
    return pdf && csv && p95 <= INBOX_TARGET_P95_MS;
  } finally {
    await app.close();
  }
});
