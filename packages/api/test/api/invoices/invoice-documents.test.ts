import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataEnvelope, emailInvoiceResultSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { pdfPages } from '../../support/pdf-text.ts';

const SMTP_USER = 'daftari';
const SMTP_PASSWORD = 's3cret pass';
const APP_URL = 'https://app.daftari.test';
const NON_LATIN = 'Café Ñandú — Jambo, Karibu! €';

interface Received {
  from: string;
  to: string[];
  user: unknown;
  raw: Buffer;
}

let database: Database;
let dataDir: string;
/** Sends through the test's SMTP server; pay links from APP_URL. */
let smtpApp: FastifyInstance;
/** No SMTP_URL: the outbox in dataDir; pay links from the request's origin. */
let outboxApp: FastifyInstance;
/** SMTP with a wrong password: every send fails. */
let brokenApp: FastifyInstance;
let smtp: SMTPServer;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        return callback(null, { user: SMTP_USER });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: session.user,
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const auth = `${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}`;

  database = await testDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'daftari-documents-'));
  smtpApp = await testApp(database, { smtpUrl: `smtp://${auth}@127.0.0.1:${port}`, appUrl: APP_URL });
  outboxApp = await testApp(database, { dataDir });
  brokenApp = await testApp(database, { smtpUrl: `smtp://${SMTP_USER}:wrong@127.0.0.1:${port}` });
});
afterAll(async () => {
  await smtpApp?.close();
  await outboxApp?.close();
  await brokenApp?.close();
  await database?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** An account with business details, a contact, and a draft with two lines (one of them non-Latin). */
async function invoiceWithItems(app: FastifyInstance, business = 'Wanjiru Traders') {
  const { token } = await signUp(app, { business_name: business });
  const account = {
    address_line1: 'Kimathi Street 4',
    city: 'Nairobi',
    country: 'Kenya',
    email: 'billing@wanjiru.co.ke',
    tax_pin: 'P051234567X',
    bank_name: 'KCB',
    bank_account_number: '1234567890',
    mpesa_paybill: '522522',
  };
  const put = await app.inject({
    method: 'PUT',
    url: '/api/account',
    headers: bearer(token),
    payload: { account },
  });
  expect(put.statusCode).toBe(200);
  const client = invoiceClient(app, token);
  const contactId = await client.contact({
    first_name: 'Zoë',
    last_name: 'Wambui',
    company_name: 'Ñandú Imports',
    billing_address: { street: 'Moi Avenue 12', city: 'Mombasa', postal_code: '80100' },
  });
  const invoice = await client.created({
    contact_id: contactId,
    issue_date: '2026-01-15',
    due_date: '2099-02-14',
    notes: 'Asante sana — payment by M-Pesa is welcome.',
  });
  const withItems = await client.ok(
    client.addItems(invoice.id, [
      line({ description: NON_LATIN, quantity: 1, unit_price: 57.48, discount: 10, tax_rate: 21 }),
      line({ description: 'Website hosting', quantity: 12, unit: 'months', unit_price: 1250 }),
    ]),
  );
  return { token, client, invoice: withItems };
}

describe(`invoice PDF on ${backend}`, () => {
  it('answers a one-page A4 PDF with the business, contact, items, totals, non-Latin text and pay link', async () => {
    const { client, invoice } = await invoiceWithItems(outboxApp);
    expect(invoice.total).toBe(15062.59);
    const pdf = await client.inject('GET', `/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="INV-0001 Zo_ Wambui.pdf"; filename*=UTF-8''INV-0001%20Zo%C3%AB%20Wambui.pdf`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(pdf.rawPayload);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const expected of [
      'Wanjiru Traders',
      'Kimathi Street 4',
      'Nairobi, Kenya',
      'KRA PIN: P051234567X',
      'Bank: KCB',
      'Account number: 1234567890',
      'M-Pesa Paybill: 522522',
      'Zoë Wambui',
      'Ñandú Imports',
      'Moi Avenue 12',
      'Mombasa 80100',
      'INV-0001',
      '15 Jan 2026',
      '14 Feb 2099',
      'Draft',
      NON_LATIN,
      'Website hosting',
      '12 months',
      '1,250.00',
      '62.59',
      '15,000.00',
      'KES 15,057.48', // subtotal
      '−KES 5.75', // discount
      'KES 10.86', // tax
      'KES 15,062.59', // total and balance
      'KES 0.00', // paid
      'Asante sana — payment by M-Pesa is welcome.',
      `http://localhost:80/link/${invoice.id}`,
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('uses APP_URL for the pay link, or the forwarded origin; continues long invoices on more pages', async () => {
    const { client, invoice } = await invoiceWithItems(smtpApp);
    const pdf = await client.inject('GET', `/invoices/${invoice.id}/pdf`);
    const [first] = await pdfPages(pdf.rawPayload);
    expect(first).toContain(`${APP_URL}/link/${invoice.id}`);
    // Without APP_URL: the origin the request came to.
    const { token, invoice: other } = await invoiceWithItems(outboxApp);
    const proxied = await outboxApp.inject({
      url: `/api/invoices/${other.id}/pdf`,
      headers: { ...bearer(token), host: 'daftari.example:8080' },
    });
    expect((await pdfPages(proxied.rawPayload))[0]).toContain(`http://daftari.example:8080/link/${other.id}`);

    const many = Array.from({ length: 60 }, (_, i) =>
      line({ description: `Delivery ${i + 1}`, unit_price: 10 }),
    );
    await client.ok(client.addItems(invoice.id, many));
    const long = await client.inject('GET', `/invoices/${invoice.id}/pdf`);
    const pages = await pdfPages(long.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.join('\n');
    for (let i = 1; i <= 60; i++) expect(all).toContain(`Delivery ${i} `);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(all).toContain('KES 15,662.59');
  });
});

describe(`invoice e-mail on ${backend}`, () => {
  it('sends the invoice over SMTP with the PDF attached and marks the draft sent', async () => {
    const { client, invoice } = await invoiceWithItems(smtpApp, 'Kamau Hardware');
    received.length = 0;
    const response = await client.inject('POST', `/invoices/${invoice.id}/email_invoice`, {
      email: ' Customer@Example.COM ',
    });
    expect(response.statusCode).toBe(200);
    const { data } = dataEnvelope(emailInvoiceResultSchema).parse(response.json());
    expect(data).toMatchObject({ sent_to: 'customer@example.com', delivery: 'smtp' });
    expect(data.invoice).toMatchObject({ id: invoice.id, status: 'sent', status_label: 'Sent' });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.to).toEqual(['customer@example.com']);
    expect(mail!.from).toBe('invoices@daftari.local');
    expect(mail!.user).toBe(SMTP_USER);
    const parsed = await PostalMime.parse(mail!.raw);
    expect(parsed.subject).toBe('Invoice INV-0001 from Kamau Hardware');
    expect(parsed.from).toMatchObject({ name: 'Daftari', address: 'invoices@daftari.local' });
    expect(parsed.replyTo?.[0]).toMatchObject({ address: 'billing@wanjiru.co.ke' });
    const payLink = `${APP_URL}/link/${invoice.id}`;
    expect(parsed.text).toContain(payLink);
    expect(parsed.text).toContain('Amount due: KES 15,062.59');
    expect(parsed.text).toContain('Due date: 14 February 2099');
    expect(parsed.html).toContain(`href="${payLink}"`);
    expect(parsed.attachments).toHaveLength(1);
    const [attachment] = parsed.attachments;
    expect(attachment!.filename).toBe('INV-0001 Zoë Wambui.pdf');
    expect(attachment!.mimeType).toBe('application/pdf');
    const bytes = Buffer.from(attachment!.content as ArrayBuffer);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const [attachedText] = await pdfPages(bytes);
    expect(attachedText).toContain(NON_LATIN);
    expect(attachedText).toContain('INV-0001 Sent');

    // Sending again leaves the status alone.
    const again = await client.inject('POST', `/invoices/${invoice.id}/email_invoice`, {
      email: 'other@example.com',
    });
    expect(again.json().data.invoice.status).toBe('sent');
    expect(received.map((message) => message.to)).toEqual([['customer@example.com'], ['other@example.com']]);
  });

  it('answers 422 for a bad address, 502 when the SMTP server refuses (the draft stays a draft)', async () => {
    const { token, client, invoice } = await invoiceWithItems(smtpApp);
    for (const [email, error] of [
      ['not an email', 'Email is not a valid email address'],
      ['', 'Email is required'],
      [undefined, 'Email is required'],
    ] as const) {
      const response = await client.inject(
        'POST',
        `/invoices/${invoice.id}/email_invoice`,
        email === undefined ? {} : { email },
      );
      expect(response.statusCode, String(email)).toBe(422);
      expect(response.json()).toEqual({ error, details: { email: [error] } });
    }
    // The same account through the app whose SMTP password is wrong.
    const failed = await brokenApp.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/email_invoice`,
      headers: bearer(token),
      payload: { email: 'customer@example.com' },
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      error: 'The email could not be sent: the mail server did not accept it. Try again later.',
    });
    expect((await client.ok(client.get(invoice.id))).status).toBe('draft');
  });

  it('keeps the message in the account outbox without SMTP; GET /outbox lists and serves it, per account', async () => {
    const { client, invoice } = await invoiceWithItems(outboxApp, 'Outbox Traders');
    const response = await client.inject('POST', `/invoices/${invoice.id}/email_invoice`, {
      email: 'buyer@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      sent_to: 'buyer@example.com',
      delivery: 'outbox',
      invoice: { status: 'sent' },
    });
    const listed = await client.ok<{ id: string; to: string; subject: string; created_at: string }[]>(
      client.inject('GET', '/outbox'),
    );
    expect(listed).toEqual([
      {
        id: expect.stringMatching(/^\d{13}-[0-9a-f]{12}$/),
        to: 'buyer@example.com',
        subject: 'Invoice INV-0001 from Outbox Traders',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    const eml = await client.inject('GET', `/outbox/${listed[0]!.id}`);
    expect(eml.statusCode).toBe(200);
    expect(eml.headers['content-type']).toBe('message/rfc822');
    expect(eml.body).toContain('\r\n');
    const parsed = await PostalMime.parse(eml.rawPayload);
    expect(parsed.subject).toBe('Invoice INV-0001 from Outbox Traders');
    expect(parsed.to?.[0]).toMatchObject({ address: 'buyer@example.com' });
    expect(parsed.text).toContain(`http://localhost:80/link/${invoice.id}`);
    expect(parsed.attachments[0]).toMatchObject({
      filename: 'INV-0001 Zoë Wambui.pdf',
      mimeType: 'application/pdf',
    });

    const other = invoiceClient(outboxApp, (await signUp(outboxApp)).token);
    expect(await other.ok(other.inject('GET', '/outbox'))).toEqual([]);
    for (const id of [listed[0]!.id, '..%2F..%2Fetc%2Fpasswd', '1']) {
      const foreign = await other.inject('GET', `/outbox/${id}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: 'Message not found' });
    }
  });
});
