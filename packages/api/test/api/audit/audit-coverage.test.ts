import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { planOf } from '../../../src/modules/audit/describe.ts';
import { nonJsonRoutes, routeTable } from '../../../src/openapi/route-table.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { fuzzRequests, type Route } from '../../fuzz/requests.ts';
import { type SeededAccount, seedAccount } from '../../fuzz/seed.ts';
import { templatesFor } from '../../fuzz/templates.ts';
import { auditEventCount } from '../../support/audit-helpers.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';

/**
 * The audit trail's coverage: every mutating route Fastify registers is called once with a valid request of
 * the actor's (the fuzz suite's seed and templates), and each answered 2xx must have written exactly one
 * event, each refused one none. A route that cannot be driven to success here, or that succeeds without an
 * event, must be listed below with the reason; the list must be exactly those routes, so a route that starts
 * working, or a new route, cannot go unnoticed.
 */
const NOT_DRIVEN: Record<string, string> = {
  // The seeded record's state refuses the change (a sent invoice's items, a posted bill, an answered estimate,
  // a reconciliation with open lines…) or the request needs what the seed does not make (a statement line
  // to match, a receipt to read): their events come from the same generic hook as every driven route.
  'DELETE /api/bills/:id': '422',
  'DELETE /api/estimates/:id': '422',
  'DELETE /api/estimates/:id/items/:itemId': '422',
  'DELETE /api/invoices/:id': '422',
  'DELETE /api/invoices/:id/items/:itemId': '422',
  'DELETE /api/ledger_accounts/:id': '422',
  'DELETE /api/time_entries/:id': '422',
  'POST /api/account/daraja/register_urls': '422',
  // No SETTINGS_KEY_SECRET here: no business stores keys of its own, so none is there to test either
  // (test/api/business-keys/ stores and tests them).
  'PUT /api/account/paystack': '422',
  'POST /api/account/paystack/test': '422',
  'PUT /api/account/smtp': '422',
  'POST /api/account/smtp/test': '422',
  'POST /api/bank_accounts/:id/payouts': '422',
  'POST /api/bank_accounts/:id/payouts/sync': '422',
  'POST /api/bank_lines/:id/match': '422',
  'POST /api/bank_lines/:id/unmatch': '422',
  'POST /api/bills/:id/void': '422',
  'POST /api/bills/extract_from_document': '422',
  'POST /api/bills/import_open': '422',
  'POST /api/credit_notes': '422',
  'POST /api/estimates/:id/add_items': '422',
  'POST /api/expenses/extract_from_receipt': '422',
  'POST /api/invoices/:id/add_items': '422',
  'POST /api/invoices/:id/void': '422',
  'POST /api/invoices/import_open': '422',
  'POST /api/public/estimates/:id/decline': '422',
  'POST /api/reconciliations/:id/complete': '422',
  'POST /api/reconciliations/:id/undo': '422',
  'PUT /api/estimates/:id': '422',
  'PUT /api/estimates/:id/items/:itemId': '422',
  'PUT /api/invoices/:id/items/:itemId': '422',
  // The seeded business has documents: an import goes into an empty one only (business-export.test.ts).
  'POST /api/imports': '422',
  // The seed's books begin this year, which has not ended: there is no year to close, none to reopen
  // (test/api/ledger/year-ends.test.ts records both).
  'POST /api/ledger/year_ends': '422',
  'DELETE /api/ledger/year_ends/:year_end': '404',
  // The seed has no failed job, another session, a reset link; the timer already runs.
  'POST /api/jobs/:id/retry': '404',
  'DELETE /api/sessions/:id': '404',
  'POST /api/password_resets/:token': '404',
  'POST /api/time_entries/start': '409',
  // Two-step sign-in: the templates send no current code of the seeded secret; no invitation was sent.
  'POST /api/users/current/totp/enable': '422',
  'DELETE /api/users/current/totp': '400',
  'POST /api/invitations/:token/accept': '404',
  // Refused on purpose by the templates: a wrong password (recorded: login.refused), an unsigned webhook.
  'POST /api/login': '401',
  'POST /api/payments/paystack/webhook': '401',
};

/**
 * Public routes answered 2xx without an event: the validations store nothing (Safaricom asks whether to take
 * a payment), a confirmation the paybill path already booked and a callback of no prompt change nothing.
 */
const UNRECORDED: Record<string, string> = {
  'POST /api/mpesa/c2b/:token/validation': 'stores nothing: answers Safaricom whether to accept',
  'POST /api/paybill/:token/validation': 'stores nothing: answers Safaricom whether to accept',
  'POST /api/mpesa/c2b/:token/confirmation':
    'replays the payment the paybill path booked just before: nothing changes, so nothing is recorded',
  'POST /api/paybill/:token/stk-callback':
    'names no prompt of the business here: nothing changes (a settled prompt is recorded: daraja-stk.test.ts)',
};

