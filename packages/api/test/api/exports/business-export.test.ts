import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BusinessExport,
  type BusinessImport,
  documentFileName,
  type Invoice,
  type LabelledContact,
  trialBalanceSchema,
} from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { creditNoteClient } from '../../support/credit-note-helpers.ts';
import { estimateClient, line } from '../../support/estimate-helpers.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { jobRunner, recordingMailer } from '../../support/job-helpers.ts';
import { pdfPages } from '../../support/pdf-text.ts';
import { buildBooks, reportData } from '../../support/report-helpers.ts';

let database: Database;
let app: FastifyInstance;
let dataDir: string;
let runJobs: () => Promise<unknown>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'daftari-export-test-'));
  database = await testDatabase();
  app = await testApp(database, { dataDir });
  const run = jobRunner(database.db, recordingMailer().mailer, {}, {}, dataDir);
  runJobs = () => run('2027-01-01T09:00:00Z');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const PDF = Buffer.from('%PDF-1.4 supplier invoice');

const get = (token: string, url: string) => app.inject({ url: `/api${url}`, headers: bearer(token) });

/** The report books, a bill (with its PDF attached) paid in part, estimates and a credit note. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="90" height="30"><rect width="90" height="30"/></svg>';

async function business() {
  const books = await buildBooks(app);
  const bills = billClient(app, books.token);
  const vendor = await books.invoices.contact({
    first_name: null,
    last_name: null,
    company_name: 'Printmax',
  });
  const bill = await bills.ok(
    bills.createWithFile(
      {
        contact_id: vendor,
        bill_number: 'P-1',
        issue_date: '2026-02-01',
        due_date: '2026-03-01',
        lines: [billLine(books.id('6700'), { unit_price: 750 })],
      },
      { content: PDF, filename: 'printmax.pdf', type: 'application/pdf' },
    ),
    201,
  );
  await bills.ok(bills.pay(bill.id, { amount: 300, paid_on: '2026-02-10' }), 201);
  // A sent estimate, a draft one (no PDF), and a credit note on the first invoice.
  const estimates = estimateClient(app, books.token);
  const customer = await books.invoices.contact({ company_name: 'Achieng Fresh Juices' });
  const quote = await estimates.created({ contact_id: customer });
  await estimates.ok(estimates.addItems(quote.id, [line({ unit_price: 300 })]));
  await estimates.ok(estimates.send(quote.id));
  await estimates.created({ contact_id: customer });
  const [first] = ((await get(books.token, '/invoices?per_page=100')).json().data as Invoice[]).sort((a, b) =>
    a.issue_date.localeCompare(b.issue_date),
  );
  await creditNoteClient(app, books.token).created(first!.id, [line({ unit_price: 50 })]);
  const face = await app.inject({
    method: 'PUT',
    url: '/api/account',
    headers: bearer(books.token),
    payload: {
      account: {
        legal_name: 'Kazi Ltd',
        vat_registered: true,
        till: '832910',
        financial_year_start: '07-01',
      },
    },
  });
  expect(face.statusCode, face.body).toBe(200);
  const logo = multipartBody([
    { name: 'file', content: LOGO_SVG, filename: 'logo.svg', contentType: 'image/svg+xml' },
  ]);
  const uploaded = await app.inject({
    method: 'PUT',
    url: '/api/account/logo',
    headers: { ...bearer(books.token), ...logo.headers },
    payload: logo.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return books;
}

async function exported(token: string): Promise<{ id: number; zip: Buffer }> {
  const started = await app.inject({ method: 'POST', url: '/api/exports', headers: bearer(token) });
  expect(started.statusCode, started.body).toBe(202);
  const { id, status } = started.json().data as BusinessExport;
  expect(status).toBe('pending');
  await runJobs();
  const done = (await get(token, `/exports/${id}`)).json().data as BusinessExport;
  expect(done).toMatchObject({ id, status: 'done' });
  const download = await get(token, `/exports/${id}/download`);
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/zip');
  expect(download.rawPayload.length).toBe(done.size);
  return { id, zip: download.rawPayload };
}

function importRequest(token: string, zip: Buffer) {
  const body = multipartBody([
    { name: 'file', content: zip, filename: 'export.zip', contentType: 'application/zip' },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const trialBalance = async (token: string) => {
  const tb = await reportData(
    (name, query) => app.inject({ url: `/api/reports/${name}?to=${query?.to}`, headers: bearer(token) }),
    'trial_balance',
    trialBalanceSchema,
    { to: '2026-12-31' },
  );
  return { totals: tb.totals, rows: tb.rows.map(({ ledger_account_id: _, ...row }) => row) };
};

/** A report's answer without the ids, which differ between the two businesses. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id' && !key.endsWith('_id') && key !== 'url')
      .map(([key, inner]) => [key, withoutIds(inner)]),
  );
}

const report = async (token: string, name: string) => {
  const answer = await get(token, `/reports/${name}?as_of=2026-12-31&to=2026-12-31&from=2026-01-01`);
  expect(answer.statusCode, answer.body).toBe(200);
  return withoutIds(answer.json().data);
};

interface Listed {
  status?: string;
  invoice_number?: string;
  estimate_number?: string;
  credit_note_number?: string;
  contact: LabelledContact;
}

/** Each issued document's number and its PDF's name in the ZIP (`invoices/INV-0001 Achieng Otieno.pdf`). */
async function issuedPdfNames(token: string): Promise<[number: string, name: string][]> {
  const listed = async (url: string, folder: string, numberOf: (row: Listed) => string | undefined) =>
    ((await get(token, url)).json().data as Listed[])
      .filter((row) => row.status !== 'draft')
      .map((row): [string, string] => {
        const number = numberOf(row) ?? '';
        return [number, `${folder}/${documentFileName(number, row.contact)}`];
      });
  return [
    ...(await listed('/invoices?per_page=100', 'invoices', (row) => row.invoice_number)),
    ...(await listed('/estimates?per_page=100', 'estimates', (row) => row.estimate_number)),
    ...(await listed('/credit_notes?per_page=100', 'credit_notes', (row) => row.credit_note_number)),
  ];
}

