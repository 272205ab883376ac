import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { JOB_LEASE_MS } from '../../../src/jobs/queue.ts';
import { bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { jobRunner, recordingMailer } from '../../support/job-helpers.ts';
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

const account = (timeZone?: string) => recurringAccount(app, database, timeZone);
const later = (iso: string, ms: number) => new Date(Date.parse(iso) + ms);

describe('recurring invoices: the series', () => {
  it('creates a series with the defaults and answers it as the contract says', async () => {
    const a = await account();
    const series = await a.created({ frequency: 'monthly', start_date: '2027-01-15', notes: 'Retainer' });
    expect(series).toMatchObject({
      contact_id: a.contactId,
      frequency: 'monthly',
      interval: 1,
      start_date: '2027-01-15',
      end_date: null,
      occurrences: null,
      next_issue_date: '2027-01-15',
      due_days: 14,
      auto_send: false,
      missed_periods: 'create',
      status: 'active',
      currency: 'KES',
      notes: 'Retainer',
      periods_done: 0,
      invoices: [],
    });
    expect(series.items[0]).toMatchObject({
      description: 'Consulting',
      unit_price: 2500,
      ledger_account_id: null,
    });
    const list = await app.inject({ url: '/api/recurring_invoices?status=active', headers: bearer(a.token) });
    expect(list.json().data.map((s: { id: number }) => s.id)).toEqual([series.id]);
    expect(list.json().meta).toMatchObject({ total_count: 1, current_page: 1 });
  });

  it('refuses bad input with a clear error and creates nothing', async () => {
    const a = await account();
    const cases: [Record<string, unknown>, string][] = [
      [
        { frequency: 'daily', start_date: '2027-01-15' },
        'Frequency must be weekly, monthly, quarterly or yearly',
      ],
      [{ frequency: 'monthly', start_date: '2027-02-30' }, 'Start date'],
      [
        { frequency: 'monthly', start_date: '2027-01-15', end_date: '2027-01-01' },
        'End date cannot be before the start date',
      ],
      [
        { frequency: 'monthly', start_date: '2027-01-15', end_date: '2027-06-01', occurrences: 3 },
        'not both',
      ],
      [{ frequency: 'monthly', start_date: '2027-01-15', interval: 0 }, 'Interval must be between 1 and 120'],
      [{ frequency: 'monthly', start_date: '2027-01-15', items: [] }, 'Add at least one item'],
      [{ frequency: 'monthly', start_date: '2025-06-01' }, 'at most one year ago'],
      [{ frequency: 'monthly', start_date: '2027-01-15', contact_id: 2147483647 }, 'Contact not found'],
    ];
    for (const [fields, message] of cases) {
      const response = await a.create(fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const other = await signUp(app);
    const list = await app.inject({ url: '/api/recurring_invoices', headers: bearer(a.token) });
    expect(list.json().data).toEqual([]);
    const series = await a.created({ frequency: 'monthly', start_date: '2027-01-15' });
    for (const url of [`/api/recurring_invoices/${series.id}`, '/api/recurring_invoices/abc']) {
      const response = await app.inject({ url, headers: bearer(other.token) });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Recurring invoice not found');
    }
  });

  it('issues each period once with its own dates and lines, then finishes after its occurrences', async () => {
    const a = await account();
    const series = await a.created({
      frequency: 'weekly',
      interval: 2,
      start_date: '2027-01-12',
      occurrences: 3,
      due_days: 7,
    });
    // Nairobi is UTC+3: the period of 12 January is issued at 07:00 there, 04:00 UTC.
    await a.run('2027-01-12T03:59:59Z');
    expect(await a.issued(series.id)).toEqual([]);
    await a.run('2027-01-12T04:00:00Z');
    const [first] = (await a.get(series.id)).invoices;
    const invoice = await a.invoice(first!.id);
    expect(invoice).toMatchObject({
      issue_date: '2027-01-12',
      due_date: '2027-01-19',
      status: 'draft',
      total: 2500,
    });
    await a.run('2027-02-10T04:00:00Z');
    expect(await a.issued(series.id)).toEqual(['2027-01-12', '2027-01-26', '2027-02-09']);
    expect(await a.get(series.id)).toMatchObject({
      status: 'finished',
      next_issue_date: null,
      periods_done: 3,
    });
    expect(a.sentTo()).toHaveLength(0);
  });

  it('pauses, resumes, skips or creates the periods missed, and stops (keeping its invoices)', async () => {
    const a = await account();
    const create = await a.created({ frequency: 'monthly', start_date: '2027-01-05' });
    const skip = await a.created({ frequency: 'monthly', start_date: '2027-01-05', missed_periods: 'skip' });
    await a.run('2027-01-05T04:00:00Z');
    for (const id of [create.id, skip.id]) {
      expect((await a.call('POST', `/recurring_invoices/${id}/pause`)).json().data.status).toBe('paused');
    }
    expect((await a.call('POST', `/recurring_invoices/${skip.id}/pause`)).statusCode).toBe(422);
    await a.run('2027-04-20T04:00:00Z');
    expect(await a.issued(create.id)).toEqual(['2027-01-05']);
    for (const id of [create.id, skip.id]) {
      expect((await a.call('POST', `/recurring_invoices/${id}/resume`)).json().data.status).toBe('active');
    }
    await a.run('2027-04-20T04:00:00Z');
    expect(await a.issued(create.id)).toEqual(['2027-01-05', '2027-02-05', '2027-03-05', '2027-04-05']);
    expect(await a.issued(skip.id)).toEqual(['2027-01-05', '2027-04-05']);
    expect((await a.get(skip.id)).periods_done).toBe(4);

    const stopped = await a.call('DELETE', `/recurring_invoices/${create.id}`);
    expect(stopped.json().data).toMatchObject({ status: 'finished', next_issue_date: null });
    await a.run('2027-06-20T04:00:00Z');
    expect(await a.issued(create.id)).toHaveLength(4);
    const edit = await a.call('PUT', `/recurring_invoices/${create.id}`, {
      recurring_invoice: { due_days: 3 },
    });
    expect(edit.statusCode).toBe(422);
  });

  it('applies a new schedule to the periods after the last one issued', async () => {
    const a = await account();
    const series = await a.created({ frequency: 'monthly', start_date: '2027-01-10' });
    await a.run('2027-01-10T04:00:00Z');
    const changed = await a.call('PUT', `/recurring_invoices/${series.id}`, {
      recurring_invoice: { frequency: 'weekly', due_days: 5 },
    });
    expect(changed.json().data).toMatchObject({
      frequency: 'weekly',
      next_issue_date: '2027-01-17',
      due_days: 5,
    });
  });
});

describe('recurring invoices: exactly once', () => {
  it('two runners at once over the same due work create one invoice per period', async () => {
    const a = await account();
    // Due in 30 days: no payment reminder falls in these weeks, only the invoices' own e-mails.
    const series = await a.created({
      frequency: 'weekly',
      start_date: '2027-01-04',
      auto_send: true,
      due_days: 30,
    });
    const other = jobRunner(database.db, a.mail.mailer);
    for (const at of ['2027-01-04T04:00:00Z', '2027-01-18T05:00:00Z', '2027-01-18T05:00:00Z']) {
      await Promise.all([a.run(at), other(at), a.run(at)]);
    }
    expect(await a.issued(series.id)).toEqual(['2027-01-04', '2027-01-11', '2027-01-18']);
    expect(a.sentTo()).toHaveLength(3);
    const invoices = (await a.get(series.id)).invoices;
    expect(invoices.every((invoice) => invoice.status === 'sent')).toBe(true);
  });

  it('a runner killed between creating an invoice and sending its e-mail sends it once after restart', async () => {
    const a = await account();
    const series = await a.created({ frequency: 'monthly', start_date: '2027-01-11', auto_send: true });
    const dying = recordingMailer();
    dying.hold(); // never released: the process dies while sending
    void jobRunner(database.db, dying.mailer)('2027-01-11T04:00:00Z');
    await expect.poll(() => a.issued(series.id)).toEqual(['2027-01-11']);

    await a.run(later('2027-01-11T04:00:00Z', JOB_LEASE_MS - 1));
    expect(a.sentTo()).toHaveLength(0);
    await a.run(later('2027-01-11T04:00:00Z', JOB_LEASE_MS));
    await a.run(later('2027-01-11T04:00:00Z', 2 * JOB_LEASE_MS));
    expect(a.sentTo()).toHaveLength(1);
    expect(a.sentTo()[0]!.subject).toMatch(/^Invoice INV-\d+ from Wanjiru Traders$/);
    expect(await a.issued(series.id)).toEqual(['2027-01-11']);
  });

  it('catches up 72 hours of downtime in one run, each period with its own date, each e-mail once', async () => {
    const a = await account();
    const series = await Promise.all(
      ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04'].map((start_date) =>
        a.created({ frequency: 'monthly', start_date, auto_send: true }),
      ),
    );
    // Up on 1 March at 07:00 Nairobi, then down for 72 hours: the next run is on 4 March at 07:00.
    await a.run('2027-03-01T04:00:00Z');
    expect(a.sentTo()).toHaveLength(1);
    await a.run('2027-03-04T04:00:00Z');
    const issued = await Promise.all(series.map((s) => a.issued(s.id)));
    expect(issued).toEqual([['2027-03-01'], ['2027-03-02'], ['2027-03-03'], ['2027-03-04']]);
    expect(a.sentTo()).toHaveLength(4);
    await a.run('2027-03-04T05:00:00Z');
    expect(a.sentTo()).toHaveLength(4);
  });
});
