import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { paystackKeys } from '../../../src/db/schema.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { paystackKey, putPaystack, SETTINGS_KEY, testKey } from '../../support/business-keys-helpers.ts';
import { fakePaystack } from '../../support/fake-paystack.ts';
import { freePorts } from '../../support/free-ports.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { addMember } from '../../support/team-helpers.ts';

// A business's own Paystack keys: stored sealed, shown only as a hint, tested against a strict fake Paystack.

type FakePaystack = Awaited<ReturnType<typeof fakePaystack>>;

const INSTANCE_KEY = paystackKey();
const KNOWN_KEY = paystackKey('live');
let database: Database;
let paystack: FakePaystack;
/** SETTINGS_KEY_SECRET set, Paystack's calls to the fake. */
let app: OwnersApp;
/** No SETTINGS_KEY_SECRET: nothing can be stored. */
let bare: OwnersApp;
/** The same key secret, Paystack's calls to a port nothing listens on. */
let unreachable: OwnersApp;

beforeAll(async () => {
  paystack = await fakePaystack([INSTANCE_KEY, KNOWN_KEY]);
  database = await testDatabase();
  const [closed] = await freePorts(1);
  const options = { paystackSecretKey: INSTANCE_KEY, settingsKeySecret: SETTINGS_KEY };
  app = await testApp(database, { ...options, paystackBaseUrl: paystack.url });
  bare = await testApp(database, { paystackSecretKey: INSTANCE_KEY, paystackBaseUrl: paystack.url });
  unreachable = await testApp(database, { ...options, paystackBaseUrl: `http://127.0.0.1:${closed}` });
});
afterAll(async () => {
  await app?.close();
  await bare?.close();
  await unreachable?.close();
  await database?.close();
  await paystack?.close();
});

