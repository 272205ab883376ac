import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { testApp, testDatabase } from '../../support/helpers.ts';
import { recurringAccount } from '../../support/recurring-helpers.ts';
import { testClock } from '../../support/time-helpers.ts';

let database: Database;
let app: FastifyInstance;
const clock = testClock('2027-01-10T09:00:00Z');

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: clock.now });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Runs one instant before and at `at`: the period must appear exactly at `at`. */
async function issuedExactlyAt(a: Awaited<ReturnType<typeof recurringAccount>>, id: number, at: string) {
  const before = (await a.issued(id)).length;
  await a.run(new Date(Date.parse(at) - 1000));
  expect(await a.issued(id), `nothing before ${at}`).toHaveLength(before);
  await a.run(at);
  expect(await a.issued(id), `one more at ${at}`).toHaveLength(before + 1);
}

describe('recurring invoices in the account time zone (07:00 on the period date)', () => {
  it('Africa/Nairobi (UTC+3, no daylight saving)', async () => {
    const a = await recurringAccount(app, database, 'Africa/Nairobi');
    const series = await a.created({ frequency: 'quarterly', start_date: '2027-01-31', occurrences: 3 });
    await issuedExactlyAt(a, series.id, '2027-01-31T04:00:00Z');
    await issuedExactlyAt(a, series.id, '2027-04-30T04:00:00Z');
    await issuedExactlyAt(a, series.id, '2027-07-31T04:00:00Z');
    expect(await a.issued(series.id)).toEqual(['2027-01-31', '2027-04-30', '2027-07-31']);
  });

  it('Europe/London across the change to summer time (07:00 GMT, then 07:00 BST)', async () => {
    const a = await recurringAccount(app, database, 'Europe/London');
    const series = await a.created({ frequency: 'weekly', start_date: '2027-03-21', end_date: '2027-10-31' });
    await issuedExactlyAt(a, series.id, '2027-03-21T07:00:00Z');
    // Clocks go forward on 28 March 2027: 07:00 in London is 06:00 UTC.
    await issuedExactlyAt(a, series.id, '2027-03-28T06:00:00Z');
    // And back on 31 October: 07:00 GMT again.
    await a.run('2027-10-30T12:00:00Z');
    const before = (await a.issued(series.id)).at(-1);
    expect(before).toBe('2027-10-24');
    await issuedExactlyAt(a, series.id, '2027-10-31T07:00:00Z');
  });

  it('America/New_York: a monthly series of the 31st issues on the last day of shorter months', async () => {
    const a = await recurringAccount(app, database, 'America/New_York');
    const series = await a.created({
      frequency: 'monthly',
      start_date: '2027-01-31',
      due_days: 30,
      occurrences: 4,
    });
    await issuedExactlyAt(a, series.id, '2027-01-31T12:00:00Z');
    await issuedExactlyAt(a, series.id, '2027-02-28T12:00:00Z');
    // Summer time from 14 March: 07:00 in New York is 11:00 UTC.
    await issuedExactlyAt(a, series.id, '2027-03-31T11:00:00Z');
    await issuedExactlyAt(a, series.id, '2027-04-30T11:00:00Z');
    expect(await a.issued(series.id)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    const feb = (await a.get(series.id)).invoices.find((invoice) => invoice.issue_date === '2027-02-28')!;
    expect((await a.invoice(feb.id)).due_date).toBe('2027-03-30');
  });

  it('Pacific/Auckland: the invoice of 1 February is issued while it is still 31 January in UTC', async () => {
    const a = await recurringAccount(app, database, 'Pacific/Auckland');
    const series = await a.created({ frequency: 'monthly', start_date: '2027-02-01', occurrences: 4 });
    await issuedExactlyAt(a, series.id, '2027-01-31T18:00:00Z');
    // New Zealand summer time ends on 4 April: 07:00 on 1 May is 19:00 UTC on 30 April.
    await issuedExactlyAt(a, series.id, '2027-02-28T18:00:00Z');
    await a.run('2027-04-29T00:00:00Z');
    await issuedExactlyAt(a, series.id, '2027-04-30T19:00:00Z');
    expect((await a.issued(series.id)).at(-1)).toBe('2027-05-01');
  });

  it('starting on 29 February: yearly on 28 February in other years, monthly on the 29th', async () => {
    const a = await recurringAccount(app, database, 'Africa/Nairobi');
    const yearly = await a.created({ frequency: 'yearly', start_date: '2028-02-29', occurrences: 5 });
    const monthly = await a.created({ frequency: 'monthly', start_date: '2028-02-29', occurrences: 3 });
    await a.run('2032-03-01T04:00:00Z');
    expect(await a.issued(yearly.id)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
    expect(await a.issued(monthly.id)).toEqual(['2028-02-29', '2028-03-29', '2028-04-29']);
  });

  it('follows a time zone changed in the account settings', async () => {
    const a = await recurringAccount(app, database, 'Africa/Nairobi');
    const series = await a.created({ frequency: 'weekly', start_date: '2027-01-17', occurrences: 1 });
    await a.client.ok(a.client.inject('PUT', '/account', { account: { time_zone: 'America/New_York' } }));
    await issuedExactlyAt(a, series.id, '2027-01-17T12:00:00Z');
  });
});
