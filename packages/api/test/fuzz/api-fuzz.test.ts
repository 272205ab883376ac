import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backend, testApp, testDatabase } from '../support/helpers.ts';
import { jobRunner, recordingMailer } from '../support/job-helpers.ts';
import { answerProblem, excerpt } from './checks.ts';
import { Findings } from './findings.ts';
import { rawRequests, sendRaw } from './raw.ts';
import { type FuzzRequest, type FuzzWorld, fuzzRequests, type Route } from './requests.ts';
import { jobIdsOf, seedAccount, seedEtimsPurchase } from './seed.ts';
import { crossAccountReferences, type Snapshot, snapshotAccount, snapshotDiff } from './snapshot.ts';
import { templatesFor } from './templates.ts';

/**
 * Every route of Fastify's route table, fuzzed: the sweep (each hostile variant of the actor's valid request
 * once) and FUZZ_RUNS random requests per route (see requests.ts), plus raw socket requests inject cannot
 * send. A route fails on any 5xx, any error answer outside `{error, details?}`, or any change to the victim
 * account's data. Bounded in time too: FUZZ_SECONDS for all routes, shared out by the requests each is to
 * get, as the run goes (what a fast route leaves, the slower ones get). FUZZ_SEED replays the random part.
 * FUZZ_ROUTES (comma-separated parts of urls, e.g. `bank_,statements`) fuzzs only the routes it names, so an
 * area's routes get the whole time.
 */
const RUNS = Number(process.env.FUZZ_RUNS || 30);
const SECONDS = Number(process.env.FUZZ_SECONDS || 40);
const SEED = Number(process.env.FUZZ_SEED || Math.floor(Math.random() * 2 ** 31));
/**
 * Seeding two whole accounts is a few hundred requests: on a loaded 2-core CI machine it took over the usual
 * 60 s hook timeout, and over 240 s beside three other agents' builds and tests.
 */
const SEEDING_TIMEOUT_MS = 600_000;
/**
 * Requests of its sweep every route gets whatever the clock says: a route's own checks (raw requests, the
 * victim's snapshot) outlast its share of the time on a loaded machine, and the routes registered last would
 * otherwise get none.
 */
const MIN_SWEEP = 10;
/** The victim's data is compared after this many requests (and after every route). */
const CHECK_EVERY = 50;

const routes: Route[] = [];
const dataDir = await mkdtemp(join(tmpdir(), 'daftari-fuzz-'));
const database = await testDatabase();
const app = await testApp(database, {
  dataDir,
  onRoute: (route) => routes.push(route),
  sleep: async () => {},
  publicRateLimitMax: 1_000_000,
});
await app.ready();
/** Destructive routes last, so the others meet the actor's records; signing out the actor very last. */
const rank = (route: Route) => (route.url === '/api/logout' ? 2 : route.method === 'DELETE' ? 1 : 0);
routes.sort((a, b) => rank(a) - rank(b));
const only = (process.env.FUZZ_ROUTES ?? '').split(',').filter(Boolean);
if (only.length)
  routes.splice(0, routes.length, ...routes.filter((route) => only.some((part) => route.url.includes(part))));

let world: FuzzWorld;
let deadline = 0;
/** The requests each route is to get (its sweep and the random runs): its share of the time. */
let planned: number[] = [];
/** What each route got through in its time: `sweep done/total, random runs`. */
const coverage: string[] = [];
/** Cross-account rows already reported (by the route that made them). */
const reportedReferences = new Set<string>();
let port = 0;
let victimBefore: Snapshot;
const uploads = join(dataDir, 'uploads');

