import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { fakePaystack } from './fake-paystack.ts';
import { testApp, testDatabase } from './helpers.ts';

type FakePaystack = Awaited<ReturnType<typeof fakePaystack>>;

const ready = <T>(value: T | undefined, name: string): T => {
  if (value === undefined) throw new Error(`${name} is made in beforeAll: read it inside a test or a hook`);
  return value;
};

/**
 * A test file's app with PAYSTACK_SECRET_KEY set, against a fake Paystack over HTTP (PAYSTACK_BASE_URL): made
 * before the file's tests and closed after them, the fake's recorded requests cleared before each test.
 */
export function usePaystackApp() {
  const secret = `sk_test_${randomBytes(16).toString('hex')}`;
  let paystack: FakePaystack | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    paystack = await fakePaystack(secret);
    database = await testDatabase();
    app = await testApp(database, {
      paystackSecretKey: secret,
      paystackBaseUrl: paystack.url,
      publicRateLimitMax: 100_000,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await paystack?.close();
  });
  beforeEach(() => {
    if (paystack) paystack.requests.length = 0;
  });
  return {
    secret,
    /** The x-paystack-signature of `body`: its HMAC-SHA512 under `key`, the app's secret unless given. */
    sign: (body: string, key = secret) => createHmac('sha512', key).update(body).digest('hex'),
    get paystack() {
      return ready(paystack, 'the fake Paystack');
    },
    get database() {
      return ready(database, 'the database');
    },
    get app() {
      return ready(app, 'the app');
    },
  };
}
