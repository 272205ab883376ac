import { totpEnabledSchema, totpSetupSchema } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { recoveryCodes, users } from '../../../src/db/schema.ts';
import { sealPlainTotpSecrets, totpSecrets } from '../../../src/modules/auth/index.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { backend, bearer, PASSWORD, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { addMember } from '../../support/team-helpers.ts';

let database: Database;
let app: OwnersApp;
/** The clock of the app: codes are made for it and tests move it. */
let clock = new Date('2026-12-01T08:00:00.000Z');

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => clock });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const codeAt = (secret: string, at: Date) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: at.getTime() });
const step = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const post = (token: string, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const login = (email: string, otp?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { user: { email, password: PASSWORD, ...(otp === undefined ? {} : { otp }) } },
  });

async function turnOn(token: string) {
  const setup = await post(token, '/api/users/current/totp');
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url } = totpSetupSchema.parse(setup.json()).data;
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Daftari:.+secret=/);
  const enabled = await post(token, '/api/users/current/totp/enable', { code: codeAt(secret, clock) });
  expect(enabled.statusCode).toBe(200);
  return { secret, recovery: totpEnabledSchema.parse(enabled.json()).data.recovery_codes };
}

describe(`two-step sign-in on ${backend}`, () => {
  it('turns on with a code; sign-in then needs a current code, each used once', async () => {
    const { email, token } = await signUp(app);
    const setup = await post(token, '/api/users/current/totp');
    const { secret } = setup.json().data;
    const wrong = await post(token, '/api/users/current/totp/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect((await login(email)).statusCode).toBe(200);
    const enabled = await post(token, '/api/users/current/totp/enable', { code: codeAt(secret, clock) });
    const codes = enabled.json().data.recovery_codes as string[];
    expect(new Set(codes).size).toBe(10);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const stored = await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user!.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);

    const missing = await login(email);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().details.otp).toBeDefined();
    const bad = await login(email, '123456');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().details.otp).toBeDefined();
    step(30);
    const code = codeAt(secret, clock);
    const good = await login(email, code);
    expect(good.statusCode).toBe(200);
    expect(good.json().data.two_step_enabled).toBe(true);
    // The same code a second time, within its window: refused.
    expect((await login(email, code)).statusCode).toBe(401);
    step(30);
    expect((await login(email, codeAt(secret, clock))).statusCode).toBe(200);
  });

  it('a recovery code signs in once; a current code turns two-step sign-in off', async () => {
    const { email, token } = await signUp(app);
    const { secret, recovery } = await turnOn(token);
    const code = recovery[3]!;
    expect((await login(email, code.toUpperCase())).statusCode).toBe(200);
    expect((await login(email, code)).statusCode).toBe(401);
    const off = (payload: object) =>
      app.inject({ method: 'DELETE', url: '/api/users/current/totp', headers: bearer(token), payload });
    expect((await off({ code: '999999' })).statusCode).toBe(422);
    step(30);
    expect((await off({ code: codeAt(secret, clock) })).statusCode).toBe(204);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('the owner requires it of owners and accountants: they may only set it up until they do', async () => {
    const owner = await signUp(app);
    const put = (token: string, require_two_step: boolean) =>
      app.inject({
        method: 'PUT',
        url: '/api/account',
        headers: bearer(token),
        payload: { account: { require_two_step } },
      });
    const early = await put(owner.token, true);
    expect(early.statusCode).toBe(422);
    expect(early.json().details.require_two_step).toBeDefined();
    await turnOn(owner.token);
    const accountant = await addMember(app, owner.token, 'accountant');
    const bookkeeper = await addMember(app, owner.token, 'bookkeeper');
    const byAccountant = await put(accountant.token, true);
    expect(byAccountant.statusCode).toBe(403);
    expect(byAccountant.json().error).toBe('An accountant may not change the two-step sign-in rule');
    const turned = await put(owner.token, true);
    expect(turned.statusCode).toBe(200);
    expect(turned.json().data.require_two_step).toBe(true);

    const contacts = (token: string) => app.inject({ url: '/api/contacts', headers: bearer(token) });
    const blocked = await contacts(accountant.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().details.two_step).toEqual(['required']);
    expect((await contacts(bookkeeper.token)).statusCode).toBe(200);
    expect((await contacts(owner.token)).statusCode).toBe(200);
    step(30);
    await turnOn(accountant.token);
    expect((await contacts(accountant.token)).statusCode).toBe(200);
  });

  it('limits the code routes per user like sign-in', async () => {
    const limited = await testApp(database, { now: () => clock, authRateLimitMax: 3 });
    const { token } = await signUp(app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await limited.inject({
            method: 'POST',
            url: '/api/users/current/totp/enable',
            headers: bearer(token),
            payload: { code: '000000' },
          })
        ).statusCode,
      );
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
    await limited.close();
  });

  it('keeps the secret sealed (AES-256-GCM, as the eTIMS key), and seals one stored in plain text', async () => {
    const { email, token } = await signUp(app);
    const { secret } = await turnOn(token);
    const stored = async () =>
      (await database.db.select({ secret: users.totpSecret }).from(users).where(eq(users.email, email)))[0]!
        .secret!;
    expect(await stored()).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(await stored()).not.toContain(secret);
    step(30);
    expect((await login(email, codeAt(secret, clock))).statusCode).toBe(200);

    // A secret written before sealing existed still works, and the start-up conversion seals it.
    await database.db.update(users).set({ totpSecret: secret }).where(eq(users.email, email));
    step(30);
    expect((await login(email, codeAt(secret, clock))).statusCode).toBe(200);
    expect(await sealPlainTotpSecrets(database.db, totpSecrets(undefined))).toBeGreaterThanOrEqual(1);
    expect(await stored()).toMatch(/^v1:/);
    expect(await sealPlainTotpSecrets(database.db, totpSecrets(undefined))).toBe(0);
    step(30);
    expect((await login(email, codeAt(secret, clock))).statusCode).toBe(200);

    // Under another key the secret does not open: a stolen database alone gives no codes.
    const other = totpSecrets('ab'.repeat(32));
    expect(() => other.open(totpSecrets(undefined).seal(secret))).toThrow(/TOTP_KEY_SECRET/);
    expect(other.open(other.seal(secret))).toBe(secret);
  });
});