beforeAll(async () => {
  const actor = await seedAccount(app, { checkout: true });
  const victim = await seedAccount(app, { password: 'the victim’s own password' });
  await seedEtimsPurchase(app, database.db, actor.token);
  // One job runner pass: the seeded series issue their invoices and e-mail them, so both have jobs.
  await jobRunner(database.db, recordingMailer().mailer)(new Date());
  for (const account of [actor, victim]) account.ids.jobs = await jobIdsOf(app, account.token);
  world = { actor, victim, templates: templatesFor(actor) };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  victimBefore = await snapshotAccount(database.db, victim.accountId, uploads);
  planned = routes.map((route) => fuzzRequests(route, world).sweep.length + RUNS);
  deadline = Date.now() + SECONDS * 1000;
}, SEEDING_TIMEOUT_MS);

afterAll(async () => {
  console.log(
    `[fuzz ${backend}] requests per route (sweep done/total + random):\n  ${coverage.join('\n  ')}`,
  );
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Records a change of the victim's data (and takes the changed data as the new baseline). */
async function checkVictim(findings: Findings, recent: FuzzRequest[]): Promise<void> {
  const now = await snapshotAccount(database.db, world.victim.accountId, uploads);
  const changes = snapshotDiff(victimBefore, now);
  if (changes.length === 0) return;
  victimBefore = now;
  findings.add(
    "victim's data changed",
    recent.map((request) => `${request.method} ${excerpt(request.url, 80)} [${request.labels.join(', ')}]`),
    changes.slice(0, 6).join('\n      '),
    2000,
  );
}

async function send(request: FuzzRequest) {
  const response = await app.inject({
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
  };
}

describe(`fuzzing every route on ${backend} (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`, () => {
  it('finds the routes in the route table', () => {
    expect(routes.length).toBeGreaterThan(only.length ? 0 : 10);
  });

  routes.forEach((route, index) => {
    const name = `${route.method} ${route.url}`;
    it(
      name,
      async () => {
        const share = planned[index]! / planned.slice(index).reduce((sum, n) => sum + n, 0);
        const routeDeadline = Date.now() + (deadline - Date.now()) * share;
        const findings = new Findings();
        let recent: FuzzRequest[] = [];
        const check = async (request: FuzzRequest) => {
          const answer = await send(request);
          const problem = answerProblem(route, answer, request.foreign);
          if (problem) findings.add(problem, request.labels, answer.body);
          recent.push(request);
          if (recent.length >= CHECK_EVERY) {
            await checkVictim(findings, recent);
            recent = [];
          }
        };
        const { sweep, random } = fuzzRequests(route, world);
        let swept = 0;
        while (swept < sweep.length && (swept < MIN_SWEEP || Date.now() < routeDeadline)) {
          await check(sweep[swept++]!);
        }
        let runs = 0;
        if (Date.now() < routeDeadline) {
          // fc.check, not fc.assert: running out of this route's share of the time (a loaded machine) ends
          // the random phase early, even before its first run; only a request that throws is a failure.
          const details = await fc.check(
            fc.asyncProperty(random, async (request) => {
              runs += 1;
              await check(request);
            }),
            {
              numRuns: RUNS,
              seed: SEED,
              interruptAfterTimeLimit: routeDeadline - Date.now(),
              markInterruptAsFailure: false,
            },
          );
          if (details.failed && !details.interrupted) throw details.errorInstance;
        }
        coverage.push(`${name}: ${swept}/${sweep.length} + ${runs}`);
        const id = world.actor.ids[route.url.match(/([^/]+)\/:\w+/)?.[1] ?? '']?.[0] ?? '1';
        for (const raw of rawRequests(route.method, route.url, id, world.actor.token)) {
          const answer = await sendRaw(port, raw);
          const problem = answer && answerProblem(route, answer);
          if (problem) findings.add(problem, [raw.label], answer.body);
        }
        await checkVictim(findings, recent);
        for (const reference of await crossAccountReferences(database.db)) {
          if (reportedReferences.has(reference)) continue;
          reportedReferences.add(reference);
          findings.add('a row points at another account', [], reference);
        }
        if (!findings.empty) {
          throw new Error(findings.report(name, `replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`));
        }
      },
      SECONDS * 1000 + 60_000,
    );
  });
});
