import type { ActivityEvent } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { recurringAccount } from '../../support/recurring-helpers.ts';
import { testClock } from '../../support/time-helpers.ts';

let database: Database;
let app: FastifyInstance;
const clock = testClock('2027-05-03T09:00:00Z');

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: clock.now });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const activityOf = async (token: string, id: string) => {
  const response = await app.inject({ url: `/api/invoices/${id}/activity`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json().data as ActivityEvent[];
};

const viewPayPage = (id: string) => app.inject({ url: `/api/public/invoices/${id}` });

describe('GET /invoices/{id}/activity', () => {
  it('lists created, sent, e-mailed, viewed (once an hour), payment and voided, each with its time, oldest first', async () => {
    const { token } = await signUp(app);
    const client = invoiceClient(app, token);
    const contactId = await client.contact({ email: 'achieng@example.com' });
    const invoice = await client.created({
      contact_id: contactId,
      issue_date: '2027-05-03',
      due_date: '2027-05-17',
    });
    await client.ok(client.addItems(invoice.id, [line({ unit_price: 1000 })]));
    expect((await activityOf(token, invoice.id)).map((e) => e.kind)).toEqual(['created']);

    clock.set('2027-05-03T10:00:00Z');
    await client.ok(
      client.inject('POST', `/invoices/${invoice.id}/email_invoice`, { email: 'achieng@example.com' }),
    );
    clock.set('2027-05-03T11:00:00Z');
    expect((await viewPayPage(invoice.id)).statusCode).toBe(200);
    clock.set('2027-05-03T11:59:59Z');
    await viewPayPage(invoice.id); // within the hour: the same visit
    clock.set('2027-05-03T12:00:01Z');
    await viewPayPage(invoice.id);
    clock.set('2027-05-04T08:00:00Z');
    await client.ok(
      client.inject('POST', `/invoices/${invoice.id}/payments`, {
        payment: { amount: 400, paid_on: '2027-05-04', method: 'mpesa', reference: 'QX7QX7QX70' },
      }),
      201,
    );

    const activity = await activityOf(token, invoice.id);
    const recorded = activity.filter((e) => !['created', 'sent', 'payment'].includes(e.kind));
    expect(recorded).toEqual([
      { at: '2027-05-03T10:00:00.000Z', kind: 'emailed', detail: 'To achieng@example.com' },
      { at: '2027-05-03T11:00:00.000Z', kind: 'viewed', detail: null },
      { at: '2027-05-03T12:00:01.000Z', kind: 'viewed', detail: null },
    ]);
    expect(activity.map((e) => e.kind).sort()).toEqual([
      'created',
      'emailed',
      'payment',
      'sent',
      'viewed',
      'viewed',
    ]);
    expect(activity.find((e) => e.kind === 'payment')?.detail).toBe('KES 400.00 by M-Pesa (QX7QX7QX70)');
    expect(activity.find((e) => e.kind === 'created')?.detail).toBeNull();
    for (const event of activity) expect(Number.isNaN(Date.parse(event.at))).toBe(false);
    const times = activity.map((e) => e.at);
    expect([...times].sort()).toEqual(times);

    const other = await client.created({
      contact_id: contactId,
      issue_date: '2027-05-03',
      due_date: '2027-05-17',
    });
    await client.ok(client.addItems(other.id, [line()]));
    await client.ok(client.update(other.id, { status: 'sent' }));
    clock.set('2027-05-05T08:00:00Z');
    await client.ok(client.inject('POST', `/invoices/${other.id}/void`));
    const voided = await activityOf(token, other.id);
    expect(voided.map((e) => e.kind)).toEqual(['created', 'sent', 'voided']);
    expect(voided.at(-1)).toEqual({ at: '2027-05-05T08:00:00.000Z', kind: 'voided', detail: null });
  });

  it('shows a credit note with its number, amount and reason', async () => {
    const { token } = await signUp(app);
    const client = invoiceClient(app, token);
    const contactId = await client.contact();
    const invoice = await client.created({
      contact_id: contactId,
      issue_date: '2027-05-03',
      due_date: '2027-05-17',
    });
    await client.ok(client.addItems(invoice.id, [line({ unit_price: 1000 })]));
    await client.ok(client.update(invoice.id, { status: 'sent' }));
    await client.ok(
      client.inject('POST', '/credit_notes', {
        credit_note: {
          invoice_id: invoice.id,
          issue_date: '2027-05-04',
          reason: 'Returned goods',
          items: [line({ unit_price: 100 })],
        },
      }),
      201,
    );
    const credit = (await activityOf(token, invoice.id)).find((e) => e.kind === 'credit_note');
    expect(credit?.detail).toBe('CN-0001: KES 100.00 (Returned goods)');
  });

  it('shows the recurring series an invoice came from, its automatic e-mail and the reminders sent', async () => {
    const a = await recurringAccount(app, database);
    const series = await a.created({
      frequency: 'monthly',
      start_date: '2027-05-10',
      due_days: 3,
      auto_send: true,
      occurrences: 1,
    });
    await a.run('2027-05-10T04:00:00Z');
    await a.run('2027-05-13T05:00:00Z'); // the due date: reminder step 0 (24 hours after the e-mail)
    const [issued] = (await a.get(series.id)).invoices;
    const activity = await activityOf(a.token, issued!.id);
    expect(activity.map((e) => e.kind)).toEqual(['created', 'sent', 'emailed', 'reminder_sent']);
    expect(activity[0]!.detail).toBe(`Issued by recurring invoice #${series.id}`);
    expect(activity[2]).toEqual({
      at: '2027-05-10T04:00:00.000Z',
      kind: 'emailed',
      detail: 'To achieng@example.com (sent automatically)',
    });
    expect(activity[3]).toEqual({
      at: '2027-05-13T05:00:00.000Z',
      kind: 'reminder_sent',
      detail: 'Reminder on the due date to achieng@example.com',
    });
  });

  it("answers 404 for another account's invoice, an unknown one and a malformed id", async () => {
    const owner = await signUp(app);
    const client = invoiceClient(app, owner.token);
    const invoice = await client.created({ contact_id: await client.contact() });
    const other = await signUp(app);
    for (const id of [invoice.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await app.inject({
        url: `/api/invoices/${id}/activity`,
        headers: bearer(other.token),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Invoice not found');
    }
  });
});
