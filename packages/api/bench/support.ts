/** What every API benchmark shares: owners signed up through the API, percentiles, plans, the two backends. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/server.ts';

export async function signUp(
  app: FastifyInstance,
  label: string,
): Promise<{ token: string; accountId: number; email: string }> {
  const email = `bench.${label}.${randomBytes(4).toString('hex')}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: {
      user: {
        email,
        password: BENCH_PASSWORD,
        name: 'Bench',
        business_name: `Bench ${label}`,
      },
    },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  const token = String(response.headers.authorization).split(' ')[1]!;
  return { token, accountId: response.json().data.account.id, email };
}

const BENCH_PASSWORD = 'correct horse battery';

/** A session of an owner signed up by an earlier run (a reused database). */
export async function logIn(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { user: { email, password: BENCH_PASSWORD } },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return String(response.headers.authorization).split(' ')[1]!;
}

/** The API on `database` with two businesses: the owner measured, and a neighbour whose rows must not slow it. */
export async function benchApp(database: Database) {
  const app = await buildApp({ db: database.db, appsDir: null, logLevel: 'silent', authRateLimitMax: 1000 });
  try {
    return { app, owner: await signUp(app, 'owner'), neighbour: await signUp(app, 'neighbour') };
  } catch (error) {
    await app.close();
    throw error;
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const PLAN_NODES = /Scan|Sort|Limit|Aggregate|Nested|Hash|Gather|Recheck|Index Cond|Filter|Heap Fetches/;

/** The plan nodes of a query (EXPLAIN ANALYZE), one line each, without costs. */
export async function planOf(
  db: Database['db'],
  query: { getSQL(): unknown } | ReturnType<typeof sql>,
): Promise<string[]> {
  const result = (await db.execute(
    sql`explain (analyze, costs off, timing off, summary off) ${query}`,
  )) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return result.rows.map((row) => row['QUERY PLAN']).filter((line) => PLAN_NODES.test(line));
}

/**
 * Runs a benchmark on in-memory PGlite, then on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
 * is set, in a database of its own created next to the one named and dropped afterwards
 * (BENCH_KEEP_DATABASE=1 keeps it; BENCH_DATABASE_NAME=name uses that database, created when missing and never
 * dropped, so a benchmark can reuse what an earlier run seeded there). BENCH_BACKENDS=pglite,postgres picks the backends. `run` answers
 * whether every call met the target; the PostgreSQL verdict is printed.
 */
export async function onEachBackend(
  targetP95Ms: number,
  run: (label: string, database: Database) => Promise<boolean>,
): Promise<void> {
  const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  if (backends.includes('pglite')) {
    const database = await openDatabase({ dataDir: null });
    try {
      await run('PGlite (in memory)', database);
    } finally {
      await database.close();
    }
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!backends.includes('postgres')) return;
  if (!url) {
    console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
    return;
  }
  const reused = process.env.BENCH_DATABASE_NAME;
  const name = reused ?? `daftari_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString() });
    try {
      const fast = await run(`PostgreSQL (${target.host})`, database);
      console.log(`\nPostgreSQL target p95 < ${targetP95Ms} ms for every call: ${fast ? 'met' : 'NOT met'}`);
    } finally {
      await database.close();
      // pg's pool.end() resolves before its sockets are closed; let them go before DROP ... WITH (FORCE).
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    if (reused || process.env.BENCH_KEEP_DATABASE)
      console.log(`\nKept the database ${name} (BENCH_KEEP_DATABASE).`);
    else await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
