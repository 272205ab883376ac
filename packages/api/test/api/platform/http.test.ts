import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { createDemoAccountIfEmpty, DEMO_EMAIL } from '../../../src/modules/auth/demo.ts';
import { BODY_LIMIT } from '../../../src/server.ts';
import {
  backend,
  bearer,
  PASSWORD,
  signUp,
  testApp,
  testDatabase,
  tokenOf,
  uniqueEmail,
} from '../../support/helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'none'";

describe(`HTTP behaviour on ${backend}`, () => {
  it('GET /api/health answers {data:{status:"ok"}}', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
  });

  it('puts the security headers on every answer: success, 401, 404, 400', async () => {
    const answers = await Promise.all([
      app.inject({ url: '/api/health' }),
      app.inject({ url: '/api/account' }),
      app.inject({ url: '/api/nothing-here' }),
      app.inject({ url: '/some/page' }),
      app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
    ]);
    for (const response of answers) {
      expect(response.headers['content-security-policy']).toBe(CSP);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers 404 {error:"Not found"} for unknown API routes and methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/users/current'],
      ['GET', '/api'],
      ['DELETE', '/api/account'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('answers 413 for a body over the limit and 415 for a body that is not JSON', async () => {
    const large = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(BODY_LIMIT) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ error: 'The request body is too large' });
    const text = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.co',
    });
    expect(text.statusCode).toBe(415);
    expect(Object.keys(text.json())).toEqual(['error']);
  });

  it('answers 400, not 500, for prototype poisoning', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"user":{"__proto__":{"admin":true}}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('creates the demo account with the password it is given (DEMO_PASSWORD)', async () => {
    const fresh = await testDatabase();
    try {
      const demo = await createDemoAccountIfEmpty(fresh.db, null, 'a chosen password');
      expect(demo).toMatchObject({ email: DEMO_EMAIL, password: 'a chosen password' });
      const freshApp = await testApp(fresh);
      const login = await freshApp.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: DEMO_EMAIL, password: 'a chosen password' },
      });
      expect(login.statusCode).toBe(200);
      await freshApp.close();
    } finally {
      await fresh.close();
    }
  });

  it('creates the demo account on an empty database only', async () => {
    const fresh = await testDatabase();
    try {
      const demo = await createDemoAccountIfEmpty(fresh.db);
      expect(demo?.email).toBe(DEMO_EMAIL);
      expect(demo?.password.length).toBeGreaterThanOrEqual(16);
      expect(await createDemoAccountIfEmpty(fresh.db, null, 'a chosen password')).toBeNull();
      const freshApp = await testApp(fresh);
      const login = await freshApp.inject({ method: 'POST', url: '/api/login', payload: demo! });
      expect(login.statusCode).toBe(200);
      expect(login.json().data.account.name).toBe('Demo Traders Ltd');
      await freshApp.close();
    } finally {
      await fresh.close();
    }
    // The shared database of this file already holds accounts once anyone signed up.
    await signUp(app);
    expect(await createDemoAccountIfEmpty(database.db)).toBeNull();
  });
});

describe(`logs on ${backend}`, () => {
  it('log an unexpected failure without its query parameters and answer a bare 500', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const failing = await testApp(database, { logLevel: 'info', logStream: stream });
    failing.get('/api/boom', async () => {
      await database.db.execute(sql`select * from no_such_table where secret = ${'hunter2-param'}`);
      return { data: null };
    });
    try {
      const response = await failing.inject({ url: '/api/boom' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'Something went wrong' });
    } finally {
      await failing.close();
    }
    const log = lines.join('');
    expect(log).toContain('no_such_table');
    expect(log).not.toContain('hunter2-param');
  });

  it('never contain a password, a token or the Authorization header', async () => {
    const lines: string[] = [];
    const tokens: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await testApp(database, { logLevel: 'trace', logStream: stream });
    try {
      const email = uniqueEmail();
      const signup = await logged.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { user: { email, password: PASSWORD, name: 'Log', business_name: 'Log Ltd' } },
      });
      const token = tokenOf(signup.headers.authorization);
      await logged.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'wrong password!' },
      });
      const login = await logged.inject({
        method: 'POST',
        url: '/api/login',
        payload: { user: { email, password: PASSWORD } },
      });
      tokens.push(token, tokenOf(login.headers.authorization));
      await logged.inject({ url: '/api/users/current', headers: bearer(token) });
      await logged.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { user: { email, password: 'short!' } },
      });
      await logged.inject({ method: 'DELETE', url: '/api/logout', headers: bearer(token) });
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain('request completed');
    expect(log).toContain('signed up');
    for (const secret of [PASSWORD, 'wrong password!', 'short!', 'Bearer ', ...tokens]) {
      expect(log).not.toContain(secret);
    }
  });
});
