import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { auditEvents } from '../../support/audit-helpers.ts';
import { backend, bearer, PASSWORD, signUp, testApp, testDatabase, tokenOf } from '../../support/helpers.ts';
import { addMember, invitationLinks, invite, tokenOfLink } from '../../support/team-helpers.ts';

// Someone who already has an account accepts an invitation with their password, without being signed in:
// a person removed from their only business has no session that works anywhere.

let database: Database;
let app: OwnersApp;
/** The same database behind a sign-in limit of 3, whose backoff waits are recorded. */
let limited: OwnersApp;
let clock = new Date('2027-02-01T08:00:00.000Z');
/** The waits the login backoff asked for: recorded, never slept. */
const slept: number[] = [];

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => clock });
  limited = await testApp(database, {
    now: () => clock,
    authRateLimitMax: 3,
    sleep: async (ms) => {
      slept.push(ms);
    },
  });
});
afterAll(async () => {
  await limited?.close();
  await app?.close();
  await database?.close();
});

const accept = (token: string, payload: object, remoteAddress = '10.9.0.1', on = app) =>
  on.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload, remoteAddress });
const codeAt = (secret: string, at: Date) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: at.getTime() });

/** A person who worked only in business A and was removed from it, and business B inviting them. */
async function removedAndInvited({ twoStep = false } = {}) {
  const a = await signUp(app);
  const person = await addMember(app, a.token, 'bookkeeper');
  const secret = twoStep ? await turnOnTwoStep(person.token) : '';
  const removed = await app.inject({
    method: 'DELETE',
    url: `/api/memberships/${person.membershipId}`,
    headers: bearer(a.token),
  });
  expect(removed.statusCode).toBe(204);
  const b = await signUp(app, { business_name: 'Baraka Stores' });
  expect((await invite(app, b.token, person.email, 'accountant')).statusCode).toBe(201);
  const token = tokenOfLink((await invitationLinks(app, b.token))[0]!);
  const shown = await app.inject({ url: `/api/invitations/${token}` });
  expect(shown.json().data).toMatchObject({ existing_user: true, role: 'accountant' });
  return { person, token, b, accountB: b.data.account.id as number, secret };
}

async function turnOnTwoStep(token: string): Promise<string> {
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const { secret } = (await post('/api/users/current/totp')).json().data as { secret: string };
  expect((await post('/api/users/current/totp/enable', { code: codeAt(secret, clock) })).statusCode).toBe(
    200,
  );
  // The next code: each one is accepted once.
  clock = new Date(clock.getTime() + 30_000);
  return secret;
}

describe(`accepting an invitation with a password, on ${backend}`, () => {
  it('lets a person removed from their only business join another with their password', async () => {
    const { person, token, b, accountB } = await removedAndInvited();
    // Their old session works nowhere, and signing in finds no business.
    expect((await app.inject({ url: '/api/users/current', headers: bearer(person.token) })).statusCode).toBe(
      401,
    );
    expect((await accept(token, {})).statusCode).toBe(401);

    const wrong = await accept(token, { user: { password: 'not the password' } });
    expect(wrong.statusCode).toBe(401);
    const team = await app.inject({ url: '/api/memberships', headers: bearer(b.token) });
    expect(
      team.json().data.find((m: { user: { email: string } }) => m.user.email === person.email),
    ).toMatchObject({ status: 'invited' });
    const refused = await auditEvents(app, b.token, '?action=login.refused');
    expect(refused).toHaveLength(1);

    const accepted = await accept(token, { user: { password: PASSWORD } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      email: person.email,
      role: 'accountant',
      account: { id: accountB },
    });
    const me = await app.inject({
      url: '/api/users/current',
      headers: bearer(tokenOf(accepted.headers.authorization)),
    });
    expect(me.json().data).toMatchObject({ role: 'accountant', account: { id: accountB } });
    // Single use, whoever tries again.
    expect((await accept(token, { user: { password: PASSWORD } })).statusCode).toBe(404);
  });

  it('asks for the second step when it is on, and refuses a body of the wrong shape', async () => {
    // Two-step was turned on while they still worked in business A: the code is asked as at sign-in.
    const { token, secret } = await removedAndInvited({ twoStep: true });
    expect((await accept(token, { user: { password: 42 } })).statusCode).toBe(400);
    const missing = await accept(token, { user: { password: PASSWORD } });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().details).toHaveProperty('otp');
    const accepted = await accept(token, { user: { password: PASSWORD, otp: codeAt(secret, clock) } });
    expect(accepted.statusCode).toBe(200);
  });

  it('slows an e-mail’s wrong passwords down like sign-in, from any address', async () => {
    const { token } = await removedAndInvited();
    slept.length = 0;
    for (let i = 1; i <= 5; i++) {
      const refused = await accept(token, { user: { password: 'wrong' } }, `10.9.1.${i}`, limited);
      expect(refused.statusCode).toBe(401);
    }
    // Past the three free failures, every further one waits longer: 1 s, then 2 s.
    expect(slept).toEqual([1000, 2000]);
  });
});
