import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { jobRunner, recordingMailer } from '../../support/job-helpers.ts';
import { testClock } from '../../support/time-helpers.ts';

let database: Database;
let app: FastifyInstance;
const clock = testClock('2027-02-01T09:00:00Z');
const mail = recordingMailer();
let run: ReturnType<typeof jobRunner>;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: clock.now });
  run = jobRunner(database.db, mail.mailer);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** An account (Nairobi) with a sent invoice of 100 to a customer with an e-mail address, due `dueDate`. */
async function sentInvoice(dueDate = '2027-02-10', fields: Record<string, unknown> = {}) {
  const { token, data } = await signUp(app);
  const client = invoiceClient(app, token);
  const contactId = await client.contact({ email: 'achieng@example.com' });
  const invoice = await client.created({
    contact_id: contactId,
    issue_date: '2027-01-20',
    due_date: dueDate,
    ...fields,
  });
  await client.ok(client.addItems(invoice.id, [line()]));
  await client.ok(client.update(invoice.id, { status: 'sent' }));
  const accountId = data.account.id as number;
  return { token, client, invoice, sent: () => mail.sent.filter((m) => m.accountId === accountId) };
}

describe('payment reminders', () => {
  it('sends the default schedule (-3, 0, 7, 14 days) once per step, with the PDF and the pay link', async () => {
    const { invoice, sent } = await sentInvoice('2027-02-10');
    await run('2027-02-06T20:00:00Z'); // 6 February, 23:00 in Nairobi: not yet
    expect(sent()).toHaveLength(0);
    await run('2027-02-06T21:00:00Z'); // 7 February, 00:00 in Nairobi
    await run('2027-02-07T12:00:00Z');
    expect(sent()).toHaveLength(1);
    const [first] = sent();
    expect(first!.to).toBe('achieng@example.com');
    expect(first!.subject).toBe(`Reminder: Invoice ${invoice.invoice_number} from Wanjiru Traders`);
    expect(first!.text).toContain(`invoice ${invoice.invoice_number} from Wanjiru Traders is due in 3 days`);
    expect(first!.text).toContain(`https://app.daftari.test/link/${invoice.id}`);
    expect(first!.attachments[0]).toMatchObject({
      filename: `${invoice.invoice_number} Achieng Otieno.pdf`,
      contentType: 'application/pdf',
    });
    for (const at of [
      '2027-02-10T05:00:00Z',
      '2027-02-10T06:00:00Z',
      '2027-02-17T05:00:00Z',
      '2027-02-24T05:00:00Z',
      '2027-03-20T05:00:00Z',
    ]) {
      await run(at);
    }
    expect(sent().map((m) => m.text.split('\n')[2])).toEqual([
      `A friendly reminder: invoice ${invoice.invoice_number} from Wanjiru Traders is due in 3 days.`,
      `A friendly reminder: invoice ${invoice.invoice_number} from Wanjiru Traders is due today.`,
      `A friendly reminder: invoice ${invoice.invoice_number} from Wanjiru Traders is 7 days overdue.`,
      `A friendly reminder: invoice ${invoice.invoice_number} from Wanjiru Traders is 14 days overdue.`,
    ]);
  });

  it('after downtime sends the latest step due only, and none older than a week', async () => {
    const { sent } = await sentInvoice('2027-02-10');
    await run('2027-02-18T05:00:00Z'); // down from 6 to 18 February: -3 and 0 passed, 7 is due
    expect(sent().map((m) => m.text.split('\n')[2])).toEqual([expect.stringContaining('is 7 days overdue')]);
    const stale = await sentInvoice('2027-01-05', { issue_date: '2027-01-01' });
    await run('2027-02-18T05:00:00Z'); // its 14-day step was on 19 January: too old
    expect(stale.sent()).toHaveLength(0);
  });

  it('never reminds of a draft, paid or void invoice, nor one opted out, nor when the account turned them off', async () => {
    const draft = await sentInvoice('2027-03-10');
    const draftOnly = await draft.client.ok(
      draft.client.inject('POST', '/invoices', {
        invoice: { contact_id: draft.invoice.contact_id, issue_date: '2027-03-01', due_date: '2027-03-10' },
      }),
      201,
    );
    expect(draftOnly).toMatchObject({ status: 'draft', reminders_enabled: true });
    await draft.client.ok(
      draft.client.inject('POST', `/invoices/${draft.invoice.id}/payments`, {
        payment: { amount: 100, paid_on: '2027-03-01', method: 'cash' },
      }),
      201,
    );
    const voided = await sentInvoice('2027-03-10');
    await voided.client.ok(voided.client.inject('POST', `/invoices/${voided.invoice.id}/void`));
    const optedOut = await sentInvoice('2027-03-10');
    const changed = await optedOut.client.ok(
      optedOut.client.update(optedOut.invoice.id, { reminders_enabled: false }),
    );
    expect(changed.reminders_enabled).toBe(false);
    const accountOff = await sentInvoice('2027-03-10');
    const account = await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: bearer(accountOff.token),
      payload: { account: { reminders: { enabled: false, steps: [0] } } },
    });
    expect(account.json().data.reminders).toEqual({ enabled: false, steps: [0] });
    await run('2027-03-10T05:00:00Z');
    for (const each of [draft, voided, optedOut, accountOff]) expect(each.sent()).toHaveLength(0);
  });

  it('follows the account schedule, and waits 24 hours after the owner e-mailed the invoice', async () => {
    const { token, client, invoice, sent } = await sentInvoice('2027-04-10');
    const steps = await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: bearer(token),
      payload: { account: { reminders: { enabled: true, steps: [3, -1] } } },
    });
    expect(steps.json().data.reminders).toEqual({ enabled: true, steps: [-1, 3] });
    clock.set('2027-04-09T03:00:00Z'); // 06:00 in Nairobi on the day before the due date
    await client.ok(
      client.inject('POST', `/invoices/${invoice.id}/email_invoice`, { email: 'achieng@example.com' }),
    );
    await run('2027-04-09T04:00:00Z');
    await run('2027-04-10T02:59:59Z');
    expect(sent()).toHaveLength(0);
    await run('2027-04-10T03:00:00Z');
    expect(sent().map((m) => m.text.split('\n')[2])).toEqual([expect.stringContaining('is due in 1 day.')]);
    await run('2027-04-13T05:00:00Z');
    expect(sent()).toHaveLength(2);
  });

  it('refuses a bad schedule with a clear error and keeps the old one', async () => {
    const { token } = await signUp(app);
    const put = (reminders: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/api/account',
        headers: bearer(token),
        payload: { account: { reminders } },
      });
    // A value of the wrong JSON type is 400, an invalid one 422; both say which and why.
    const cases: [unknown, number, string][] = [
      [{ enabled: true, steps: [1, 1] }, 422, 'Each reminder day may appear once'],
      [{ enabled: true, steps: [400] }, 422, 'Reminder days must be between -365 and 365'],
      [{ enabled: true, steps: [1.5] }, 400, 'Each reminder day must be a whole number'],
      [{ enabled: 'yes', steps: [] }, 400, 'Reminders on or off must be true or false'],
      [[-3, 0], 400, 'Reminders must be {enabled, steps}'],
    ];
    for (const [reminders, status, message] of cases) {
      const response = await put(reminders);
      expect(response.statusCode, JSON.stringify(reminders)).toBe(status);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const account = await app.inject({ url: '/api/account', headers: bearer(token) });
    expect(account.json().data.reminders).toEqual({ enabled: true, steps: [-3, 0, 7, 14] });
  });
});
