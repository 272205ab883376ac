import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataEnvelope, type Estimate, emailEstimateResultSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { estimateClient, line, publicEstimates } from '../../support/estimate-helpers.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { pdfPages } from '../../support/pdf-text.ts';

const APP_URL = 'https://pay.daftari.test';
const NON_LATIN = 'Ukarabati — Café Ñandú €';

let database: Database;
let dataDir: string;
/** No SMTP: mail goes to the outbox; public links on APP_URL. */
let app: FastifyInstance;
/** An SMTP server that does not exist: every send fails. */
let brokenApp: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'daftari-estimates-'));
  const now = () => new Date('2026-03-10T09:00:00Z');
  app = await testApp(database, { dataDir, appUrl: APP_URL, now });
  brokenApp = await testApp(database, { smtpUrl: 'smtp://nobody:wrong@127.0.0.1:1', now });
});
afterAll(async () => {
  await app?.close();
  await brokenApp?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function estimateWithItems(business = 'Wanjiru Traders') {
  const { token } = await signUp(app, { business_name: business });
  await app.inject({
    method: 'PUT',
    url: '/api/account',
    headers: bearer(token),
    payload: {
      account: { email: 'sales@wanjiru.co.ke', city: 'Nairobi', country: 'Kenya', mpesa_paybill: '522522' },
    },
  });
  const client = estimateClient(app, token);
  const contactId = await client.contact({
    first_name: 'Zoë',
    last_name: 'Wambui',
    company_name: 'Ñandú Imports',
  });
  const estimate = await client.created({
    contact_id: contactId,
    issue_date: '2026-03-02',
    expiry_date: '2026-04-01',
    notes: 'Deposit of 30% on acceptance.',
  });
  const withItems = await client.ok<Estimate>(
    client.addItems(estimate.id, [
      line({ description: NON_LATIN, quantity: 2, unit: 'days', unit_price: 4500, tax_rate: 16 }),
      line({ description: 'Materials', quantity: 1, unit: 'items', unit_price: 1200.5, discount: 10 }),
    ]),
  );
  return { token, client, estimate: withItems };
}

describe(`estimate PDF on ${backend}`, () => {
  it('is titled ESTIMATE with its number, dates, items, totals, notes and public link; no payment details', async () => {
    const { client, estimate } = await estimateWithItems();
    expect(estimate.total).toBe(11520.45);
    const response = await client.inject('GET', `/estimates/${estimate.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="EST-0001 Zo_ Wambui.pdf"; filename*=UTF-8''EST-0001%20Zo%C3%AB%20Wambui.pdf`,
    );
    const pages = await pdfPages(response.rawPayload);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const expected of [
      'Wanjiru Traders',
      'ESTIMATE',
      'EST-0001',
      'BILL TO',
      'Zoë Wambui',
      'Ñandú Imports',
      'Issue date',
      '2 Mar 2026',
      'Expiry date',
      '1 Apr 2026',
      'Draft',
      NON_LATIN,
      '2 days',
      'Materials',
      'KES 10,200.50', // subtotal
      '−KES 120.05', // discount
      'KES 1,440.00', // tax
      'KES 11,520.45', // total
      'Deposit of 30% on acceptance.',
      `${APP_URL}/link/estimates/${estimate.id}`,
      'Wanjiru Traders · Estimate EST-0001',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const absent of ['INVOICE', 'Balance due', 'PAYMENT DETAILS', 'M-Pesa', 'Pay online']) {
      expect(text, absent).not.toContain(absent);
    }
  });

  it('shows who accepted it, and Expired once past expiry', async () => {
    const { client, estimate } = await estimateWithItems();
    await client.ok(client.send(estimate.id));
    await publicEstimates(app).accept(estimate.id, { name: 'Zoë Wambui' });
    const [accepted] = await pdfPages(
      (await client.inject('GET', `/estimates/${estimate.id}/pdf`)).rawPayload,
    );
    expect(accepted).toContain('Accepted by');
    expect(accepted).toContain('Accepted');

    const other = await estimateWithItems();
    await other.client.ok(
      other.client.update(other.estimate.id, { status: 'sent', expiry_date: '2026-03-05' }),
    );
    const [expired] = await pdfPages(
      (await other.client.inject('GET', `/estimates/${other.estimate.id}/pdf`)).rawPayload,
    );
    expect(expired).toContain('Expired');
  });
});

describe(`estimate e-mail on ${backend}`, () => {
  it('sends the estimate with its PDF and public link through the outbox, and marks the draft sent', async () => {
    const { token, client, estimate } = await estimateWithItems('Kamau Hardware');
    const response = await client.inject('POST', `/estimates/${estimate.id}/email_estimate`, {
      email: ' Buyer@Example.COM ',
    });
    expect(response.statusCode).toBe(200);
    const { data } = dataEnvelope(emailEstimateResultSchema).parse(response.json());
    expect(data).toMatchObject({ sent_to: 'buyer@example.com', delivery: 'outbox' });
    expect(data.estimate).toMatchObject({ id: estimate.id, status: 'sent', status_label: 'Sent' });

    const outbox = await app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(token) });
    const [message] = outbox.json().data as { id: string; to: string; subject: string }[];
    expect(message).toMatchObject({
      to: 'buyer@example.com',
      subject: 'Estimate EST-0001 from Kamau Hardware',
    });
    const raw = await app.inject({
      method: 'GET',
      url: `/api/outbox/${message!.id}`,
      headers: bearer(token),
    });
    const parsed = await PostalMime.parse(raw.rawPayload);
    const link = `${APP_URL}/link/estimates/${estimate.id}`;
    expect(parsed.replyTo?.[0]).toMatchObject({ address: 'sales@wanjiru.co.ke' });
    expect(parsed.text).toContain('Hello Zoë Wambui,');
    expect(parsed.text).toContain('Please find attached estimate EST-0001 from Kamau Hardware.');
    expect(parsed.text).toContain('Total: KES 11,520.45');
    expect(parsed.text).toContain('Valid until: 1 April 2026');
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(`href="${link}"`);
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]!.filename).toBe('EST-0001 Zoë Wambui.pdf');
    const [attached] = await pdfPages(Buffer.from(parsed.attachments[0]!.content as ArrayBuffer));
    expect(attached).toContain('EST-0001 Sent');

    // Sending again keeps it sent; the public page is now open to the customer.
    const again = await client.inject('POST', `/estimates/${estimate.id}/email_estimate`, {
      email: 'b@example.com',
    });
    expect(again.json().data.estimate.status).toBe('sent');
    expect((await publicEstimates(app).get(estimate.id)).statusCode).toBe(200);
  });

  it('answers 422 for a bad address and 502 when the mail server refuses; the draft stays a draft', async () => {
    const { token, client, estimate } = await estimateWithItems();
    for (const [email, error] of [
      ['not an email', 'Email is not a valid email address'],
      [undefined, 'Email is required'],
    ] as const) {
      const response = await client.inject(
        'POST',
        `/estimates/${estimate.id}/email_estimate`,
        email === undefined ? {} : { email },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error, details: { email: [error] } });
    }
    const failed = await brokenApp.inject({
      method: 'POST',
      url: `/api/estimates/${estimate.id}/email_estimate`,
      headers: bearer(token),
      payload: { email: 'buyer@example.com' },
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      error: 'The email could not be sent: the mail server did not accept it. Try again later.',
    });
    expect((await client.ok<Estimate>(client.get(estimate.id))).status).toBe('draft');
  });
});
