import { dataEnvelope, initializePaystackResultSchema } from '@daftari/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { jobs } from '../../../src/db/schema.ts';
import { backend, signUp, testApp, testDatabase, testPayApp } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { jobRunner, recordingMailer } from '../../support/job-helpers.ts';
import { pdfPages } from '../../support/pdf-text.ts';

// The receipt a customer asks for on the pay page, e-mailed once the payment is recorded (the receipt_email job).

const NOW = new Date('2026-03-10T09:00:00Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let database: Database;
let app: FastifyInstance;
let payApp: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  const options = { publicRateLimitMax: 100_000, now: () => NOW };
  app = await testApp(database, options);
  payApp = await testPayApp(database, options);
});
afterAll(async () => {
  await payApp?.close();
  await app?.close();
  await database?.close();
});

async function sentInvoice() {
  const { token, data } = await signUp(app, { business_name: 'Wanjiru Traders' });
  const client = invoiceClient(app, token);
  const contactId = await client.contact({ email: null });
  const invoice = await client.created({ contact_id: contactId });
  await client.ok(client.addItems(invoice.id, [line({ unit_price: 1500 })]));
  await client.ok(client.update(invoice.id, { status: 'sent' }));
  return { client, invoice, accountId: data.account.id as number };
}

const initialize = (invoiceId: string, email?: unknown) =>
  payApp.inject({
    method: 'POST',
    url: '/api/payments/initialize_paystack',
    payload: { invoice_id: invoiceId, ...(email === undefined ? {} : { email }) },
  });

const startCheckout = async (invoiceId: string, email?: string) => {
  const response = await initialize(invoiceId, email);
  expect(response.statusCode, response.body).toBe(200);
  return dataEnvelope(initializePaystackResultSchema).parse(response.json()).data;
};

const payCheckout = (url: string) =>
  payApp.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=success',
  });

const receiptJobs = (accountId: number) =>
  database.db
    .select({ status: jobs.status, key: jobs.key })
    .from(jobs)
    .where(and(eq(jobs.accountId, accountId), eq(jobs.kind, 'receipt_email')));

describe(`the pay page's receipt e-mail on ${backend}`, () => {
  it('waits while the payment is open, then e-mails the receipt PDF once it is recorded, once', async () => {
    const { client, invoice, accountId } = await sentInvoice();
    const mail = recordingMailer();
    const run = jobRunner(database.db, mail.mailer);
    const started = await startCheckout(invoice.id, ' Payer@Example.com ');
    expect(await receiptJobs(accountId)).toEqual([{ status: 'pending', key: started.reference }]);

    await run(NOW);
    expect(mail.sent).toEqual([]);
    expect(await receiptJobs(accountId)).toEqual([{ status: 'pending', key: started.reference }]);

    expect((await payCheckout(started.authorization_url)).statusCode).toBe(303);
    const [payment] = (await client.ok(client.get(invoice.id))).payments;
    await run(later(2));
    expect(mail.sent.map((message) => [message.accountId, message.to, message.subject])).toEqual([
      [accountId, 'payer@example.com', 'Receipt RCT-0001 from Wanjiru Traders'],
    ]);
    const [message] = mail.sent;
    expect(message!.text).toContain('Amount received: KES 1,500.00');
    expect(message!.text).toContain(`https://app.daftari.test/link/${invoice.id}`);
    expect(message!.attachments.map((file) => file.filename)).toEqual(['RCT-0001 Achieng Otieno.pdf']);
    expect(payment!.receipt_number).toBe('RCT-0001');
    const [page] = await pdfPages(message!.attachments[0]!.content as Buffer);
    expect(page).toContain('RECEIPT');
    expect(page).toContain(started.reference);
    expect(await receiptJobs(accountId)).toEqual([{ status: 'done', key: started.reference }]);

    await run(later(5));
    expect(mail.sent).toHaveLength(1);
  });

  it('asks nothing without an address, refuses a malformed one (422), and gives up on a payment never made', async () => {
    const { invoice, accountId } = await sentInvoice();
    const mail = recordingMailer();
    const run = jobRunner(database.db, mail.mailer);
    await startCheckout(invoice.id);
    await startCheckout(invoice.id, '');
    expect(await receiptJobs(accountId)).toEqual([]);

    const refused = await initialize(invoice.id, 'not an address');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toHaveProperty('error');
    expect(await receiptJobs(accountId)).toEqual([]);

    const abandoned = await startCheckout(invoice.id, 'payer@example.com');
    await run(later(23 * 60));
    expect(await receiptJobs(accountId)).toEqual([{ status: 'pending', key: abandoned.reference }]);
    await run(later(25 * 60));
    expect(await receiptJobs(accountId)).toEqual([{ status: 'done', key: abandoned.reference }]);
    expect(mail.sent).toEqual([]);
  });
});
