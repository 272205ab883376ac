import { sessionListSchema } from '@daftari/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { sessions } from '../../../src/db/schema.ts';
import type { OwnersApp } from '../../../src/server.ts';
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
let app: OwnersApp;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signIn(email: string, userAgent: string, remoteAddress: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { user: { email, password: PASSWORD } },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return tokenOf(response.headers.authorization);
}

const works = async (token: string) =>
  (await app.inject({ url: '/api/users/current', headers: bearer(token) })).statusCode;

async function sessionList(token: string) {
  const response = await app.inject({ url: '/api/sessions', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return { body: response.body, data: sessionListSchema.parse(response.json()).data };
}

const revoke = (token: string, path: string) =>
  app.inject({ method: 'DELETE', url: `/api/sessions${path}`, headers: bearer(token) });

describe(`sessions on ${backend}`, () => {
  it('lists the user’s sessions with device and address, "current" on the asking one, never a token', async () => {
    const { email, token: first } = await signUp(app);
    const laptop = await signIn(email, CHROME_LINUX, '10.20.0.1');
    const phone = await signIn(email, SAFARI_IPHONE, '10.20.0.2');
    await signUp(app); // another user's session is not listed
    const { body, data } = await sessionList(laptop);
    expect(data).toHaveLength(3);
    expect(data[0]?.current).toBe(true);
    expect(data.filter((session) => session.current)).toEqual([
      expect.objectContaining({ user_agent: CHROME_LINUX, ip: '10.20.0.1' }),
    ]);
    expect(data).toContainEqual(
      expect.objectContaining({ current: false, user_agent: SAFARI_IPHONE, ip: '10.20.0.2' }),
    );
    for (const session of data) {
      expect(Number.isNaN(Date.parse(session.created_at))).toBe(false);
      expect(Number.isNaN(Date.parse(session.last_seen_at))).toBe(false);
    }
    for (const token of [first, laptop, phone]) expect(body).not.toContain(token);
  });

  it('writes last_seen_at (and the address and browser) at most once a minute per session', async () => {
    const { token } = await signUp(app);
    const [{ id } = { id: 0 }] = (await sessionList(token)).data;
    const seenAgo = async (seconds: number) => {
      const at = sql`now() - ${sql.raw(`interval '${seconds} seconds'`)}`;
      await database.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
      const [row] = await database.db.select().from(sessions).where(eq(sessions.id, id));
      return row!.lastSeenAt.getTime();
    };
    const request = () =>
      app.inject({ url: '/api/users/current', headers: { ...bearer(token), 'user-agent': SAFARI_IPHONE } });
    const row = async () => (await database.db.select().from(sessions).where(eq(sessions.id, id)))[0]!;

    const recent = await seenAgo(30);
    await request();
    expect((await row()).lastSeenAt.getTime()).toBe(recent);
    expect((await row()).userAgent).not.toBe(SAFARI_IPHONE);

    const old = await seenAgo(120);
    await request();
    expect((await row()).lastSeenAt.getTime()).toBeGreaterThan(old + 60_000);
    expect((await row()).userAgent).toBe(SAFARI_IPHONE);
  });

  it('revokes one session: 204, it answers 401, the others go on; another user’s session: 404', async () => {
    const { email, token } = await signUp(app);
    const phone = await signIn(email, SAFARI_IPHONE, '10.21.0.1');
    const stranger = await signUp(app);
    const [theirs] = (await sessionList(stranger.token)).data;
    expect((await revoke(token, `/${theirs!.id}`)).statusCode).toBe(404);
    expect(await works(stranger.token)).toBe(200);
    for (const bad of ['/abc', '/0', '/99999999999', '/1.5'])
      expect((await revoke(token, bad)).statusCode).toBe(404);

    const phoneSession = (await sessionList(token)).data.find((session) => !session.current)!;
    expect((await revoke(token, `/${phoneSession.id}`)).statusCode).toBe(204);
    expect(await works(phone)).toBe(401);
    expect(await works(token)).toBe(200);
    expect((await revoke(token, `/${phoneSession.id}`)).statusCode).toBe(404);
  });

  it('signs out everywhere: every session but the asking one ends, another user’s stay', async () => {
    const { email, token } = await signUp(app);
    const others = [
      await signIn(email, CHROME_LINUX, '10.22.0.1'),
      await signIn(email, SAFARI_IPHONE, '10.22.0.2'),
    ];
    const stranger = await signUp(app);
    expect((await revoke(token, '')).statusCode).toBe(204);
    for (const other of others) expect(await works(other)).toBe(401);
    expect(await works(token)).toBe(200);
    expect(await works(stranger.token)).toBe(200);
    const { data } = await sessionList(token);
    expect(data.map((session) => session.current)).toEqual([true]);
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ url: '/api/sessions' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/sessions' })).statusCode).toBe(401);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/users/current/password',
      payload: { current_password: PASSWORD, password: 'new password' },
    });
    expect(put.statusCode).toBe(401);
  });
});

