import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import type { Executor } from '../src/db/transaction.ts';
import { accountMovements, monthlyMovements } from '../src/modules/ledger/balances.ts';
import { aging } from '../src/modules/reports/aging.ts';
import { generalLedger } from '../src/modules/reports/general-ledger.ts';
import { buildApp } from '../src/server.ts';
import { measurePosting } from './ledger-posting.ts';
import { type LedgerScale, linesOf, seedLedger } from './ledger-seed.ts';
import { logIn, onEachBackend, percentile, signUp } from './support.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const WARM_UP = 5;
const TARGET_P95_MS = 150;
const DAYS = 3 * 365;
/** Just over 1,000,000 lines: 150,000 invoices (3 lines), ~139,700 payments (2), 87,000 expenses (3), 5,000 manual (2). */
const BIG: LedgerScale = {
  contacts: Number(process.env.BENCH_CONTACTS ?? 2_000),
  invoices: Number(process.env.BENCH_LEDGER_INVOICES ?? 150_000),
  expenses: Number(process.env.BENCH_LEDGER_EXPENSES ?? 87_000),
  manual: 5_000,
  days: DAYS,
};
const SMALL: LedgerScale = { contacts: 50, invoices: 1_500, expenses: 800, manual: 20, days: DAYS };
const SMALL_BUSINESSES = Number(process.env.BENCH_SMALL_BUSINESSES ?? 20);

const ms = (value: number) => value.toFixed(1);

