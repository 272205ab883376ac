import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { billExtractionSchema, dataEnvelope, MAX_ATTACHMENT_BYTES } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { FIXTURES_DIR } from '../../fixtures/receipts/accuracy.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient } from '../../support/invoice-helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';

// OCR on a shared 2-core machine: starting the worker alone can take a few seconds.
vi.setConfig({ testTimeout: 90_000 });

let database: Database;
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'daftari-bills-test-'));
  database = await testDatabase();
  app = await testApp(database, { dataDir });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a png'),
]);
const PDF = Buffer.from('%PDF-1.4\n%fake but sniffable\n');

/** Every file under DATA_DIR/uploads (the temporary folder included). */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function business() {
  const { token } = await signUp(app);
  const bills = billClient(app, token);
  const contacts = invoiceClient(app, token);
  const chart = await ledgerClient(app, token).chart();
  const vendor = await contacts.contact({
    first_name: null,
    last_name: null,
    company_name: 'Printmax Signs',
  });
  const bill = (fields: Record<string, unknown> = {}) => ({
    contact_id: vendor,
    bill_number: 'P-1',
    issue_date: '2026-01-10',
    due_date: '2026-02-09',
    lines: [billLine(chart.get('6700')!.id)],
    ...fields,
  });
  return { token, bills, contacts, chart, vendor, bill };
}

