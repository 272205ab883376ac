import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { addMember } from '../../support/team-helpers.ts';

// A membership's last_seen_at: written by the member's signed-in requests, at most once in five minutes.

let database: Database;
let app: OwnersApp;
let clock = new Date('2027-03-01T08:00:00.000Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
  return clock.toISOString();
};

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => clock });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const MINUTE = 60_000;

async function lastSeen(ownerToken: string): Promise<Record<string, string | null>> {
  const answer = await app.inject({ url: '/api/memberships', headers: bearer(ownerToken) });
  expect(answer.statusCode).toBe(200);
  const rows = answer.json().data as { role: string; last_seen_at: string | null }[];
  return Object.fromEntries(rows.map((row) => [row.role, row.last_seen_at]));
}

describe(`a member's last seen, on ${backend}`, () => {
  it('is written by their requests, at most once in five minutes, by the app’s clock', async () => {
    const owner = await signUp(app);
    const start = clock.toISOString();
    const accountant = await addMember(app, owner.token, 'accountant');
    // Accepting signs them in, but they have not worked in the business yet; the owner's requests count.
    expect(await lastSeen(owner.token)).toEqual({ owner: start, accountant: null });
    const first = advance(MINUTE);
    await app.inject({ url: '/api/account', headers: bearer(accountant.token) });
    expect(await lastSeen(owner.token)).toEqual({ owner: start, accountant: first });

    // Within five minutes nothing is written, however many requests.
    advance(4 * MINUTE);
    for (let i = 0; i < 3; i++) {
      const read = await app.inject({ url: '/api/account', headers: bearer(accountant.token) });
      expect(read.statusCode).toBe(200);
    }
    expect(await lastSeen(owner.token)).toEqual({ owner: start, accountant: first });

    // Past five minutes the next request writes it (the owner's too: reading the team is one of theirs).
    const later = advance(2 * MINUTE);
    await app.inject({ url: '/api/account', headers: bearer(accountant.token) });
    expect(await lastSeen(owner.token)).toEqual({ owner: later, accountant: later });
  });
});
