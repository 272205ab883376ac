import { accountSchema, dataEnvelope } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';

let database: Database;
let app: FastifyInstance;
// 22:30 UTC on 31 December 2026: already 1 January 2027 in Nairobi (UTC+3), still 31 December in UTC.
const NOW = new Date('2026-12-31T22:30:00Z');

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => NOW });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const accountEnvelope = dataEnvelope(accountSchema);
const putAccount = (token: string, account: unknown) =>
  app.inject({ method: 'PUT', url: '/api/account', headers: bearer(token), payload: { account } });
const report = async (token: string, path: string) =>
  (await app.inject({ url: `/api/reports/${path}`, headers: bearer(token) })).json() as {
    data: { as_of?: string; from?: string; to?: string };
  };

describe(`the account's time zone on ${backend}`, () => {
  it('is Africa/Nairobi for a new business, changes to any IANA zone and refuses anything else', async () => {
    const { token, data } = await signUp(app);
    expect(data.account.time_zone).toBe('Africa/Nairobi');
    const changed = await putAccount(token, { time_zone: ' America/Los_Angeles ' });
    expect(accountEnvelope.parse(changed.json()).data.time_zone).toBe('America/Los_Angeles');
    for (const bad of ['Mars/Olympus', '+03:00', 'EAT; drop table accounts', '']) {
      const refused = await putAccount(token, { time_zone: bad });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().details.time_zone).toHaveLength(1);
    }
    expect((await putAccount(token, { time_zone: 42 })).statusCode).toBe(400);
    const kept = await app.inject({ url: '/api/account', headers: bearer(token) });
    expect(accountEnvelope.parse(kept.json()).data.time_zone).toBe('America/Los_Angeles');
  });

  it("dates every report's default by the business's today, not the server's", async () => {
    const { token } = await signUp(app);
    expect((await report(token, 'trial_balance')).data.as_of).toBe('2027-01-01');
    expect((await report(token, 'profit_and_loss')).data).toMatchObject({
      from: '2027-01-01',
      to: '2027-01-01',
    });
    await putAccount(token, { time_zone: 'UTC' });
    expect((await report(token, 'balance_sheet')).data.as_of).toBe('2026-12-31');
    expect((await report(token, 'vat')).data).toMatchObject({ from: '2026-01-01', to: '2026-12-31' });
  });
});