const read = async (server: OwnersApp, token: string) => {
  const answer = await server.inject({ url: '/api/account/paystack', headers: bearer(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};

describe(`a business's own Paystack keys on ${backend}`, () => {
  it('starts unset, stores a key shown only as its hint, replaces it and removes it', async () => {
    const owner = await signUp(app);
    expect(await read(app, owner.token)).toEqual({
      set: false,
      mode: null,
      secret_key_hint: null,
      public_key: null,
      base_url: paystack.url,
      webhook_path: '/api/payments/paystack/webhook',
      updated_at: null,
    });

    const first = paystackKey();
    const stored = await putPaystack(app, owner.token, {
      secret_key: first,
      public_key: `pk_test_${'a'.repeat(40)}`,
    });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.body).not.toContain(first);
    expect(stored.json().data).toMatchObject({
      set: true,
      mode: 'test',
      secret_key_hint: `sk_test_…${first.slice(-4)}`,
      public_key: `pk_test_${'a'.repeat(40)}`,
    });
    const [row] = await database.db
      .select()
      .from(paystackKeys)
      .where(eq(paystackKeys.accountId, owner.data.account.id));
    expect(row!.secretKey).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(row!.secretKey).not.toContain(first.slice(8));

    const second = paystackKey('live');
    await putPaystack(app, owner.token, { secret_key: second });
    const replaced = await read(app, owner.token);
    expect(replaced).toMatchObject({
      set: true,
      mode: 'live',
      secret_key_hint: `sk_live_…${second.slice(-4)}`,
    });
    expect(replaced.public_key).toBeNull();
    expect(JSON.stringify(replaced)).not.toContain(second);

    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/account/paystack',
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.set).toBe(false);
    expect(await read(app, owner.token)).toMatchObject({ set: false, secret_key_hint: null });
    const rows = await database.db
      .select()
      .from(paystackKeys)
      .where(eq(paystackKeys.accountId, owner.data.account.id));
    expect(rows).toEqual([]);
  });

  it('refuses a malformed key or keys of two modes (422) and changes nothing', async () => {
    const owner = await signUp(app);
    for (const paystack of [
      { secret_key: 'pk_test_0123456789abcdef0123' },
      { secret_key: 'sk_prod_0123456789abcdef0123' },
      { secret_key: 'sk_test_short' },
      { secret_key: paystackKey('live'), public_key: `pk_test_${'b'.repeat(40)}` },
      { secret_key: paystackKey(), public_key: 'not a key' },
      {},
    ]) {
      const refused = await putPaystack(app, owner.token, paystack);
      expect(refused.statusCode, JSON.stringify(paystack)).toBe(422);
      expect(refused.json()).toHaveProperty('error');
    }
    const mixed = await putPaystack(app, owner.token, {
      secret_key: paystackKey('live'),
      public_key: `pk_test_${'b'.repeat(40)}`,
    });
    expect(mixed.json().details).toHaveProperty('public_key');
    expect((await read(app, owner.token)).set).toBe(false);
  });

  it('stores nothing without SETTINGS_KEY_SECRET: 422 naming it', async () => {
    const owner = await signUp(bare);
    const refused = await putPaystack(bare, owner.token, { secret_key: paystackKey() });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toContain('SETTINGS_KEY_SECRET');
    expect((await read(bare, owner.token)).set).toBe(false);
  });

  it('is the owner’s to change: an accountant reads the hint, may not store, remove or test (403)', async () => {
    const owner = await signUp(app);
    await putPaystack(app, owner.token, { secret_key: KNOWN_KEY });
    const accountant = await addMember(app, owner.token, 'accountant');
    expect((await read(app, accountant.token)).secret_key_hint).toBe(`sk_live_…${KNOWN_KEY.slice(-4)}`);
    const headers = bearer(accountant.token);
    const tries = [
      await putPaystack(app, accountant.token, { secret_key: paystackKey() }),
      await app.inject({ method: 'DELETE', url: '/api/account/paystack', headers }),
      await testKey(app, accountant.token, 'paystack'),
    ];
    expect(tries.map((answer) => answer.statusCode)).toEqual([403, 403, 403]);
    expect((await read(app, owner.token)).secret_key_hint).toBe(`sk_live_…${KNOWN_KEY.slice(-4)}`);
  });

  it('keeps each business’s keys its own', async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    await putPaystack(app, first.token, { secret_key: KNOWN_KEY });
    expect((await read(app, second.token)).set).toBe(false);
    const tested = await testKey(app, second.token, 'paystack');
    expect(tested.statusCode).toBe(422);
    await app.inject({ method: 'DELETE', url: '/api/account/paystack', headers: bearer(second.token) });
    expect((await read(app, first.token)).set).toBe(true);
  });

  it('tests the key with Paystack: its answer to a known key, to an unknown one, and when unreachable', async () => {
    const owner = await signUp(app);
    const none = await testKey(app, owner.token, 'paystack');
    expect(none.statusCode).toBe(422);
    expect(none.json().error).toContain('save one first');

    await putPaystack(app, owner.token, { secret_key: KNOWN_KEY });
    paystack.requests.length = 0;
    const ok = await testKey(app, owner.token, 'paystack');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ data: { ok: true, status: 200, message: 'Balances retrieved' } });
    expect(paystack.requests).toEqual([
      { method: 'GET', path: '/balance', authorization: `Bearer ${KNOWN_KEY}`, body: null },
    ]);

    await putPaystack(app, owner.token, { secret_key: paystackKey() });
    const refused = await testKey(app, owner.token, 'paystack');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ data: { ok: false, status: 401, message: 'Invalid key' } });

    const away = await testKey(unreachable, owner.token, 'paystack');
    expect(away.statusCode).toBe(200);
    expect(away.json().data).toMatchObject({ ok: false, status: 0 });
    expect(away.json().data.message).toMatch(/^Paystack could not be reached/);
  });

  it('says so when the stored key cannot be opened any more (422), and a new one can be stored', async () => {
    const owner = await signUp(app);
    await putPaystack(app, owner.token, { secret_key: KNOWN_KEY });
    const otherSecret = await testApp(database, {
      paystackSecretKey: INSTANCE_KEY,
      paystackBaseUrl: paystack.url,
      settingsKeySecret: 'd4'.repeat(32),
    });
    try {
      const tested = await testKey(otherSecret, owner.token, 'paystack');
      expect(tested.statusCode).toBe(422);
      expect(tested.json().error).toContain('SETTINGS_KEY_SECRET');
      expect((await putPaystack(otherSecret, owner.token, { secret_key: KNOWN_KEY })).statusCode).toBe(200);
      expect((await testKey(otherSecret, owner.token, 'paystack')).json().data.ok).toBe(true);
    } finally {
      await otherSecret.close();
    }
  });
});
