import { type Invoice, invoiceSchema } from '@daftari/contracts';
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

const MIN = 60;
const cents = (amount: number) => BigInt(Math.round(amount * 100));

/** S × rate / 3600 in cents, rounded once, half up (the test's own arithmetic, independent of the app's). */
const worth = (seconds: number, rateCents: bigint) => (BigInt(seconds) * rateCents * 2n + 3600n) / 7200n;
const roundUp = (seconds: number, minutes: number) => Math.ceil(seconds / (minutes * MIN)) * minutes * MIN;

/** Entries of several days, seconds that are not whole minutes, and a 7- and a 16-minute one. */
const ENTRIES: [string, number][] = [
  ['2026-11-23T06:00:00Z', 7 * MIN],
  ['2026-11-23T07:00:00Z', 16 * MIN],
  ['2026-11-23T08:00:00Z', 44 * MIN + 20],
  ['2026-11-24T06:00:00Z', 61 * MIN],
  ['2026-11-24T09:00:00Z', 2 * 3600 + 59],
  ['2026-11-25T05:00:00Z', 1],
];
const DAY_OF = (startedAt: string) => startedAt.slice(0, 10);

/** The rounded seconds of each line the invoice should have. */
function expectedLines(rounding: number, groupBy: 'entry' | 'day') {
  if (groupBy === 'entry') return ENTRIES.map(([, seconds]) => roundUp(seconds, rounding));
  const days = new Map<string, number>();
  for (const [startedAt, seconds] of ENTRIES) {
    days.set(DAY_OF(startedAt), (days.get(DAY_OF(startedAt)) ?? 0) + roundUp(seconds, rounding));
  }
  return [...days.values()];
}