describe(`bill attachments on ${backend}`, () => {
  it('stores the multipart attachment, answers it to its owner only, and replaces it on update', async () => {
    const b = await business();
    const created = await b.bills.ok(
      b.bills.createWithFile(b.bill(), { content: PNG, filename: 'invoice.png', type: 'text/plain' }),
      201,
    );
    expect(created.attachment).toEqual({
      file_name: 'invoice.png',
      content_type: 'image/png',
      size: PNG.length,
    });
    const download = await b.bills.inject('GET', `/bills/${created.id}/attachment`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(PNG)).toBe(true);
    const stranger = billClient(app, (await signUp(app)).token);
    expect((await stranger.inject('GET', `/bills/${created.id}/attachment`)).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/bills/${created.id}/attachment` })).statusCode).toBe(401);

    const form = multipartBody([
      { name: 'bill', content: JSON.stringify({ notes: 'With the PDF' }) },
      { name: 'attachmentFile', content: PDF, filename: 'invoice.pdf', contentType: 'application/pdf' },
    ]);
    const updated = await b.bills.ok(
      app.inject({
        method: 'PUT',
        url: `/api/bills/${created.id}`,
        headers: { ...bearer(b.token), ...form.headers },
        payload: form.payload,
      }),
    );
    expect(updated).toMatchObject({ notes: 'With the PDF', attachment: { content_type: 'application/pdf' } });
    expect(await storedFiles()).toHaveLength(1);
    const withoutFile = await b.bills.ok(b.bills.update(created.id, { notes: 'JSON edit keeps it' }));
    expect(withoutFile.attachment?.file_name).toBe('invoice.pdf');
  });

  it('refuses a file that is not an image or PDF (422), over 5 MB (413), and bad bill JSON, storing nothing', async () => {
    const b = await business();
    const before = await storedFiles();
    const wrong = await b.bills.createWithFile(b.bill(), {
      content: Buffer.from('MZ not a picture'),
      filename: 'evil.png',
      type: 'image/png',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details).toEqual({
      attachmentFile: ['Only images (PNG, JPEG, WebP) and PDF files can be attached.'],
    });
    const big = await b.bills.createWithFile(b.bill(), {
      content: Buffer.concat([PNG, Buffer.alloc(MAX_ATTACHMENT_BYTES)]),
      filename: 'big.png',
      type: 'image/png',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'Attachments can be at most 5 MB.' });
    const invalid = await b.bills.createWithFile(b.bill({ lines: [] }), {
      content: PNG,
      filename: 'a.png',
      type: 'image/png',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().details).toEqual({ lines: ['Add at least one line'] });
    const notJson = multipartBody([{ name: 'bill', content: '{not json' }]);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/bills',
      headers: { ...bearer(b.token), ...notJson.headers },
      payload: notJson.payload,
    });
    expect(broken.statusCode).toBe(400);
    const missing = multipartBody([
      { name: 'attachmentFile', content: PNG, filename: 'a.png', contentType: 'image/png' },
    ]);
    const noBill = await app.inject({
      method: 'POST',
      url: '/api/bills',
      headers: { ...bearer(b.token), ...missing.headers },
      payload: missing.payload,
    });
    expect(noBill.statusCode).toBe(422);
    expect(noBill.json().details).toHaveProperty('bill');
    expect(await storedFiles()).toEqual(before);
    expect((await b.bills.list()).meta.total_count).toBe(0);
  });

  it('takes 200 lines in the multipart bill field; a field cut at its limit is 413, never taken whole', async () => {
    const b = await business();
    const lines = Array.from({ length: 200 }, (_, index) => ({
      ...b.bill().lines[0],
      description: `Banner ${index + 1}: vinyl print with eyelets, delivered to the Westlands shop`,
    }));
    const created = await b.bills.ok(
      b.bills.createWithFile(b.bill({ lines }), { content: PNG, filename: 'a.png', type: 'image/png' }),
      201,
    );
    expect(created.lines).toHaveLength(200);
    const long = multipartBody([
      { name: 'bill', content: JSON.stringify(b.bill({ notes: 'x'.repeat(1_100_000) })) },
    ]);
    const cut = await app.inject({
      method: 'POST',
      url: '/api/bills',
      headers: { ...bearer(b.token), ...long.headers },
      payload: long.payload,
    });
    expect(cut.statusCode).toBe(413);
    expect(cut.json()).toEqual({ error: 'The field "bill" is too long' });
  });

  it('deleting a draft deletes its attachment', async () => {
    const b = await business();
    const before = await storedFiles();
    const draft = await b.bills.ok(
      b.bills.createWithFile(b.bill({ draft: true }), {
        content: PDF,
        filename: 'q.pdf',
        type: 'application/pdf',
      }),
      201,
    );
    expect(await storedFiles()).toHaveLength(before.length + 1);
    expect((await b.bills.remove(draft.id)).statusCode).toBe(204);
    expect(await storedFiles()).toEqual(before);
  });
});

const extractionEnvelope = dataEnvelope(billExtractionSchema);

function extract(token: string, content: Buffer, filename: string, contentType: string, field = 'document') {
  const { payload, headers } = multipartBody([{ name: field, content, filename, contentType }]);
  return app.inject({
    method: 'POST',
    url: '/api/bills/extract_from_document',
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

describe(`POST /bills/extract_from_document on ${backend}`, () => {
  it("reads a supplier's PDF into a bill's fields and matches the vendor to a contact by name, ignoring case", async () => {
    const b = await business();
    const shell = await b.contacts.contact({
      first_name: null,
      last_name: null,
      company_name: ' Shell Lavington Service Station ',
    });
    const answer = await extract(
      b.token,
      readFileSync(join(FIXTURES_DIR, 'shell-lavington.pdf')),
      'shell.pdf',
      'application/pdf',
    );
    expect(answer.statusCode).toBe(200);
    expect(extractionEnvelope.parse(answer.json()).data).toEqual({
      vendor_name: 'SHELL LAVINGTON SERVICE STATION',
      contact_id: shell,
      bill_number: 'SL-88213',
      issue_date: '2026-11-02',
      total: 6000,
      vat_rate: 16,
      vat_amount: 827.59,
      currency: null,
      ledger_account_id: b.chart.get('6400')!.id,
    });
  });

  it('reads an image; an unknown vendor has no contact; the account of their last bill is suggested', async () => {
    const b = await business();
    const naivas = readFileSync(join(FIXTURES_DIR, 'naivas-westlands.png'));
    const first = extractionEnvelope.parse(
      (await extract(b.token, naivas, 'naivas.png', 'image/png')).json(),
    ).data;
    expect(first).toMatchObject({
      vendor_name: 'NAIVAS SUPERMARKET',
      contact_id: null,
      total: 1140,
      vat_rate: 16,
    });
    const vendor = await b.contacts.contact({
      first_name: null,
      last_name: null,
      company_name: 'Naivas Supermarket',
    });
    await b.bills.created({ ...b.bill({ contact_id: vendor }), lines: [billLine(b.chart.get('5000')!.id)] });
    const again = extractionEnvelope.parse(
      (await extract(b.token, naivas, 'naivas.png', 'image/png')).json(),
    ).data;
    expect(again).toMatchObject({ contact_id: vendor, ledger_account_id: b.chart.get('5000')!.id });
  });

  it('answers 422 without the document or for an unreadable one, 415 when not multipart', async () => {
    const b = await business();
    const missing = await extract(b.token, PNG, 'a.png', 'image/png', 'receipt');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details).toEqual({ document: ['A document file is required'] });
    const garbage = await extract(b.token, Buffer.from('not a document'), 'a.txt', 'text/plain');
    expect(garbage.statusCode).toBe(422);
    const json = await b.bills.inject('POST', '/bills/extract_from_document', { document: 'x' });
    expect(json.statusCode).toBe(415);
  });
});
