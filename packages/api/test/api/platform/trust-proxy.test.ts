import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import type { Database } from '../../../src/db/client.ts';
import { backend, testApp, testDatabase, uniqueEmail } from '../../support/helpers.ts';

// Whose X-Forwarded-For the sign-in limit believes, for each form TRUST_PROXY takes.

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database?.close();
});

const LIMIT = 2;

/** The statuses of sign-ins through `trust`, each from the socket address `peer` with the given header. */
async function signIns(trustProxy: string, attempts: Array<{ peer: string; forwardedFor?: string }>) {
  const app = await testApp(database, {
    authRateLimitMax: LIMIT,
    trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy,
  });
  try {
    const statuses: number[] = [];
    for (const { peer, forwardedFor } of attempts) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: peer,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        payload: { user: { email: uniqueEmail('proxy'), password: 'not the password' } },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  } finally {
    await app.close();
  }
}

let client = 0;
/** A client address of its own for each case (the limits are shared through the database). */
const nextClient = () => `198.51.100.${++client}`;

describe(`TRUST_PROXY on ${backend}`, () => {
  it('1 (and true): the entry the one proxy appended counts, a forged first entry does not', async () => {
    for (const setting of ['1', 'true']) {
      const real = nextClient();
      const forged = [1, 2, 3, 4].map((n) => ({ peer: '10.0.0.5', forwardedFor: `203.0.113.${n}, ${real}` }));
      expect(await signIns(setting, forged), setting).toEqual([401, 401, 429, 429]);
    }
  });

  it('2: two proxies in front, the address the first one saw counts', async () => {
    const real = nextClient();
    const attempts = [1, 2, 3].map((n) => ({
      peer: '10.0.0.5',
      forwardedFor: `203.0.113.${n}, ${real}, 10.0.0.9`,
    }));
    expect(await signIns('2', attempts)).toEqual([401, 401, 429]);
  });

  it("a list: only those proxies' headers are believed", async () => {
    const real = nextClient();
    const fromProxy = [1, 2, 3].map((n) => ({ peer: '10.1.2.3', forwardedFor: `203.0.113.${n}, ${real}` }));
    expect(await signIns('10.0.0.0/8', fromProxy)).toEqual([401, 401, 429]);
    // A peer outside the list is the client itself, whatever it writes.
    const direct = nextClient();
    const spoofing = [1, 2, 3].map((n) => ({ peer: direct, forwardedFor: `192.0.2.${n}` }));
    expect(await signIns('10.0.0.0/8', spoofing)).toEqual([401, 401, 429]);
  });

  it('false: the header is ignored, every request is its peer', async () => {
    const peer = nextClient();
    const attempts = [1, 2, 3].map((n) => ({ peer, forwardedFor: `192.0.2.${100 + n}` }));
    expect(await signIns('false', attempts)).toEqual([401, 401, 429]);
  });
});