describe(`invoice_time on ${backend}: the lines and their arithmetic`, () => {
  it('bills the 7- and 16-minute entries at 15-minute rounding as 0.25 h and 0.5 h at the hourly rate', async () => {
    const { time, contactId, projectId } = await timeAccount(app, 1500);
    clock.set('2026-11-25T06:00:00Z');
    const seven = await time.entry('2026-11-24T06:00:00Z', 7 * MIN, { description: 'Wireframes' });
    const sixteen = await time.entry('2026-11-24T07:00:00Z', 16 * MIN, { description: 'Call' });
    const response = await time.invoice({ rounding_minutes: 15, group_by: 'entry' });
    expect(response.statusCode).toBe(201);
    const invoice: Invoice = invoiceSchema.parse(response.json().data);
    expect(invoice).toMatchObject({
      status: 'draft',
      contact_id: contactId,
      project_id: projectId,
      issue_date: '2026-11-25',
      due_date: '2026-12-25',
      total: 1125,
    });
    expect(
      invoice.invoice_items.map((item) => [
        item.description,
        item.quantity,
        item.unit,
        item.unit_price,
        item.total,
      ]),
    ).toEqual([
      ['Wireframes (2026-11-24)', 0.25, 'hours', 1500, 375],
      ['Call (2026-11-24)', 0.5, 'hours', 1500, 750],
    ]);
    const entries = (await time.list()).data;
    expect(entries.map((entry) => [entry.id, entry.invoice_id])).toEqual([
      [sixteen.id, invoice.id],
      [seven.id, invoice.id],
    ]);
  });

  for (const rounding of [1, 6, 15, 30, 60]) {
    for (const groupBy of ['entry', 'day'] as const) {
      it(`rounds each entry up to ${rounding} min, one line per ${groupBy}: total = Σ rounded seconds × rate / 3600`, async () => {
        // 1,500.00/h: every line is a whole number of cents, so the total is the whole sum rounded once.
        const { time } = await timeAccount(app, 1500);
        for (const [startedAt, seconds] of ENTRIES) await time.entry(startedAt, seconds);
        const invoice = await time.invoiced({ rounding_minutes: rounding, group_by: groupBy });
        const lines = expectedLines(rounding, groupBy);
        expect(invoice.invoice_items).toHaveLength(lines.length);
        const seconds = lines.reduce((sum, line) => sum + line, 0);
        expect(cents(invoice.total)).toBe(worth(seconds, 150_000n));
        for (const [index, item] of invoice.invoice_items.entries()) {
          expect(cents(item.total), item.description).toBe(worth(lines[index]!, 150_000n));
          if (item.unit === 'hours') expect(item.quantity).toBe(lines[index]! / 3600);
        }
      });
    }
  }

  it('at an awkward rate each line is its seconds × rate / 3600 rounded once, for every rounding and grouping', async () => {
    for (const rounding of [1, 6, 15, 30, 60]) {
      for (const groupBy of ['entry', 'day'] as const) {
        const { time } = await timeAccount(app, 1234.57);
        for (const [startedAt, seconds] of ENTRIES) await time.entry(startedAt, seconds);
        const invoice = await time.invoiced({ rounding_minutes: rounding, group_by: groupBy });
        const lines = expectedLines(rounding, groupBy);
        const label = `${rounding} min per ${groupBy}`;
        expect(
          invoice.invoice_items.map((item) => cents(item.total)),
          label,
        ).toEqual(lines.map((seconds) => worth(seconds, 123_457n)));
        expect(cents(invoice.total), label).toBe(lines.reduce((sum, s) => sum + worth(s, 123_457n), 0n));
      }
    }
  });

  it('1-minute rounding: minutes the hours cannot hold exactly are one service at their exact value', async () => {
    const { time } = await timeAccount(app, 1500);
    await time.entry('2026-11-24T06:00:00Z', 7 * MIN - 30, { description: 'Fix' });
    await time.entry('2026-11-24T07:00:00Z', 9 * MIN, { description: 'Deploy' });
    const invoice = await time.invoiced({ rounding_minutes: 1, group_by: 'entry' });
    expect(
      invoice.invoice_items.map((item) => [
        item.description,
        item.quantity,
        item.unit,
        item.unit_price,
        item.total,
      ]),
    ).toEqual([
      ['Fix (2026-11-24), 7 min at 1500.00/h', 1, 'services', 175, 175],
      ['Deploy (2026-11-24)', 0.15, 'hours', 1500, 225],
    ]);
  });

  it('per day, a line sums the rounded entries of one day (in the account time zone)', async () => {
    const { time } = await timeAccount(app, 1000);
    // 22:30 UTC on the 23rd is the 24th in Nairobi.
    await time.entry('2026-11-23T22:30:00Z', 7 * MIN, { description: 'Late' });
    await time.entry('2026-11-24T07:00:00Z', 16 * MIN, { description: 'Call' });
    await time.entry('2026-11-25T07:00:00Z', 50 * MIN);
    const invoice = await time.invoiced({ rounding_minutes: 15, group_by: 'day' });
    expect(invoice.invoice_items.map((item) => [item.description, item.quantity, item.total])).toEqual([
      ['2026-11-24: Late; Call', 0.75, 750],
      ['Time (2026-11-25)', 1, 1000],
    ]);
  });
});

