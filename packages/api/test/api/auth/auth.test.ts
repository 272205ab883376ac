import { createHash } from 'node:crypto';
import { currentUserSchema, dataEnvelope } from '@daftari/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { sessions, users } from '../../../src/db/schema.ts';
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

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe(`sign-up on ${backend}`, () => {
  it('creates the account and the user: 201, bearer header, {data: current user}', async () => {
    const email = uniqueEmail('Mixed.Case').replace('example', 'EXAMPLE');
    const response = await post('/api/signup', {
      user: { email: ` ${email} `, password: PASSWORD, name: 'Achieng', business_name: 'Achieng Foods' },
    });
    expect(response.statusCode).toBe(201);
    const token = tokenOf(response.headers.authorization);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const body = dataEnvelope(currentUserSchema).parse(response.json());
    expect(body.data).toMatchObject({
      email: email.toLowerCase(),
      name: 'Achieng',
      account: { name: 'Achieng Foods', currency: 'KES', has_contacts: false, has_invoices: false },
    });
    const current = await app.inject({ url: '/api/users/current', headers: bearer(token) });
    expect(current.json()).toEqual(body);
  });

  it('takes an ISO 4217 currency', async () => {
    const { data } = await signUp(app, { currency: 'usd' });
    expect(data.account.currency).toBe('USD');
  });

  it('answers 422 "Email has already been taken", whatever the case of the address', async () => {
    const { email } = await signUp(app);
    const response = await post('/api/signup', {
      user: { email: email.toUpperCase(), password: PASSWORD, name: 'Again', business_name: 'Again Ltd' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Email has already been taken',
      details: { email: ['Email has already been taken'] },
    });
    expect(response.headers.authorization).toBeUndefined();
  });

  it('answers 422 with field details for a short password and blank fields', async () => {
    const response = await post('/api/signup', {
      user: { email: uniqueEmail(), password: 'short', name: '', business_name: 'B' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Password must be at least 8 characters',
      details: { password: ['Password must be at least 8 characters'], name: ['Name is required'] },
    });
  });

  it('answers 400 for malformed JSON, a body that is not an object and values of the wrong type', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"user": {"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'Malformed JSON in the request body' });

    const array = await post('/api/signup', [1, 2]);
    expect(array.statusCode).toBe(400);
    expect(array.json().error).toBe('The request body must be a JSON object');

    const wrongType = await post('/api/signup', {
      user: { email: 42, password: PASSWORD, name: 'N', business_name: 'B' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({
      error: 'Invalid request body',
      details: { email: ['Email must be text'] },
    });

    const empty = await app.inject({ method: 'POST', url: '/api/signup' });
    expect(empty.statusCode).toBe(400);
  });

  it('stores an argon2id hash, never the password', async () => {
    const { email } = await signUp(app);
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });
});

describe(`login and sessions on ${backend}`, () => {
  it('accepts {user:{email,password}} and {email,password}, case-insensitive e-mail', async () => {
    const { email, data } = await signUp(app);
    for (const payload of [
      { user: { email, password: PASSWORD } },
      { email: email.toUpperCase(), password: PASSWORD },
    ]) {
      const response = await post('/api/login', payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data });
      const token = tokenOf(response.headers.authorization);
      const current = await app.inject({ url: '/api/users/current', headers: bearer(token) });
      expect(current.statusCode).toBe(200);
      expect(current.json().data.id).toBe(data.id);
    }
  });

  it('answers 401 "Invalid email or password" for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUp(app);
    for (const payload of [
      { email, password: 'not the password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const response = await post('/api/login', payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid email or password' });
      expect(response.headers.authorization).toBeUndefined();
    }
  });

  it('answers 422 when the password is missing', async () => {
    const response = await post('/api/login', { email: uniqueEmail() });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({ password: ['Password is required'] });
  });

  it('stores only the SHA-256 of a token', async () => {
    const { token } = await signUp(app);
    const hash = createHash('sha256').update(token).digest('hex');
    const rows = await database.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(rows).toHaveLength(1);
    const raw = await database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it('logout answers 204 and revokes that token only', async () => {
    const { email, token } = await signUp(app);
    const other = tokenOf((await post('/api/login', { email, password: PASSWORD })).headers.authorization);
    const logout = await app.inject({ method: 'DELETE', url: '/api/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    const after = await app.inject({ url: '/api/users/current', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Not authenticated' });
    const again = await app.inject({ method: 'DELETE', url: '/api/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
    const stillIn = await app.inject({ url: '/api/users/current', headers: bearer(other) });
    expect(stillIn.statusCode).toBe(200);
  });

  it('logout tolerates an empty JSON body', async () => {
    const { token } = await signUp(app);
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('/users/current answers 401 without, with a malformed, an unknown or an expired token', async () => {
    const { token } = await signUp(app);
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer' },
      { authorization: `Basic ${token}` },
      bearer('A'.repeat(43)),
    ];
    for (const headers of attempts) {
      const response = await app.inject({ url: '/api/users/current', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Not authenticated' });
    }
    const hash = createHash('sha256').update(token).digest('hex');
    await database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hash));
    const expired = await app.inject({ url: '/api/users/current', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
  });
});

describe(`rate limits on ${backend}`, () => {
  const max = 3;
  let limited: FastifyInstance;
  /** The waits the server asked for: recorded, never slept. */
  const slept: number[] = [];
  beforeAll(async () => {
    limited = await testApp(database, {
      authRateLimitMax: max,
      sleep: async (ms) => {
        slept.push(ms);
      },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const attempt = (url: string, payload: unknown, remoteAddress: string) =>
    limited.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

  it('slows sign-ins for an e-mail down after failures from any IP, and never locks its owner out', async () => {
    const { email } = await signUp(app);
    for (let i = 1; i <= max; i++) {
      const response = await attempt('/api/login', { email, password: 'wrong password' }, `10.1.0.${i}`);
      expect(response.statusCode).toBe(401);
    }
    expect(slept).toEqual([]);
    // Past the free failures, every further one waits longer: 1 s, then 2 s, 4 s...
    for (let i = 1; i <= 3; i++) {
      const response = await attempt('/api/login', { email, password: 'wrong again' }, `10.1.1.${i}`);
      expect(response.statusCode).toBe(401);
    }
    expect(slept).toEqual([1000, 2000, 4000]);
    // The owner's right password from a new address still gets in, after the wait.
    const owner = await attempt('/api/login', { email, password: PASSWORD }, '10.1.0.99');
    expect(owner.statusCode).toBe(200);
    expect(slept.at(-1)).toBe(8000);
    // Another e-mail is not slowed down by these failures.
    const other = await signUp(app);
    slept.length = 0;
    const fine = await attempt('/api/login', { email: other.email, password: PASSWORD }, '10.1.0.98');
    expect(fine.statusCode).toBe(200);
    expect(slept).toEqual([]);
  });

  it('limits login attempts per IP, whatever the e-mail', async () => {
    for (let i = 1; i <= max; i++) {
      const response = await attempt('/api/login', { email: uniqueEmail(), password: 'x' }, '10.2.0.1');
      expect(response.statusCode).toBe(401);
    }
    const blocked = await attempt('/api/login', { email: uniqueEmail(), password: 'x' }, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await attempt('/api/login', { email: uniqueEmail(), password: 'x' }, '10.2.0.2');
    expect(elsewhere.statusCode).toBe(401);
  });

  it('limits sign-ups per IP and per e-mail', async () => {
    const user = (email: string) => ({
      user: { email, password: PASSWORD, name: 'Rate', business_name: 'Rate Ltd' },
    });
    for (let i = 1; i <= max; i++) {
      expect((await attempt('/api/signup', user(uniqueEmail()), '10.3.0.1')).statusCode).toBe(201);
    }
    expect((await attempt('/api/signup', user(uniqueEmail()), '10.3.0.1')).statusCode).toBe(429);

    const email = uniqueEmail();
    for (let i = 1; i <= max; i++) {
      await attempt('/api/signup', { user: { email, password: 'short' } }, `10.4.0.${i}`);
    }
    const blocked = await attempt('/api/signup', user(email), '10.4.0.99');
    expect(blocked.statusCode).toBe(429);
  });
});
