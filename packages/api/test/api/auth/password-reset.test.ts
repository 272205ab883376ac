import { PASSWORD_RESET_ANSWER } from '@daftari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { passwordResets } from '../../../src/db/schema.ts';
import { hashToken } from '../../../src/http/tokens.ts';
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
let linkedApp: OwnersApp;
/** The clock of both apps: tests move it. */
let clock = new Date('2026-12-01T08:00:00.000Z');
const APP_URL = 'https://books.example.co.ke';

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => clock });
  linkedApp = await testApp(database, { now: () => clock, appUrl: APP_URL });
});
afterAll(async () => {
  await app?.close();
  await linkedApp?.close();
  await database?.close();
});

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { user: { email, password } } });

const current = (token: string) => app.inject({ url: '/api/users/current', headers: bearer(token) });

async function signedIn(email: string, password = PASSWORD) {
  const response = await login(email, password);
  expect(response.statusCode).toBe(200);
  return tokenOf(response.headers.authorization);
}

const changePassword = (token: string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/users/current/password',
    headers: bearer(token),
    payload: payload as object,
  });

/** Asks for a reset link, and waits for its e-mail to be stored, so links list in the order they were asked. */
async function askReset(target: OwnersApp, email: string) {
  const answer = await target.inject({ method: 'POST', url: '/api/password_resets', payload: { email } });
  await target.afterReplySettled();
  return answer;
}

const useReset = (token: string, password: string) =>
  app.inject({ method: 'POST', url: `/api/password_resets/${token}`, payload: { password } });

/** The reset links in the outbox of the business of `token`'s user, newest first. */
async function resetLinks(target: OwnersApp, token: string): Promise<string[]> {
  await target.afterReplySettled();
  const list = await target.inject({ url: '/api/outbox', headers: bearer(token) });
  expect(list.statusCode).toBe(200);
  const links: string[] = [];
  for (const message of list.json().data as { id: string; subject: string }[]) {
    if (message.subject !== 'Reset your Daftari password') continue;
    const eml = await target.inject({ url: `/api/outbox/${message.id}`, headers: bearer(token) });
    const text = eml.body.replace(/=\r?\n/g, '');
    const link = /(\S+)\/reset-password\/([A-Za-z0-9_-]{43})/.exec(text);
    if (link) links.push(link[0]);
  }
  return links;
}
const tokenOfLink = (link: string) => link.slice(-43);

describe(`changing the password on ${backend}`, () => {
  it('refuses a wrong current password with 422 and changes nothing', async () => {
    const { email, token } = await signUp(app);
    const other = await signedIn(email);
    const wrong = await changePassword(token, {
      current_password: 'not it at all',
      password: 'new password 1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details.current_password).toEqual(['Current password is incorrect']);
    expect((await current(other)).statusCode).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    expect((await login(email, 'new password 1')).statusCode).toBe(401);
  });

  it('refuses a new password shorter than 8 characters, as sign-up does', async () => {
    const { token } = await signUp(app);
    const short = await changePassword(token, { current_password: PASSWORD, password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().details.password).toEqual(['Password must be at least 8 characters']);
    const missing = await changePassword(token, { password: 'long enough' });
    expect(missing.json().details.current_password).toBeDefined();
  });

  it('answers 204: the other sessions end, this one goes on, only the new password signs in', async () => {
    const { email, token } = await signUp(app);
    const other = await signedIn(email);
    const changed = await changePassword(token, { current_password: PASSWORD, password: 'new password 2' });
    expect(changed.statusCode).toBe(204);
    expect((await current(other)).statusCode).toBe(401);
    expect((await current(token)).statusCode).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'new password 2')).statusCode).toBe(200);
  });
});

describe(`resetting a forgotten password on ${backend}`, () => {
  it('answers 202 with the same body for an unknown and a known e-mail', async () => {
    const { email } = await signUp(app);
    const unknown = await askReset(app, uniqueEmail('nobody'));
    const known = await askReset(app, email);
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ data: { message: PASSWORD_RESET_ANSWER } });
    expect((await askReset(app, 'not an e-mail')).statusCode).toBe(422);
  });

  it('e-mails a link to the outbox of the business; it works once and ends every session', async () => {
    const { email, token } = await signUp(app);
    const other = await signedIn(email);
    expect((await askReset(app, email.toUpperCase())).statusCode).toBe(202);
    const [link] = await resetLinks(app, token);
    expect(link).toMatch(/^http:\/\/localhost:80\/reset-password\/[A-Za-z0-9_-]{43}$/);
    const resetToken = tokenOfLink(link!);
    // The token is stored only as a hash.
    const stored = await database.db.select({ hash: passwordResets.tokenHash }).from(passwordResets);
    expect(stored.map((row) => row.hash)).toContain(hashToken(resetToken));
    expect(stored.map((row) => row.hash)).not.toContain(resetToken);

    const short = await useReset(resetToken, 'short');
    expect(short.statusCode).toBe(422);
    expect((await current(token)).statusCode).toBe(200);

    expect((await useReset(resetToken, 'reset password 1')).statusCode).toBe(204);
    expect((await current(token)).statusCode).toBe(401);
    expect((await current(other)).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'reset password 1')).statusCode).toBe(200);
    const again = await useReset(resetToken, 'reset password 2');
    expect(again.statusCode).toBe(404);
    expect((await login(email, 'reset password 2')).statusCode).toBe(401);
  });

  it('expires a link an hour after it was asked for (the injected clock)', async () => {
    const { email, token } = await signUp(app);
    const asked = clock;
    await askReset(app, email);
    clock = new Date(asked.getTime() + 60 * 60_000 - 1);
    await askReset(app, email);
    const [fresh, old] = await resetLinks(app, token);
    clock = new Date(asked.getTime() + 60 * 60_000);
    expect((await useReset(tokenOfLink(old!), 'too late password')).statusCode).toBe(404);
    expect((await useReset(tokenOfLink(fresh!), 'in time password')).statusCode).toBe(204);
    expect((await login(email, 'in time password')).statusCode).toBe(200);
  });

  it('uses up every link of the user with one of them, and a password change ends them too', async () => {
    const { email, token } = await signUp(app);
    await askReset(app, email);
    await askReset(app, email);
    const [second, first] = await resetLinks(app, token);
    expect(second).not.toBe(first);
    expect((await useReset(tokenOfLink(first!), 'first link used')).statusCode).toBe(204);
    expect((await useReset(tokenOfLink(second!), 'second link used')).statusCode).toBe(404);

    const fresh = await signedIn(email, 'first link used');
    await askReset(app, email);
    const [pending] = await resetLinks(app, fresh);
    const changed = await changePassword(fresh, {
      current_password: 'first link used',
      password: 'changed by hand',
    });
    expect(changed.statusCode).toBe(204);
    expect((await useReset(tokenOfLink(pending!), 'from the old link')).statusCode).toBe(404);
  });

  it('answers 404 for a link that never existed, whatever its shape', async () => {
    for (const token of ['x', 'A'.repeat(43), `${'A'.repeat(42)}%2F`, 'A'.repeat(200)]) {
      expect((await useReset(token, 'some password')).statusCode).toBe(404);
    }
  });

  it('starts the link with APP_URL when it is set', async () => {
    const { email, token } = await signUp(linkedApp);
    await askReset(linkedApp, email);
    const [link] = await resetLinks(linkedApp, token);
    expect(link).toMatch(new RegExp(`^${APP_URL}/reset-password/[A-Za-z0-9_-]{43}$`));
  });
});
