import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { MAX_ATTACHMENT_BYTES } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';
import { startS3Server, type TestS3Server } from '../../support/s3-server.ts';

// Two API processes behind a load balancer, as far as storage goes: one database, one bucket, and each its
// own data directory (where only uploads in flight are staged).
let s3: TestS3Server;
let database: Database;
let first: FastifyInstance;
let second: FastifyInstance;
const dataDirs: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  database = await testDatabase();
  const instance = async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'daftari-s3-app-'));
    dataDirs.push(dataDir);
    return testApp(database, { dataDir, s3: s3.options });
  };
  first = await instance();
  second = await instance();
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.close();
  await s3?.close();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Every key in the bucket. */
async function bucketKeys(): Promise<string[]> {
  const client = new S3Client({ ...s3.options, credentials: s3.options });
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.options.bucket }));
    return (page.Contents ?? []).map((object) => object.Key ?? '');
  } finally {
    client.destroy();
  }
}

/** Every file left in the instances' data directories (staged uploads, or anything written beside S3). */
async function localFiles(): Promise<string[]> {
  const lists = await Promise.all(
    dataDirs.map(async (dir) =>
      (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()),
    ),
  );
  return lists.flat().map((entry) => entry.name);
}

/** A PNG as the sniffer knows it, of `size` bytes in all. */
const png = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]);

describe(`files in an S3 bucket, shared by two app instances, on ${backend}`, () => {
  it('stores an expense receipt in the bucket and answers it byte-identical from either instance', async () => {
    const { token } = await signUp(first);
    const office = (await ledgerClient(first, token).chart()).get('6000')!.id;
    const receipt = png(MAX_ATTACHMENT_BYTES);
    const form = multipartBody([
      { name: 'expenseType', content: 'Payment' },
      { name: 'ledger_account_id', content: String(office) },
      { name: 'dated', content: '2026-03-10' },
      { name: 'totalValue', content: '1160.00' },
      { name: 'vat', content: 'Standard' },
      { name: 'description', content: 'Printer paper' },
      { name: 'attachmentFile', content: receipt, filename: 'slip.png', contentType: 'image/png' },
    ]);
    const created = await first.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const keys = await bucketKeys();
    expect(keys.filter((key) => key.startsWith('uploads/'))).toHaveLength(1);
    expect(await localFiles()).toEqual([]);

    for (const app of [first, second]) {
      const download = await app.inject({ url: `/api/expenses/${id}/attachment`, headers: bearer(token) });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      expect(Number(download.headers['content-length'])).toBe(receipt.length);
      expect(download.rawPayload.equals(receipt)).toBe(true);
    }
    const stranger = (await signUp(second)).token;
    const foreign = await second.inject({ url: `/api/expenses/${id}/attachment`, headers: bearer(stranger) });
    expect(foreign.statusCode).toBe(404);

    const removed = await second.inject({
      method: 'DELETE',
      url: `/api/expenses/${id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await bucketKeys()).toEqual(keys.filter((key) => !key.startsWith('uploads/')));
  });

  it('refuses a receipt over the limit and keeps nothing of it, in the bucket or on disk', async () => {
    const { token } = await signUp(first);
    const before = await bucketKeys();
    const form = multipartBody([
      { name: 'expenseType', content: 'Payment' },
      { name: 'dated', content: '2026-03-10' },
      { name: 'totalValue', content: '10.00' },
      { name: 'vat', content: 'Standard' },
      { name: 'description', content: 'Too big' },
      {
        name: 'attachmentFile',
        content: png(MAX_ATTACHMENT_BYTES + 1),
        filename: 'big.png',
        contentType: 'image/png',
      },
    ]);
    const response = await first.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(await bucketKeys()).toEqual(before);
    expect(await localFiles()).toEqual([]);
  });

  it('stores a bill attachment uploaded through one instance for the other to answer', async () => {
    const { token } = await signUp(first);
    const chart = await ledgerClient(first, token).chart();
    const vendor = await invoiceClient(first, token).contact({
      first_name: null,
      last_name: null,
      company_name: 'Printmax Signs',
    });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64 * 1024)]);
    const bills = billClient(first, token);
    const created = await bills.ok(
      bills.createWithFile(
        {
          contact_id: vendor,
          bill_number: 'P-1',
          issue_date: '2026-01-10',
          due_date: '2026-02-09',
          lines: [billLine(chart.get('6700')!.id)],
        },
        { content: pdf, filename: 'invoice.pdf', type: 'application/pdf' },
      ),
      201,
    );
    const download = await billClient(second, token).inject('GET', `/bills/${created.id}/attachment`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('keeps an e-mail written by one instance in the outbox the other lists and reads', async () => {
    const { token } = await signUp(first, { business_name: 'Bucket Traders' });
    const client = invoiceClient(first, token);
    const contactId = await client.contact({ first_name: 'Zoë', last_name: 'Wambui', company_name: null });
    const invoice = await client.created({ contact_id: contactId });
    await client.ok(
      client.addItems(invoice.id, [line({ description: 'Design', quantity: 1, unit_price: 1000 })]),
    );
    const sent = await client.inject('POST', `/invoices/${invoice.id}/email_invoice`, {
      email: 'buyer@example.com',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.delivery).toBe('outbox');

    const reader = invoiceClient(second, token);
    const listed = await reader.ok<{ id: string; to: string; subject: string }[]>(
      reader.inject('GET', '/outbox'),
    );
    expect(listed).toEqual([
      expect.objectContaining({ to: 'buyer@example.com', subject: 'Invoice INV-0001 from Bucket Traders' }),
    ]);
    const eml = await reader.inject('GET', `/outbox/${listed[0]!.id}`);
    expect(eml.statusCode).toBe(200);
    const parsed = await PostalMime.parse(eml.rawPayload);
    expect(parsed.subject).toBe('Invoice INV-0001 from Bucket Traders');
    expect(parsed.attachments[0]).toMatchObject({ filename: 'INV-0001 Zoë Wambui.pdf' });
    expect(await localFiles()).toEqual([]);

    const stranger = invoiceClient(second, (await signUp(second)).token);
    expect(await stranger.ok(stranger.inject('GET', '/outbox'))).toEqual([]);
    expect((await stranger.inject('GET', `/outbox/${listed[0]!.id}`)).statusCode).toBe(404);
  });
});
