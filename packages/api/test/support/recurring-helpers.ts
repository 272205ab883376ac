import type { Invoice, RecurringInvoice } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { bearer, signUp } from './helpers.ts';
import { invoiceClient, line } from './invoice-helpers.ts';
import { jobRunner, recordingMailer } from './job-helpers.ts';

/** A signed-up account (in `timeZone`), a customer with an e-mail address, and its recurring-invoice requests. */
export async function recurringAccount(
  app: FastifyInstance,
  database: Database,
  timeZone = 'Africa/Nairobi',
) {
  const { token, data } = await signUp(app);
  const headers = bearer(token);
  const client = invoiceClient(app, token);
  await client.ok(client.inject('PUT', '/account', { account: { time_zone: timeZone } }));
  const contactId = await client.contact({ email: 'achieng@example.com' });
  const mail = recordingMailer();
  const run = jobRunner(database.db, mail.mailer);
  const accountId = data.account.id as number;
  return {
    token,
    accountId,
    contactId,
    client,
    mail,
    run,
    /** What this account was sent (the mailer is shared by the runners of every account). */
    sentTo: () => mail.sent.filter((m) => m.accountId === accountId),
    create: (fields: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/recurring_invoices',
        headers,
        payload: {
          recurring_invoice: { contact_id: contactId, items: [line({ unit_price: 2500 })], ...fields },
        },
      }),
    async created(fields: Record<string, unknown>): Promise<RecurringInvoice> {
      const response = await this.create(fields);
      if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
      return response.json().data;
    },
    get: async (id: number): Promise<RecurringInvoice> =>
      (await app.inject({ url: `/api/recurring_invoices/${id}`, headers })).json().data,
    call: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) }),
    /** Issue dates of the series' invoices, oldest first. */
    issued: async (id: number): Promise<string[]> =>
      (
        (await app.inject({ url: `/api/recurring_invoices/${id}`, headers })).json().data as RecurringInvoice
      ).invoices
        .map((invoice) => invoice.issue_date)
        .sort(),
    invoice: async (id: string): Promise<Invoice> => client.ok(client.get(id)),
  };
}
