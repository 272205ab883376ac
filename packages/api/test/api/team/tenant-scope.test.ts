import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import * as schema from '../../../src/db/schema.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { fuzzRequests, type Route } from '../../fuzz/requests.ts';
import { type SeededAccount, seedAccount } from '../../fuzz/seed.ts';
import { templatesFor } from '../../fuzz/templates.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { type RecordedStatement, recordingDb } from '../../support/sql-recorder.ts';
import { schemaTablesOf, unscopedStatements } from '../../support/tenant-scope.ts';
import { SCOPE_EXCEPTIONS } from '../../support/tenant-scope-exceptions.ts';

/**
 * Every statement the API sends while the fuzz suite's seed is made (through the routes) and every route is
 * called once with the actor's valid request must name the business when it touches a tenant table (one with
 * an `account_id` column, read from the schema): see test/support/tenant-scope.ts for the rule and
 * tenant-scope-exceptions.ts for the statements exempt from it, each with its reason.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'daftari-tenant-scope-'));
const routes: Route[] = [];
let database: Database;
let app: OwnersApp;
let actor: SeededAccount;
let statements: RecordedStatement[];
let during = 'start';

beforeAll(async () => {
  database = await testDatabase();
  const recording = recordingDb(database, () => during);
  statements = recording.statements;
  app = await testApp(
    { ...database, db: recording.db },
    {
      dataDir,
      onRoute: (route) => {
        if (!route.url.includes('/test-paystack/')) routes.push(route);
      },
      sleep: async () => {},
      publicRateLimitMax: 1_000_000,
    },
  );
  await app.ready();
  during = 'seed';
  actor = await seedAccount(app, { checkout: true });
}, 240_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * A bound against a hang, not a speed target: the sweep takes about 6 s on an idle machine, yet a loaded CI
 * run once took over 240 s on PGlite (and 87 s on PostgreSQL) with no route found slow when run alone.
 */
const SWEEP_TIMEOUT_MS = 600_000;
const SLOW_ROUTE_MS = 5_000;

const isValidPart = (label: string) =>
  /^:\w+=(own |1$)/.test(label) || label === 'valid body' || label === 'valid form';
/** Reads first (they meet every record), deletions after the other changes, signing out very last. */
const rank = (route: Route) =>
  route.url === '/api/logout' ? 3 : route.method === 'DELETE' ? 2 : route.method === 'GET' ? 0 : 1;

describe(`every query on a tenant table names the business, on ${backend}`, () => {
  it(
    'finds no statement without it while every route is called',
    async () => {
      const world = { actor, victim: actor, templates: templatesFor(actor) };
      let called = 0;
      for (const route of [...routes].sort((a, b) => rank(a) - rank(b))) {
        const bare = {
          method: route.method,
          url: route.url,
          headers: { authorization: `Bearer ${actor.token}` },
        };
        const request =
          fuzzRequests(route, world).sweep.find((candidate) => candidate.labels.every(isValidPart)) ??
          (route.url.includes(':') ? undefined : bare);
        if (!request) continue;
        during = `${route.method} ${route.url}`;
        const started = Date.now();
        const answer = await app.inject({
          method: request.method as InjectOptions['method'],
          url: request.url,
          headers: request.headers,
          ...('payload' in request && request.payload !== undefined ? { payload: request.payload } : {}),
        });
        await app.afterReplySettled();
        // Idle, the whole sweep takes seconds; a route that takes this long is named, so a run that reaches
        // the bound below says where its time went.
        if (Date.now() - started > SLOW_ROUTE_MS)
          console.log(`[tenant-scope] ${during}: ${Date.now() - started} ms`);
        if (answer.statusCode < 300) called += 1;
      }
      during = 'end';
      const found = unscopedStatements(statements, schemaTablesOf(schema), SCOPE_EXCEPTIONS);
      expect(found.map(({ during: route, sql }) => `${route}: ${sql}`)).toEqual([]);
      // The sweep really ran the API: most routes answered 2xx and thousands of statements were checked.
      expect(called).toBeGreaterThan(140);
      expect(statements.length).toBeGreaterThan(1500);
    },
    SWEEP_TIMEOUT_MS,
  );
});
