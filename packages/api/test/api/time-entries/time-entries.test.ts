import { dataEnvelope, type TimeEntry, timeEntryListSchema, timeEntrySchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { testClock, timeAccount } from '../../support/time-helpers.ts';

let database: Database;
let app: FastifyInstance;
const clock = testClock('2026-11-25T06:00:00Z');

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: clock.now });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const entryEnvelope = dataEnvelope(timeEntrySchema);
const HOUR = 3600;

describe(`time entries on ${backend}: manual entries`, () => {
  it('needs a bearer token on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/time_entries'],
      ['POST', '/api/time_entries'],
      ['POST', '/api/time_entries/start'],
      ['POST', '/api/time_entries/stop'],
      ['GET', '/api/time_entries/running'],
      ['PUT', '/api/time_entries/1'],
      ['DELETE', '/api/time_entries/1'],
      ['POST', '/api/projects/1/invoice_time'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('POST /time_entries stores whole seconds from an end time or a duration, in the contract shape', async () => {
    const { time, projectId } = await timeAccount(app);
    const byEnd = await time.create({
      project_id: projectId,
      started_at: '2026-11-24T09:00:00+03:00',
      ended_at: '2026-11-24T09:07:30.900+03:00',
      description: '  Wireframes ',
    });
    expect(byEnd.statusCode).toBe(201);
    const entry = entryEnvelope.parse(byEnd.json()).data;
    expect(entry).toMatchObject({
      project_id: projectId,
      description: 'Wireframes',
      started_at: '2026-11-24T06:00:00.000Z',
      ended_at: '2026-11-24T06:07:30.900Z',
      duration_seconds: 450,
      billable: true,
      invoice_id: null,
    });
    const byDuration = await time.entry('2026-11-24T10:00:00Z', 960, { billable: false });
    expect(byDuration).toMatchObject({
      ended_at: '2026-11-24T10:16:00.000Z',
      duration_seconds: 960,
      billable: false,
    });
  });

  it('refuses an end before the start, more than 24 hours, and both or neither of end and duration (422)', async () => {
    const { time, projectId } = await timeAccount(app);
    const start = '2026-11-24T09:00:00Z';
    const cases: [Record<string, unknown>, string][] = [
      [{ ended_at: '2026-11-24T08:59:59Z' }, 'The end must not be before the start'],
      [{ ended_at: '2026-11-25T09:00:01Z' }, 'An entry cannot be longer than 24 hours'],
      [{ duration_seconds: 86_401 }, 'An entry cannot be longer than 24 hours'],
      [{ duration_seconds: -1 }, 'Duration cannot be negative'],
      [{}, 'Give an end time or a duration'],
      [{ ended_at: '2026-11-24T10:00:00Z', duration_seconds: 60 }, 'Give an end time or a duration'],
      [{ ended_at: 'yesterday' }, 'End must be a time like 2026-11-25T09:30:00+03:00'],
    ];
    for (const [fields, message] of cases) {
      const response = await time.create({ project_id: projectId, started_at: start, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(response.json().error).toBe(message);
    }
    const fraction = await time.create({ project_id: projectId, started_at: start, duration_seconds: 1.5 });
    expect(fraction.statusCode).toBe(400);
    const exactlyADay = await time.create({
      project_id: projectId,
      started_at: start,
      duration_seconds: 86_400,
    });
    expect(exactlyADay.statusCode).toBe(201);
    expect((await time.list()).meta.total_count).toBe(1);
  });

  it("refuses another account's or an unknown project with 422 Project not found, storing nothing", async () => {
    const mine = await timeAccount(app);
    const other = await timeAccount(app);
    for (const projectId of [other.projectId, 999_999, 3_000_000_000]) {
      const response = await mine.time.create({
        project_id: projectId,
        started_at: '2026-11-24T09:00:00Z',
        duration_seconds: 60,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: 'Project not found',
        details: { project_id: ['Project not found'] },
      });
      const started = await mine.time.start({ project_id: projectId });
      expect(started.statusCode).toBe(422);
    }
    expect((await mine.time.list()).meta.total_count).toBe(0);
    expect((await other.time.list()).meta.total_count).toBe(0);
  });
});

describe(`time entries on ${backend}: list, filters and summary`, () => {
  it('lists newest first with project, day (in the account time zone) and billed filters, and sums every match', async () => {
    const { time, projectId, project } = await timeAccount(app);
    const second = (await project({ name: 'Logo' })).id;
    // 23:30 UTC on the 23rd is already the 24th in Nairobi (UTC+3).
    const late = await time.entry('2026-11-23T22:30:00Z', 1800);
    const monday = await time.entry('2026-11-23T06:00:00Z', 3600, { billable: false });
    const tuesday = await time.entry('2026-11-24T06:00:00Z', 600, { project_id: second });
    const all = timeEntryListSchema.parse(await time.list());
    expect(all.data.map((entry) => entry.id)).toEqual([tuesday.id, late.id, monday.id]);
    expect(all.summary).toEqual({ seconds: 6000, billable_seconds: 2400, unbilled_seconds: 2400 });
    expect(all.meta).toEqual({ total_count: 3, current_page: 1, total_pages: 1, per_page: 50 });

    const day24 = await time.list('?from=2026-11-24&to=2026-11-24');
    expect(day24.data.map((entry) => entry.id)).toEqual([tuesday.id, late.id]);
    const day23 = await time.list('?to=2026-11-23');
    expect(day23.data.map((entry) => entry.id)).toEqual([monday.id]);
    const ofProject = await time.list(`?project_id=${projectId}`);
    expect(ofProject.summary).toEqual({ seconds: 5400, billable_seconds: 1800, unbilled_seconds: 1800 });

    await time.invoiced({ rounding_minutes: 15, group_by: 'entry' });
    const billed = await time.list('?billed=true');
    expect(billed.data.map((entry) => entry.id)).toEqual([late.id]);
    expect(billed.summary).toEqual({ seconds: 1800, billable_seconds: 1800, unbilled_seconds: 0 });
    const unbilled = await time.list('?billed=false');
    expect(unbilled.data.map((entry) => entry.id)).toEqual([tuesday.id, monday.id]);
    expect(unbilled.summary.unbilled_seconds).toBe(600);

    const paged = await time.list('?per_page=2&page=2');
    expect(paged.data.map((entry) => entry.id)).toEqual([monday.id]);
    expect(paged.meta).toEqual({ total_count: 3, current_page: 2, total_pages: 2, per_page: 2 });
  });

  it('answers 422 for a bad filter', async () => {
    const { client } = await timeAccount(app);
    for (const query of ['?billed=yes', '?from=2026-02-30', '?project_id=abc', '?per_page=101']) {
      const response = await client.inject('GET', `/time_entries${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });
});

describe(`time entries on ${backend}: PUT and DELETE`, () => {
  it('PUT changes the fields given: a duration moves the end, a new start keeps the duration', async () => {
    const { time, project } = await timeAccount(app);
    const entry = await time.entry('2026-11-24T06:00:00Z', 600);
    const longer = await time.update(entry.id, { duration_seconds: 900, description: 'Call' });
    expect(longer.statusCode).toBe(200);
    expect(longer.json().data).toMatchObject({
      ended_at: '2026-11-24T06:15:00.000Z',
      duration_seconds: 900,
      description: 'Call',
    });
    const moved = await time.update(entry.id, { started_at: '2026-11-24T08:00:00Z' });
    expect(moved.json().data).toMatchObject({ ended_at: '2026-11-24T08:15:00.000Z', duration_seconds: 900 });
    const ended = await time.update(entry.id, { ended_at: '2026-11-24T09:00:00Z', billable: false });
    expect(ended.json().data).toMatchObject({ duration_seconds: 3600, billable: false });
    const other = (await project({ name: 'Logo' })).id;
    const reassigned = await time.update(entry.id, { project_id: other });
    expect(reassigned.json().data.project_id).toBe(other);
  });

  it('PUT refuses an end before the start or more than 24 hours (422), changing nothing', async () => {
    const { time } = await timeAccount(app);
    const entry = await time.entry('2026-11-24T06:00:00Z', 600);
    const before = await time.update(entry.id, { ended_at: '2026-11-24T05:00:00Z' });
    expect(before.statusCode).toBe(422);
    expect(before.json().error).toBe('The end must not be before the start');
    const tooLong = await time.update(entry.id, { duration_seconds: 90_000 });
    expect(tooLong.statusCode).toBe(422);
    const farEnd = await time.update(entry.id, { ended_at: '2026-11-26T06:00:00Z' });
    expect(farEnd.json().error).toBe('An entry cannot be longer than 24 hours');
    expect((await time.list()).data[0]).toEqual(entry);
  });

  it('DELETE removes an entry (204)', async () => {
    const { time } = await timeAccount(app);
    const entry = await time.entry('2026-11-24T06:00:00Z', 600);
    expect((await time.remove(entry.id)).statusCode).toBe(204);
    expect((await time.list()).meta.total_count).toBe(0);
    expect((await time.remove(entry.id)).statusCode).toBe(404);
  });

  it('a billed entry cannot be changed or deleted (422) until its draft invoice is deleted', async () => {
    const { time, client } = await timeAccount(app);
    const entry = await time.entry('2026-11-24T06:00:00Z', 600);
    const invoice = await time.invoiced({ rounding_minutes: 15, group_by: 'entry' });
    for (const response of [await time.update(entry.id, { description: 'x' }), await time.remove(entry.id)]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatch(/billed on an invoice/);
    }
    expect((await time.list()).data[0]).toMatchObject({ invoice_id: invoice.id, description: null });
    expect((await client.remove(invoice.id)).statusCode).toBe(204);
    expect((await time.list()).data[0]?.invoice_id).toBeNull();
    expect((await time.update(entry.id, { description: 'x' })).statusCode).toBe(200);
  });

  it("another account's entry, an unknown and a malformed id answer 404 and change nothing", async () => {
    const mine = await timeAccount(app);
    const other = await timeAccount(app);
    const theirs = await other.time.entry('2026-11-24T06:00:00Z', 600);
    for (const id of [theirs.id, 999_999, 'abc', '1.5', '99999999999']) {
      for (const response of [
        await mine.time.update(id, { description: 'mine' }),
        await mine.time.remove(id),
      ]) {
        expect(response.statusCode, String(id)).toBe(404);
        expect(response.json()).toEqual({ error: 'Time entry not found' });
      }
    }
    expect((await other.time.list()).data).toEqual([theirs]);
    expect((await mine.time.list()).data).toEqual([]);
  });
});

describe(`time entries on ${backend}: the timer`, () => {
  it('starts at the clock, survives as the running entry, and stops in whole seconds', async () => {
    const { time, projectId } = await timeAccount(app);
    expect((await time.running()).json()).toEqual({ data: null });
    clock.set('2026-11-25T06:00:00.250Z');
    const started = await time.start({ project_id: projectId, description: 'Design' });
    expect(started.statusCode).toBe(201);
    const entry: TimeEntry = entryEnvelope.parse(started.json()).data;
    expect(entry).toMatchObject({
      started_at: '2026-11-25T06:00:00.250Z',
      ended_at: null,
      duration_seconds: null,
      description: 'Design',
    });
    clock.advance(95.5);
    expect((await time.running()).json()).toEqual({ data: entry });
    const stopped = await time.stop();
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data).toMatchObject({
      id: entry.id,
      ended_at: '2026-11-25T06:01:35.750Z',
      duration_seconds: 95,
    });
    expect((await time.running()).json()).toEqual({ data: null });
    expect((await time.stop()).json()).toEqual({ data: null });
  });

  it('a second start while a timer runs answers 409, and two concurrent starts make exactly one timer', async () => {
    const { time } = await timeAccount(app);
    expect((await time.start()).statusCode).toBe(201);
    const again = await time.start();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'A timer is already running; stop it before starting another.' });
    await time.stop();

    const both = await Promise.all([time.start(), time.start()]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const list = await time.list();
    expect(list.data.filter((entry) => entry.ended_at === null)).toHaveLength(1);
  });

  it("each user's timer is their own: another account's timer runs beside it", async () => {
    const mine = await timeAccount(app);
    const other = await timeAccount(app);
    expect((await mine.time.start()).statusCode).toBe(201);
    expect((await other.time.start()).statusCode).toBe(201);
    expect((await other.time.running()).json().data.project_id).toBe(other.projectId);
    await other.time.stop();
    expect((await mine.time.running()).json().data).not.toBeNull();
    await mine.time.stop();
  });

  it("GET /users/current says whether the user's own timer runs", async () => {
    const mine = await timeAccount(app);
    const other = await timeAccount(app);
    const timerRunning = async (account: typeof mine) =>
      (await account.client.inject('GET', '/users/current')).json().data.timer_running;
    expect(await timerRunning(mine)).toBe(false);
    await mine.time.start();
    expect([await timerRunning(mine), await timerRunning(other)]).toEqual([true, false]);
    await mine.time.stop();
    expect(await timerRunning(mine)).toBe(false);
  });

  it('a timer left over 24 hours is not stopped (422) but can be ended by PUT; a running timer is not invoiced', async () => {
    const { time } = await timeAccount(app);
    clock.set('2026-11-25T06:00:00Z');
    const entry = entryEnvelope.parse((await time.start()).json()).data;
    const nothing = await time.invoice({ rounding_minutes: 15, group_by: 'entry' });
    expect(nothing.statusCode).toBe(422);
    clock.advance(24 * HOUR + 1);
    const stop = await time.stop();
    expect(stop.statusCode).toBe(422);
    expect(stop.json().error).toMatch(/more than 24 hours/);
    expect((await time.running()).json().data.id).toBe(entry.id);
    const ended = await time.update(entry.id, { duration_seconds: 8 * HOUR });
    expect(ended.json().data).toMatchObject({
      ended_at: '2026-11-25T14:00:00.000Z',
      duration_seconds: 8 * HOUR,
    });
    expect((await time.running()).json()).toEqual({ data: null });
  });

  it('a running timer cannot be moved to start in the future (422)', async () => {
    const { time } = await timeAccount(app);
    clock.set('2026-11-25T06:00:00Z');
    const entry = entryEnvelope.parse((await time.start()).json()).data;
    const future = await time.update(entry.id, { started_at: '2026-11-25T07:00:00Z' });
    expect(future.statusCode).toBe(422);
    const earlier = await time.update(entry.id, { started_at: '2026-11-25T05:00:00Z' });
    expect(earlier.json().data).toMatchObject({ started_at: '2026-11-25T05:00:00.000Z', ended_at: null });
    expect((await time.stop()).json().data.duration_seconds).toBe(HOUR);
  });
});
