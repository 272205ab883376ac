import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import { recurringAccount } from '../../support/recurring-helpers.ts';

// books-contract.md section 7, recurring invoices and reminders: the routes, names and statuses as written.
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => new Date('2026-03-15T09:00:00Z') });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const KEYS = [
  'id',
  'contact_id',
  'project_id',
  'frequency',
  'interval',
  'start_date',
  'end_date',
  'occurrences',
  'next_issue_date',
  'due_days',
  'auto_send',
  'missed_periods',
  'status',
  'items',
  'notes',
  'invoices',
];

describe(`books-contract section 7, recurring invoices and reminders, on ${backend}`, () => {
  it('POST /recurring_invoices: 201 with every name; pause and resume answer {data}; DELETE stops it', async () => {
    const account = await recurringAccount(app, database);
    const series = await account.created({
      frequency: 'monthly',
      interval: 1,
      start_date: '2030-01-31',
      due_days: 14,
      missed_periods: 'create',
    });
    expect(Object.keys(series)).toEqual(expect.arrayContaining(KEYS));
    expect(series).toMatchObject({ status: 'active', next_issue_date: '2030-01-31', invoices: [] });
    const paused = await account.call('POST', `/recurring_invoices/${series.id}/pause`);
    expect(paused.json().data).toMatchObject({ status: 'paused' });
    const resumed = await account.call('POST', `/recurring_invoices/${series.id}/resume`);
    expect(resumed.json().data).toMatchObject({ status: 'active' });
    const stopped = await account.call('DELETE', `/recurring_invoices/${series.id}`);
    expect(stopped.statusCode).toBeLessThan(300);
  });

  it('the account answers time_zone (Africa/Nairobi by default) and reminders {enabled, steps}', async () => {
    const account = await recurringAccount(app, database);
    const read = await account.client.ok<Record<string, unknown>>(account.client.inject('GET', '/account'));
    expect(read).toMatchObject({ time_zone: 'Africa/Nairobi' });
    expect(read.reminders).toEqual({ enabled: expect.any(Boolean), steps: expect.any(Array) });
  });

  it('an invoice has reminders_enabled (default true) and GET /invoices/{id}/activity {data:[{at, kind, detail}]}', async () => {
    const { client, contactId } = await recurringAccount(app, database);
    const draft = await client.created({ contact_id: contactId });
    expect(draft).toMatchObject({ reminders_enabled: true });
    await client.ok(client.addItems(draft.id, [line()]));
    await client.ok(client.update(draft.id, { status: 'sent' }));
    const activity = (await client.inject('GET', `/invoices/${draft.id}/activity`)).json();
    const kinds = (activity.data as { at: string; kind: string; detail: unknown }[]).map((event) => {
      expect(event).toMatchObject({ at: expect.any(String), kind: expect.any(String) });
      expect(event).toHaveProperty('detail');
      return event.kind;
    });
    expect(kinds).toEqual(expect.arrayContaining(['created', 'sent']));
  });
});
