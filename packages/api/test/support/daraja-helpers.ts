import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { darajaMock, type MockApp } from './daraja-mock.ts';
import { bearer, testApp } from './helpers.ts';

/** DARAJA_KEY_SECRET of the test apps. */
export const KEY_SECRET = 'a1'.repeat(32);

/** Safaricom's sandbox test shortcode and passkey; made-up consumer key and secret. */
export const SANDBOX_APP: MockApp = {
  consumerKey: 'GvzjNnYgNJtwgwfLBkZh65VPwfuKvs0V',
  consumerSecret: 'oOpJICRVlyrGSAkM',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  type: 'paybill',
  environment: 'sandbox',
};

/** A clock the test moves by hand: every part of the app and the mock reads it. */
export function testClock(start = '2026-03-02T07:00:00.000Z') {
  let current = new Date(start);
  return {
    now: () => current,
    advance: (seconds: number) => {
      current = new Date(current.getTime() + seconds * 1000);
      return current;
    },
  };
}

/** The strict mock, and the owners' app pointed at it with DARAJA_KEY_SECRET, on one clock. */
export async function darajaWorld(database: Database, app: MockApp = SANDBOX_APP) {
  const clock = testClock();
  const mock = await darajaMock(app, clock.now);
  const server = await testApp(database, {
    publicRateLimitMax: 100_000,
    darajaBaseUrl: mock.url,
    darajaKeySecret: KEY_SECRET,
    now: clock.now,
  });
  return {
    clock,
    mock,
    app: server,
    daraja: { darajaBaseUrl: mock.url, darajaKeySecret: KEY_SECRET, now: clock.now },
  };
}

/** PUT /account/daraja with the mock app's settings (and `extra`); answers the response. */
export const saveDaraja = (
  app: FastifyInstance,
  token: string,
  mockApp: MockApp,
  extra: Record<string, unknown> = {},
) =>
  app.inject({
    method: 'PUT',
    url: '/api/account/daraja',
    headers: bearer(token),
    payload: {
      daraja: {
        enabled: true,
        environment: mockApp.environment,
        shortcode_type: mockApp.type,
        shortcode: mockApp.shortcode,
        till_number: mockApp.tillNumber ?? null,
        consumer_key: mockApp.consumerKey,
        consumer_secret: mockApp.consumerSecret,
        passkey: mockApp.passkey,
        ...extra,
      },
    },
  });

/** The path of a URL (what app.inject takes for a callback the mock would post). */
export const pathOf = (url: string) => new URL(url).pathname;
