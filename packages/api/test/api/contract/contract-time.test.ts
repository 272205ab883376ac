import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { testClock, timeAccount } from '../../support/time-helpers.ts';

// books-contract.md section 8, time tracking: the routes, names and statuses as written.
let database: Database;
let app: FastifyInstance;
const clock = testClock('2026-03-02T08:00:00Z');

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: clock.now });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const KEYS = [
  'id',
  'project_id',
  'user_id',
  'description',
  'started_at',
  'ended_at',
  'duration_seconds',
  'billable',
  'invoice_id',
  'created_at',
];

describe(`books-contract section 8, time tracking, on ${backend}`, () => {
  it('POST /time_entries: 201 with every name; end before start or over 24 h: 422', async () => {
    const { time, projectId } = await timeAccount(app);
    const entry = await time.entry('2026-03-02T07:00:00.000Z', 5400, {
      description: 'Visit',
      billable: true,
    });
    expect(Object.keys(entry)).toEqual(expect.arrayContaining(KEYS));
    expect(entry).toMatchObject({ duration_seconds: 5400, billable: true, invoice_id: null });
    const backwards = await time.create({
      project_id: projectId,
      started_at: '2026-03-02T09:00:00.000Z',
      ended_at: '2026-03-02T08:00:00.000Z',
    });
    expect(backwards.statusCode).toBe(422);
    const long = await time.create({
      project_id: projectId,
      started_at: '2026-03-01T07:00:00.000Z',
      duration_seconds: 24 * 3600 + 1,
    });
    expect(long.statusCode).toBe(422);
  });

  it('GET /time_entries: {data, meta, summary:{seconds, billable_seconds, unbilled_seconds}}', async () => {
    const { time } = await timeAccount(app);
    await time.entry('2026-03-02T07:00:00.000Z', 3600, { billable: true });
    await time.entry('2026-03-02T09:00:00.000Z', 600, { billable: false });
    const list = await time.list('?billed=false');
    expect(list.meta).toMatchObject({ total_count: 2, current_page: 1 });
    expect(list.summary).toEqual({ seconds: 4200, billable_seconds: 3600, unbilled_seconds: 3600 });
  });

  it('start 201, a second start 409; running and stop answer the entry, then data: null', async () => {
    const { time } = await timeAccount(app);
    expect((await time.start()).statusCode).toBe(201);
    expect((await time.start()).statusCode).toBe(409);
    clock.advance(600);
    expect((await time.running()).json().data).toMatchObject({ ended_at: null });
    const stopped = await time.stop();
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data).toMatchObject({ duration_seconds: 600 });
    expect((await time.running()).json()).toEqual({ data: null });
  });

  it('invoice_time: 201 a draft invoice at the hourly rate in hours; nothing unbilled 422; billed entries 422', async () => {
    const { time } = await timeAccount(app, 1500);
    const entry = await time.entry('2026-03-02T07:00:00.000Z', 3000, { billable: true });
    const invoice = await time.invoiced({ rounding_minutes: 15, group_by: 'entry' });
    expect(invoice).toMatchObject({ status: 'draft', total: 1500 });
    expect(invoice.invoice_items[0]).toMatchObject({ unit: 'hours', quantity: 1, unit_price: 1500 });
    expect((await time.invoice({ rounding_minutes: 15, group_by: 'entry' })).statusCode).toBe(422);
    expect((await time.update(entry.id, { description: 'Later' })).statusCode).toBe(422);
    expect((await time.remove(entry.id)).statusCode).toBe(422);
  });
});