describe(`rate limits of passwords and sessions on ${backend}`, () => {
  const max = 2;
  let limited: OwnersApp;
  beforeAll(async () => {
    limited = await testApp(database, { authRateLimitMax: max });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const post = (url: string, payload: object, remoteAddress: string) =>
    limited.inject({ method: 'POST', url, payload, remoteAddress });

  it('limits asking for reset links per IP and per e-mail, known or not', async () => {
    for (let i = 0; i < max; i++) {
      expect((await post('/api/password_resets', { email: uniqueEmail() }, '10.30.0.1')).statusCode).toBe(
        202,
      );
    }
    const blocked = await post('/api/password_resets', { email: uniqueEmail() }, '10.30.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/password_resets', { email: uniqueEmail() }, '10.30.0.2')).statusCode).toBe(202);

    for (const email of [(await signUp(app)).email, uniqueEmail()]) {
      for (let i = 0; i < max; i++) await post('/api/password_resets', { email }, `10.31.${i}.1`);
      expect((await post('/api/password_resets', { email }, '10.31.9.9')).statusCode).toBe(429);
    }
  });

  it('limits using reset links per IP', async () => {
    const use = () =>
      post(`/api/password_resets/${'A'.repeat(43)}`, { password: 'some password' }, '10.32.0.1');
    for (let i = 0; i < max; i++) expect((await use()).statusCode).toBe(404);
    expect((await use()).statusCode).toBe(429);
  });

  it('limits password changes per user, wrong ones included', async () => {
    const { token } = await signUp(app);
    const change = (address: string) =>
      limited.inject({
        method: 'PUT',
        url: '/api/users/current/password',
        headers: bearer(token),
        payload: { current_password: 'wrong password', password: 'new password' },
        remoteAddress: address,
      });
    for (let i = 0; i < max; i++) expect((await change(`10.33.0.${i}`)).statusCode).toBe(422);
    expect((await change('10.33.0.99')).statusCode).toBe(429);
    const other = await signUp(app);
    const fine = await limited.inject({
      method: 'PUT',
      url: '/api/users/current/password',
      headers: bearer(other.token),
      payload: { current_password: PASSWORD, password: 'new password' },
    });
    expect(fine.statusCode).toBe(204);
  });

  it('limits listing and revoking sessions per user', async () => {
    const { token } = await signUp(app);
    const calls = [
      () => limited.inject({ url: '/api/sessions', headers: bearer(token) }),
      () => limited.inject({ method: 'DELETE', url: '/api/sessions', headers: bearer(token) }),
      () => limited.inject({ method: 'DELETE', url: '/api/sessions/2147483647', headers: bearer(token) }),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < max * 6 + 1; i++) statuses.push((await calls[i % calls.length]!()).statusCode);
    expect(statuses.slice(0, max * 6).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