/**
 * Public routes whose handler notes the business its change concerns (noteAudit), so they are recorded: with
 * the user who signed in or up, or with no user and the actor (`paystack`, `mpesa`, `pay page`). Paystack's
 * webhook is refused here (unsigned); test/api/audit/system-actors.test.ts records a signed one.
 */
const PUBLIC_NOTED = new Set([
  'POST /api/signup',
  'POST /api/mpesa/c2b/:token/confirmation',
  'POST /api/paybill/:token/confirmation',
  'POST /api/paybill/:token/stk-callback',
  'POST /api/payments/initialize_paystack',
  'POST /api/payments/mpesa/charge',
  'POST /api/payments/paystack/webhook',
  'POST /api/login',
  'POST /api/password_resets',
  'POST /api/password_resets/:token',
  'POST /api/public/estimates/:id/accept',
  'POST /api/public/estimates/:id/decline',
  'POST /api/invitations/:token/accept',
]);

/** Refusals that are themselves recorded: a wrong password for a known e-mail. */
const RECORDED_REFUSALS = new Set(['POST /api/login']);

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SEEDING_TIMEOUT_MS = 240_000;

const routes: Route[] = [];
const dataDir = await mkdtemp(join(tmpdir(), 'daftari-audit-coverage-'));
let database: Database;
let app: OwnersApp;
let actor: SeededAccount;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, {
    dataDir,
    onRoute: (route) => {
      if (MUTATING.has(route.method) && !route.url.includes('/test-paystack/')) routes.push(route);
    },
    sleep: async () => {},
    publicRateLimitMax: 1_000_000,
  });
  await app.ready();
  actor = await seedAccount(app, { checkout: true });
}, SEEDING_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Deleting last (the others meet the actor's records), signing out very last. */
const rank = (route: Route) => (route.url === '/api/logout' ? 2 : route.method === 'DELETE' ? 1 : 0);
const isValidPart = (label: string) =>
  /^:\w+=(own |1$)/.test(label) || label === 'valid body' || label === 'valid form';

describe(`every mutating route writes its audit event on ${backend}`, () => {
  it('leaves no mutating route outside the recording hook, and names each one’s action', () => {
    const outside: string[] = [];
    const reads = new Set<string>();
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const isPublic = routeTable[key]?.public === true || key in nonJsonRoutes;
      // Signed in: the hook records it whenever it answers 2xx. Public: only a handler's note does.
      if (isPublic && !PUBLIC_NOTED.has(key) && !(key in UNRECORDED)) {
        outside.push(key);
      }
      const plan = planOf(route.method, route.url, reads);
      expect(`${plan.entityType}.${plan.verb}`, key).toMatch(/^[a-z0-9_]+\.[a-z0-9_-]+$/);
    }
    expect(outside).toEqual([]);
    expect(routes.length).toBeGreaterThan(90);
  });

  it(
    'writes exactly one event for each success and none for each refusal',
    async () => {
      const world = { actor, victim: actor, templates: templatesFor(actor) };
      const notDriven: Record<string, string> = {};
      const unrecorded: Record<string, string> = {};
      const wrong: string[] = [];
      for (const route of [...routes].sort((a, b) => rank(a) - rank(b))) {
        const key = `${route.method} ${route.url}`;
        const bare = {
          method: route.method,
          url: route.url,
          headers: { authorization: `Bearer ${actor.token}` },
        };
        // A route with neither parameters nor body has no valid variant in the sweep: it is the bare call.
        const request =
          fuzzRequests(route, world).sweep.find((candidate) => candidate.labels.every(isValidPart)) ??
          (route.url.includes(':') ? undefined : bare);
        if (!request) {
          notDriven[key] = 'no valid request';
          continue;
        }
        const before = await auditEventCount(database.db);
        const answer = await app.inject({
          method: request.method as InjectOptions['method'],
          url: request.url,
          headers: request.headers,
          ...('payload' in request && request.payload !== undefined ? { payload: request.payload } : {}),
        });
        await app.afterReplySettled();
        const written = (await auditEventCount(database.db)) - before;
        const succeeded = answer.statusCode >= 200 && answer.statusCode < 300;
        if (!succeeded) {
          notDriven[key] = `${answer.statusCode}`;
          const expected = RECORDED_REFUSALS.has(key) && answer.statusCode === 401 ? 1 : 0;
          if (written !== expected)
            wrong.push(`${key}: refused (${answer.statusCode}) but wrote ${written} events`);
        } else if (written === 0) unrecorded[key] = 'no event';
        else if (written !== 1) wrong.push(`${key}: wrote ${written} events`);
      }
      expect(wrong).toEqual([]);
      expect(notDriven).toEqual(NOT_DRIVEN);
      expect(unrecorded).toEqual(Object.fromEntries(Object.keys(UNRECORDED).map((key) => [key, 'no event'])));
    },
    SEEDING_TIMEOUT_MS,
  );
});