const invoiceList = async (token: string) =>
  ((await get(token, '/invoices?per_page=100')).json().data as Record<string, unknown>[])
    .map((invoice) => [invoice.invoice_number, invoice.status, invoice.total, invoice.balance])
    .sort();

/** Each payment's receipt number with its invoice's number, and an invoice that still takes a payment. */
async function receipts(token: string) {
  const listed = (await get(token, '/invoices?per_page=100')).json().data as Invoice[];
  const details = await Promise.all(
    listed.map(async (row) => (await get(token, `/invoices/${row.id}`)).json().data as Invoice),
  );
  return {
    numbers: details
      .flatMap((invoice) => invoice.payments.map((paid) => [invoice.invoice_number, paid.receipt_number]))
      .sort(),
    open: details.find((invoice) => invoice.status === 'sent' && invoice.balance > 0),
  };
}

describe(`export and import of a whole business on ${backend}`, () => {
  it('exports every record as CSV with a manifest and the attachments, and imports it into an empty business exactly', async () => {
    const source = await business();
    const { zip } = await exported(source.token);
    const files = unzipSync(new Uint8Array(zip));
    const manifest = JSON.parse(strFromU8(files['manifest.json']!));
    expect(manifest).toMatchObject({ format: 'daftari-business-export', format_version: 1 });
    expect(manifest.account_id).toBe(source.accountId);
    const rows = Object.fromEntries(
      (manifest.tables as { name: string; rows: number }[]).map((t) => [t.name, t.rows]),
    );
    expect(rows).toMatchObject({ accounts: 1, invoices: 5, bills: 1, expenses: 2, payments: 2 });
    expect(rows.users).toBeUndefined();
    const invoicesCsv = strFromU8(files['tables/invoices.csv']!).split('\r\n');
    expect(invoicesCsv[0]).toMatch(/^id,account_id,contact_id,/);
    expect(invoicesCsv.filter(Boolean)).toHaveLength(6);
    expect(manifest.attachments).toHaveLength(1);
    expect(Buffer.from(files[`attachments/${manifest.attachments[0]}`]!)).toEqual(PDF);

    // Every issued invoice, estimate and credit note as its PDF, named by its number and customer; no draft.
    const issued = await issuedPdfNames(source.token);
    expect(issued.map(([, name]) => name.split('/')[0])).toEqual(
      expect.arrayContaining(['invoices', 'estimates', 'credit_notes']),
    );
    expect([...manifest.pdfs].sort()).toEqual(issued.map(([, name]) => name).sort());
    expect(manifest.pdfs.filter((name: string) => name.startsWith('estimates/'))).toHaveLength(1);
    for (const [number, name] of issued) {
      const pdf = files[`pdfs/${name}`];
      expect(pdf, name).toBeDefined();
      expect((await pdfPages(Buffer.from(pdf!))).join(' '), name).toContain(number);
    }

    const target = await signUp(app);
    const started = await importRequest(target.token, zip);
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json().data as BusinessImport;
    await runJobs();
    expect((await get(target.token, `/imports/${id}`)).json().data).toMatchObject({
      id,
      status: 'done',
      error: null,
    });

    const books = await trialBalance(source.token);
    expect(books.totals.debit).toBeGreaterThan(5000);
    expect(await trialBalance(target.token)).toEqual(books);
    expect(await invoiceList(target.token)).toEqual(await invoiceList(source.token));
    for (const name of ['receivables_aging', 'payables_aging', 'balance_sheet', 'profit_and_loss']) {
      expect(await report(target.token, name), name).toEqual(await report(source.token, name));
    }
    const [bill] = (await get(target.token, '/bills')).json().data as { id: number }[];
    const attachment = await get(target.token, `/bills/${bill!.id}/attachment`);
    expect(attachment.statusCode).toBe(200);
    expect(attachment.rawPayload).toEqual(PDF);

    // The business's face and logo come along.
    expect((await get(target.token, '/account')).json().data).toMatchObject({
      legal_name: 'Kazi Ltd',
      vat_registered: true,
      till: '832910',
      financial_year_start: '07-01',
    });
    const logos = await Promise.all([source.token, target.token].map((token) => get(token, '/account/logo')));
    expect(logos[1]?.statusCode).toBe(200);
    expect(logos[1]?.rawPayload).toEqual(logos[0]?.rawPayload);

    // The same receipt numbers, and the imported business's next receipt continues the count.
    const sourceReceipts = await receipts(source.token);
    expect(sourceReceipts.numbers.map(([, number]) => number).sort()).toEqual(['RCT-0001', 'RCT-0002']);
    const targetReceipts = await receipts(target.token);
    expect(targetReceipts.numbers).toEqual(sourceReceipts.numbers);
    const paid = await app.inject({
      method: 'POST',
      url: `/api/invoices/${targetReceipts.open!.id}/payments`,
      headers: bearer(target.token),
      payload: { payment: { amount: 1, paid_on: '2026-12-01', method: 'cash' } },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((paid.json().data as Invoice).payments.at(-1)?.receipt_number).toBe('RCT-0003');

    // The imported business has documents now: a second import is refused, nothing stored.
    const again = await importRequest(target.token, zip);
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toMatch(/already has documents/);
  });

  it('refuses a file that is no export, or a ZIP with an entry outside its folders (422)', async () => {
    const { token } = await signUp(app);
    const notZip = await importRequest(token, Buffer.from('id,name\r\n1,x\r\n'));
    expect(notZip.statusCode).toBe(422);
    expect(notZip.json().error).toMatch(/not a Daftari export/);
    const slip = zipSync({ 'manifest.json': strToU8('{}'), '../../etc/evil': strToU8('x') });
    const escaped = await importRequest(token, Buffer.from(slip));
    expect(escaped.statusCode).toBe(422);
    expect(escaped.json().error).toMatch(/entry an export does not write/);
    const climbing = zipSync({
      'manifest.json': strToU8('{}'),
      'pdfs/invoices/../../evil.pdf': strToU8('%PDF'),
    });
    const refused = await importRequest(token, Buffer.from(climbing));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatch(/entry an export does not write/);
  });

  it('shows an export to its own business only', async () => {
    const owner = await signUp(app);
    const started = await app.inject({ method: 'POST', url: '/api/exports', headers: bearer(owner.token) });
    const { id } = started.json().data as BusinessExport;
    const other = await signUp(app);
    expect((await get(other.token, `/exports/${id}`)).statusCode).toBe(404);
    expect((await get(other.token, `/exports/${id}/download`)).statusCode).toBe(404);
    expect((await get(other.token, `/imports/${id}`)).statusCode).toBe(404);
    expect((await get(owner.token, `/exports/${id}/download`)).statusCode).toBe(409);
  });
});
