import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { permissionTable, ROLES, type Role } from '@daftari/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { authenticatedRoutes } from '../../../src/http/auth.ts';
import { installErrorHandler } from '../../../src/http/errors.ts';
import { isTestOnlyRoute, routeTable } from '../../../src/openapi/route-table.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { snapshotAccount } from '../../fuzz/snapshot.ts';
import { backend, bearer, PASSWORD, signUp, testApp, testDatabase, tokenOf } from '../../support/helpers.ts';
import { addMember } from '../../support/team-helpers.ts';

/** The routes open to anyone that answer no contract JSON (the others say `public` in the route table). */
const PUBLIC_NON_JSON = new Set([
  'GET /api/public/invoices/:id/kra-qr.svg',
  'GET /api/public/invoices/:id/pdf',
  'GET /api/public/invoices/:id/payments/:paymentId/receipt',
  'POST /api/payments/paystack/webhook',
  'POST /api/mpesa/c2b/:token/confirmation',
  'POST /api/mpesa/c2b/:token/validation',
  'POST /api/paybill/:token/confirmation',
  'POST /api/paybill/:token/validation',
  'POST /api/paybill/:token/stk-callback',
  'GET /api/openapi.json',
  'GET /api/docs',
]);

const ARTICLE: Record<Role, string> = {
  owner: 'An owner',
  accountant: 'An accountant',
  bookkeeper: 'A bookkeeper',
  invoicer: 'An invoicer',
  viewer: 'A viewer',
};

const routes: string[] = [];
let database: Database;
let app: OwnersApp;
let uploads: string;
let accountId: number;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  database = await testDatabase();
  uploads = await mkdtemp(join(tmpdir(), 'daftari-permissions-'));
  app = await testApp(database, {
    dataDir: uploads,
    onRoute: ({ method, url }) => routes.push(`${method} ${url}`),
  });
  const owner = await signUp(app);
  accountId = owner.data.account.id;
  tokens.owner = owner.token;
  for (const role of ROLES.filter((one) => one !== 'owner'))
    tokens[role] = (await addMember(app, owner.token, role)).token;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A route's URL with every parameter filled in (ids no record has, tokens of the right shape). */
const urlOf = (path: string) =>
  path.replace(/:token\b/g, 'A'.repeat(43)).replace(/:[A-Za-z]+/g, '2147483647');

const call = (key: string, token: string) => {
  const [method, path] = key.split(' ') as [string, string];
  return app.inject({
    method: method as 'GET',
    url: urlOf(path),
    headers: bearer(token),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
};

describe(`the permission table on ${backend}`, () => {
  it('holds every registered route but the public ones, and no route that is not registered', async () => {
    const missing = routes.filter(
      (key) =>
        !permissionTable[key] &&
        !routeTable[key]?.public &&
        !PUBLIC_NON_JSON.has(key) &&
        !isTestOnlyRoute(key),
    );
    expect(missing).toEqual([]);
    const served = new Set(routes);
    expect(Object.keys(permissionTable).filter((key) => !served.has(key))).toEqual([]);
    // A route outside the table must really be open: signed out, it never meets the sign-in check.
    for (const key of routes.filter((one) => !permissionTable[one] && !isTestOnlyRoute(one))) {
      const [method, path] = key.split(' ') as [string, string];
      const response = await app.inject({ method: method as 'GET', url: urlOf(path) });
      expect({ key, body: response.statusCode === 401 ? response.json() : null }).not.toEqual({
        key,
        body: { error: 'Not authenticated' },
      });
    }
  });

  it('refuses a signed-in route missing from the table with 403', async () => {
    const bare = Fastify();
    bare.decorateRequest('auth', null);
    installErrorHandler(bare);
    await authenticatedRoutes(bare, database.db, (authed) => {
      authed.get('/api/not-in-the-table', async () => ({ data: 'reached' }));
    });
    const response = await bare.inject({ url: '/api/not-in-the-table', headers: bearer(tokens.owner) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'This route is not in the permission table' });
    await bare.close();
  });

  it('answers 403 naming the role for every route a role may not call, and changes nothing', async () => {
    const before = await snapshotAccount(database.db, accountId, uploads);
    const refusals: string[] = [];
    for (const [key, permission] of Object.entries(permissionTable)) {
      for (const role of ROLES.filter((one) => !permission.roles.includes(one))) {
        const response = await call(key, tokens[role]);
        const expected = `${ARTICLE[role]} may not ${permission.action}`;
        if (response.statusCode !== 403 || response.json().error !== expected)
          refusals.push(`${role} ${key}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(refusals).toEqual([]);
    expect(await snapshotAccount(database.db, accountId, uploads)).toEqual(before);
  });

  it('lets the least of the allowed roles through every mutating route (not 403)', async () => {
    const refused: string[] = [];
    const mutating = Object.entries(permissionTable).filter(([key]) => !key.startsWith('GET '));
    for (const [key, permission] of mutating) {
      const role = [...ROLES].reverse().find((one) => permission.roles.includes(one))!;
      // Signing out ends the token; it gets one of its own.
      const token = key === 'DELETE /api/logout' ? await freshToken() : tokens[role];
      const response = await call(key, token);
      if (response.statusCode === 403) refused.push(`${role} ${key}: ${response.body}`);
    }
    expect(refused).toEqual([]);
  });

  it('lets the viewer read and the invoicer neither record payments nor open reports', async () => {
    expect((await call('GET /api/reports/profit_and_loss', tokens.viewer)).statusCode).toBe(200);
    const payment = await call('POST /api/invoices/:id/payments', tokens.invoicer);
    expect(payment.json()).toEqual({ error: 'An invoicer may not record payments' });
    const report = await call('GET /api/reports/profit_and_loss', tokens.invoicer);
    expect(report.json()).toEqual({ error: 'An invoicer may not read reports' });
    expect((await call('GET /api/invoices', tokens.invoicer)).statusCode).toBe(200);
  });
});

describe(`the owner's M-Pesa key on ${backend}`, () => {
  it('shows the paybill C2B token to the owner only, and refuses its rotation to anyone else', async () => {
    const account = async (role: Role) =>
      (await app.inject({ url: '/api/users/current', headers: bearer(tokens[role]) })).json().data.account;
    const token = (await account('owner')).mpesa_c2b_token;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    for (const role of ROLES.filter((one) => one !== 'owner')) {
      expect((await account(role)).mpesa_c2b_token).toBeUndefined();
      const read = await app.inject({ url: '/api/account', headers: bearer(tokens[role]) });
      expect(read.json().data.mpesa_c2b_token).toBeUndefined();
    }
    const rotate = await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: bearer(tokens.accountant),
      payload: { account: { rotate_mpesa_token: true, city: 'Mombasa' } },
    });
    expect(rotate.statusCode).toBe(403);
    expect(rotate.json()).toEqual({
      error: 'An accountant may not change the Paystack, M-Pesa or SMTP keys',
    });
    expect((await account('owner')).mpesa_c2b_token).toBe(token);
    expect((await account('owner')).city).toBeNull();
  });
});

async function freshToken(): Promise<string> {
  const me = await app.inject({ url: '/api/users/current', headers: bearer(tokens.viewer) });
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { user: { email: me.json().data.email, password: PASSWORD } },
  });
  return tokenOf(response.headers.authorization);
}