describe(`invoice_time on ${backend}: which entries, and refusals`, () => {
  it('bills only ended, billable, unbilled entries of the project up to `to`; nothing left: 422', async () => {
    const { time, project } = await timeAccount(app, 1000);
    const other = (await project({ name: 'Logo' })).id;
    const early = await time.entry('2026-11-20T06:00:00Z', 30 * MIN);
    const late = await time.entry('2026-11-24T06:00:00Z', 30 * MIN);
    const free = await time.entry('2026-11-20T07:00:00Z', 30 * MIN, { billable: false });
    const elsewhere = await time.entry('2026-11-20T08:00:00Z', 30 * MIN, { project_id: other });
    await time.start();
    const first = await time.invoiced({ to: '2026-11-21', rounding_minutes: 15, group_by: 'entry' });
    expect(first.total).toBe(500);
    const second = await time.invoiced({ rounding_minutes: 15, group_by: 'entry' });
    expect(second.total).toBe(500);
    const byId = new Map((await time.list()).data.map((entry) => [entry.id, entry.invoice_id]));
    expect(byId.get(early.id)).toBe(first.id);
    expect(byId.get(late.id)).toBe(second.id);
    expect(byId.get(free.id)).toBeNull();
    expect(byId.get(elsewhere.id)).toBeNull();
    const nothing = await time.invoice({ rounding_minutes: 15, group_by: 'entry' });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json()).toEqual({ error: 'This project has no unbilled time to invoice.' });
  });

  it('refuses a fixed-price project and an hourly one without a rate (422), and bad bodies (422)', async () => {
    const { time, project } = await timeAccount(app, null);
    await time.entry('2026-11-24T06:00:00Z', 30 * MIN);
    const noRate = await time.invoice({ rounding_minutes: 15, group_by: 'entry' });
    expect(noRate.statusCode).toBe(422);
    expect(noRate.json().error).toBe("Set the project's hourly rate before invoicing its time.");
    const fixed = (await project({ project_type: 'fixed_price', flat_rate: 1000 })).id;
    await time.entry('2026-11-24T07:00:00Z', 30 * MIN, { project_id: fixed });
    const fixedAnswer = await time.invoice({ rounding_minutes: 15, group_by: 'entry' }, fixed);
    expect(fixedAnswer.statusCode).toBe(422);
    expect(fixedAnswer.json().error).toBe(
      'This project has a fixed price: only hourly projects bill their time.',
    );
    for (const body of [
      { rounding_minutes: 10, group_by: 'entry' },
      { rounding_minutes: 15, group_by: 'week' },
      { rounding_minutes: 15, group_by: 'day', to: '2026-13-01' },
    ]) {
      expect((await time.invoice(body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await time.list('?billed=true')).meta.total_count).toBe(0);
  });

  it("another account's project, an unknown and a malformed id answer 404, billing nothing", async () => {
    const mine = await timeAccount(app);
    const other = await timeAccount(app);
    await other.time.entry('2026-11-24T06:00:00Z', 30 * MIN);
    for (const id of [other.projectId, 999_999]) {
      const response = await mine.time.invoice({ rounding_minutes: 15, group_by: 'entry' }, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Project not found' });
    }
    const malformed = await mine.client.inject('POST', '/projects/abc/invoice_time', {
      rounding_minutes: 15,
      group_by: 'entry',
    });
    expect(malformed.statusCode).toBe(404);
    expect((await other.time.list('?billed=true')).meta.total_count).toBe(0);
  });

  it('two concurrent calls make exactly one invoice; the other answers 422 and every entry is billed once', async () => {
    const { time, client } = await timeAccount(app, 1500);
    for (const [startedAt, seconds] of ENTRIES) await time.entry(startedAt, seconds);
    const body = { rounding_minutes: 15, group_by: 'entry' };
    const answers = await Promise.all([time.invoice(body), time.invoice(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const invoice = answers.find((answer) => answer.statusCode === 201)!.json().data as Invoice;
    expect(invoice.invoice_items).toHaveLength(ENTRIES.length);
    const invoices = (await client.list()).json().data as Invoice[];
    expect(invoices.map((found) => found.id)).toEqual([invoice.id]);
    const entries = (await time.list()).data;
    expect(entries.every((entry) => entry.invoice_id === invoice.id)).toBe(true);
  });

  it('deleting the draft frees its entries, which a new call bills again', async () => {
    const { time, client } = await timeAccount(app, 1500);
    await time.entry('2026-11-24T06:00:00Z', 7 * MIN);
    await time.entry('2026-11-24T07:00:00Z', 16 * MIN);
    const first = await time.invoiced({ rounding_minutes: 15, group_by: 'day' });
    expect((await time.list()).summary.unbilled_seconds).toBe(0);
    expect((await client.remove(first.id)).statusCode).toBe(204);
    const freed = await time.list('?billed=false');
    expect(freed.meta.total_count).toBe(2);
    expect(freed.summary.unbilled_seconds).toBe(23 * MIN);
    const again = await time.invoiced({ rounding_minutes: 15, group_by: 'entry' });
    expect(again.total).toBe(1125);
  });
});