/** EXPLAIN (ANALYZE, BUFFERS) of every query `work` sends through `db.execute`. */
async function plansOf(
  db: Database['db'],
  work: (recorder: Executor) => Promise<unknown>,
): Promise<string[]> {
  const queries: SQL[] = [];
  const recorder = new Proxy(db, {
    get: (target, property, receiver) =>
      property === 'execute'
        ? (query: SQL) => {
            queries.push(query);
            return target.execute(query);
          }
        : Reflect.get(target, property, receiver),
  }) as Executor;
  await work(recorder);
  const plans: string[] = [];
  for (const query of queries) {
    const result = (await db.execute(sql`explain (analyze, buffers, costs off) ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    plans.push(result.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
  }
  return plans;
}

/** What a run measures: the owner of the big business and what was seeded (now or by an earlier run). */
interface Seeded {
  owner: { token: string; accountId: number };
  bigLines: number;
  smallLines: number;
  seededSeconds: number;
}

/**
 * Seeds the 21 businesses, or, in a database an earlier run seeded (BENCH_DATABASE_NAME), finds them: the
 * seed is recorded in bench_ledger_seed and its owner logs in again.
 */
async function seedOnce(app: FastifyInstance, db: Database['db']): Promise<Seeded> {
  await db.execute(sql`
    create table if not exists bench_ledger_seed (owner_email text not null, owner_account_id integer not null,
      big_lines integer not null, small_lines integer not null, seeded_seconds real not null)`);
  const earlier = (await db.execute(sql`select * from bench_ledger_seed`)) as unknown as {
    rows: {
      owner_email: string;
      owner_account_id: number;
      big_lines: number;
      small_lines: number;
      seeded_seconds: number;
    }[];
  };
  const row = earlier.rows[0];
  if (row) {
    console.log(`\nReusing the businesses seeded by an earlier run (${row.owner_email}).`);
    return {
      owner: { token: await logIn(app, row.owner_email), accountId: row.owner_account_id },
      bigLines: row.big_lines,
      smallLines: row.small_lines,
      seededSeconds: row.seeded_seconds,
    };
  }
  const started = performance.now();
  const owner = await signUp(app, 'owner');
  let smallLines = 0;
  for (let i = 0; i < SMALL_BUSINESSES; i++) {
    const business = await signUp(app, `small${i}`);
    smallLines += linesOf(SMALL, await seedLedger(db, business.accountId, SMALL));
  }
  const bigLines = linesOf(BIG, await seedLedger(db, owner.accountId, BIG));
  const seededSeconds = (performance.now() - started) / 1000;
  for (const table of [
    'journal_entries',
    'journal_lines',
    'invoices',
    'payments',
    'contacts',
    'ledger_daily_balances',
    'ledger_open_items',
    'ledger_open_item_movements',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  await db.execute(sql`
    insert into bench_ledger_seed values (${owner.email}, ${owner.accountId}, ${bigLines}, ${smallLines}, ${seededSeconds})`);
  return { owner, bigLines, smallLines, seededSeconds };
}

async function run(label: string, database: Database): Promise<boolean> {
  const { db } = database;
  const app = await buildApp({ db, appsDir: null, logLevel: 'silent', authRateLimitMax: 1000 });
  try {
    const { owner, bigLines, smallLines, seededSeconds } = await seedOnce(app, db);
    const sizes = (await db.execute(sql`
      select (select count(*) from ledger_daily_balances where account_id = ${owner.accountId})::int as daily,
        (select count(*) from ledger_open_items where account_id = ${owner.accountId})::int as items,
        (select count(*) from ledger_open_items where account_id = ${owner.accountId} and balance <> 0)::int as open`)) as unknown as {
      rows: { daily: number; items: number; open: number }[];
    };
    const size = sizes.rows[0]!;
    console.log(
      `\n## ${label}: ${bigLines.toLocaleString('en')} journal lines over ${DAYS} days in the business measured ` +
        `(${BIG.contacts.toLocaleString('en')} contacts) + ${SMALL_BUSINESSES} small businesses with ` +
        `${smallLines.toLocaleString('en')} lines; seeded in ${seededSeconds.toFixed(1)} s (then vacuum analyze). ` +
        `Sums kept: ${size.daily.toLocaleString('en')} daily ` +
        `balances, ${size.items.toLocaleString('en')} receivable items (${size.open.toLocaleString('en')} open). ` +
        `${ROUNDS} requests a call.\n`,
    );

    const headers = { authorization: `Bearer ${owner.token}` };
    const ids = (await db.execute(sql`
      select number, id from ledger_accounts where account_id = ${owner.accountId} and number in ('1200', '1300')`)) as unknown as {
      rows: { number: string; id: number }[];
    };
    const idOf = (number: string) => ids.rows.find((row) => row.number === number)!.id;
    const year = new Date().getFullYear() - 1;
    const calls: { name: string; url: string }[] = [
      { name: 'trial balance as of today', url: '/api/reports/trial_balance' },
      {
        name: `P&L ${year} (compare previous year)`,
        url: `/api/reports/profit_and_loss?from=${year}-01-01&to=${year}-12-31&compare=previous_year`,
      },
      { name: 'balance sheet as of today', url: '/api/reports/balance_sheet' },
      { name: 'receivables aging as of today', url: '/api/reports/receivables_aging' },
      {
        name: `receivables aging as of ${year}-06-30`,
        url: `/api/reports/receivables_aging?as_of=${year}-06-30`,
      },
      { name: 'dashboard', url: '/api/reports/dashboard' },
      {
        name: `general ledger 1200, ${year}, page 1`,
        url: `/api/reports/general_ledger?ledger_account_id=${idOf('1200')}&from=${year}-01-01&to=${year}-12-31&page=1`,
      },
      { name: 'GET /ledger_accounts (balances)', url: '/api/ledger_accounts' },
    ];
    console.log('| call | p50 ms | p95 ms | max ms |');
    console.log('|---|---:|---:|---:|');
    let allFast = true;
    for (const call of calls) {
      for (let i = 0; i < WARM_UP; i++) {
        const response = await app.inject({ url: call.url, headers });
        if (response.statusCode !== 200)
          throw new Error(`${call.url}: ${response.statusCode} ${response.body}`);
      }
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const start = performance.now();
        const response = await app.inject({ url: call.url, headers });
        times.push(performance.now() - start);
        if (response.statusCode !== 200) throw new Error(`${call.url}: ${response.statusCode}`);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      if (p95 > TARGET_P95_MS) allFast = false;
      console.log(`| ${call.name} | ${ms(percentile(times, 50))} | ${ms(p95)} | ${ms(times.at(-1)!)} |`);
    }

    const posting = await measurePosting(app, database, owner, ROUNDS);
    console.log(
      `\nSending an invoice (draft → sent, 3 items) with ${bigLines.toLocaleString('en')} lines present, ${ROUNDS} invoices each:`,
    );
    console.log('| step | p50 ms | p95 ms |');
    console.log('|---|---:|---:|');
    for (const [name, times] of Object.entries(posting.series)) {
      console.log(`| ${name} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} |`);
    }
    console.log(`| posting added (with − without) | ${ms(posting.added.p50)} | ${ms(posting.added.p95)} |`);

    const today = new Date().toISOString().slice(0, 10);
    const started = performance.now();
    const scan = (await db.execute(sql`
      select ledger_account_id, sum(debit), sum(credit) from journal_lines
      where account_id = ${owner.accountId} and date <= ${today} group by 1`)) as unknown as {
      rows: unknown[];
    };
    console.log(
      `\nFor scale: the trial balance's sums scanned from every line (the old way): ${ms(performance.now() - started)} ms, ${scan.rows.length} accounts.`,
    );

    console.log('\nPlans (EXPLAIN ANALYZE, BUFFERS):');
    const control = idOf('1200');
    const planned: [string, (recorder: Executor) => Promise<unknown>][] = [
      [
        'accountMovements to today (trial balance, balance sheet)',
        (r) => accountMovements(r, owner.accountId, { to: today }),
      ],
      [
        `accountMovements over ${year} (P&L)`,
        (r) => accountMovements(r, owner.accountId, { from: `${year}-01-01`, to: `${year}-12-31` }),
      ],
      [
        'monthlyMovements, 12 months (dashboard)',
        (r) => monthlyMovements(r, owner.accountId, { from: `${year}-01-01`, to: `${year}-12-31` }),
      ],
      ['receivables aging as of today', (r) => aging(r, owner.accountId, 'receivable', today)],
      [
        `receivables aging as of ${year}-06-30`,
        (r) => aging(r, owner.accountId, 'receivable', `${year}-06-30`),
      ],
      [
        `general ledger 1200, ${year}, page 1`,
        (r) =>
          generalLedger(
            r,
            owner.accountId,
            {
              ledger_account_id: control,
              from: `${year}-01-01`,
              to: `${year}-12-31`,
              page: 1,
              per_page: 25,
            },
            { today, yearStart: '01-01' },
          ),
      ],
    ];
    for (const [name, work] of planned) {
      console.log(`\n${name}:`);
      for (const plan of await plansOf(db, work)) console.log(plan);
    }
    return allFast && posting.added.p95 <= 5;
  } finally {
    await app.close();
  }
}

// A million lines is PostgreSQL's job (PGlite holds one small business): PostgreSQL only unless asked.
process.env.BENCH_BACKENDS ??= 'postgres';
await onEachBackend(TARGET_P95_MS, run);
