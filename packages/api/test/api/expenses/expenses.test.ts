import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataEnvelope, expenseSchema, MAX_ATTACHMENT_BYTES, pagedEnvelope } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';

let database: Database;
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'daftari-expenses-test-'));
  database = await testDatabase();
  app = await testApp(database, { dataDir });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const expenseEnvelope = dataEnvelope(expenseSchema);
const listEnvelope = pagedEnvelope(expenseSchema);

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

async function accountIds(token: string) {
  const { data } = (await app.inject({ url: '/api/ledger_accounts', headers: bearer(token) })).json() as {
    data: { id: number; full_number: string }[];
  };
  const byNumber = (n: string) => data.find((a) => a.full_number === n)!.id;
  return {
    office: byNumber('6000'),
    travel: byNumber('6500'),
    sales: byNumber('4000'),
    cash: byNumber('1000'),
  };
}

/** The form as the UI sends it: every field as text, empty optional ones included. */
function form(fields: Record<string, string> = {}) {
  return {
    expenseType: 'Payment',
    ledger_account_id: '',
    dated: '2026-03-10',
    totalValue: '1160.00',
    vat: 'Standard',
    description: 'Printer paper',
    receiptReference: '',
    attachmentDescription: '',
    recurrence: '-- Does Not Recur --',
    merchantName: '',
    ...fields,
  };
}

function send(
  token: string,
  fields: Record<string, string>,
  file?: { content: Buffer; filename?: string; contentType?: string },
  { method = 'POST', url = '/api/expenses' }: { method?: 'POST' | 'PUT'; url?: string } = {},
) {
  const { payload, headers } = multipartBody([
    ...Object.entries(fields).map(([name, content]) => ({ name, content })),
    ...(file
      ? [
          {
            name: 'attachmentFile',
            content: file.content,
            filename: file.filename ?? 'receipt.png',
            contentType: file.contentType ?? 'image/png',
          },
        ]
      : []),
  ]);
  return app.inject({ method, url, headers: { ...bearer(token), ...headers }, payload });
}

describe(`expenses on ${backend}`, () => {
  it('creates, lists, reads, updates and deletes an expense with its attachment', async () => {
    const { token } = await signUp(app);
    const ids = await accountIds(token);
    const created = await send(
      token,
      form({
        ledger_account_id: String(ids.office),
        receiptReference: 'R-1',
        merchantName: 'Text Book Centre',
        attachmentDescription: 'The till slip',
      }),
      { content: PNG, filename: 'slip.png' },
    );
    expect(created.statusCode).toBe(201);
    const expense = expenseEnvelope.parse(created.json()).data;
    expect(expense).toMatchObject({
      expense_type: 'Payment',
      ledger_account_id: ids.office,
      ledger_account: {
        id: ids.office,
        name: 'Office Costs',
        full_name: '6000 Office Costs',
        full_number: '6000',
      },
      dated: '2026-03-10',
      total_value: 1160,
      currency: 'KES',
      vat: 'Standard',
      vat_rate: 16,
      vat_amount: 160,
      description: 'Printer paper',
      receipt_reference: 'R-1',
      recurrence: null,
      next_occurrence_on: null,
      merchant_name: 'Text Book Centre',
      attachment: {
        file_name: 'slip.png',
        content_type: 'image/png',
        size: PNG.length,
        description: 'The till slip',
      },
    });
    expect(await storedFiles()).toHaveLength(1);

    const second = await send(
      token,
      form({ ledger_account_id: String(ids.travel), dated: '2026-04-01', vat: 'Exempt' }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({ vat: 'Exempt', vat_rate: 0, vat_amount: 0, attachment: null });

    const list = listEnvelope.parse(
      (await app.inject({ url: '/api/expenses', headers: bearer(token) })).json(),
    );
    expect(list.data.map((e) => e.dated)).toEqual(['2026-04-01', '2026-03-10']);
    expect(list.meta).toEqual({ total_count: 2, current_page: 1, total_pages: 1, per_page: 10 });

    const got = await app.inject({ url: `/api/expenses/${expense.id}`, headers: bearer(token) });
    expect(expenseEnvelope.parse(got.json()).data).toEqual(expense);

    const download = await app.inject({
      url: `/api/expenses/${expense.id}/attachment`,
      headers: bearer(token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain('attachment; filename="slip.png"');
    expect(download.rawPayload.equals(PNG)).toBe(true);

    // Update without a file keeps the attachment; empty optional text clears.
    const updated = await send(
      token,
      form({
        ledger_account_id: String(ids.travel),
        totalValue: '100',
        vat: 'Auto',
        vatRate: '8',
        description: 'Taxi',
      }),
      undefined,
      { method: 'PUT', url: `/api/expenses/${expense.id}` },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      ledger_account_id: ids.travel,
      total_value: 100,
      vat: 'Auto',
      vat_rate: 8,
      vat_amount: 7.41,
      description: 'Taxi',
      receipt_reference: null,
      merchant_name: null,
      attachment: { file_name: 'slip.png', description: null },
    });
    // Auto without a detected rate is Standard.
    const auto = await send(
      token,
      form({ ledger_account_id: String(ids.office), vat: 'Auto', totalValue: '57.48' }),
    );
    expect(auto.json().data).toMatchObject({ vat_rate: 16, vat_amount: 7.93 });

    // A new file replaces the stored one.
    const replaced = await send(
      token,
      form({ ledger_account_id: String(ids.office) }),
      { content: PDF, filename: 'r.pdf', contentType: 'application/pdf' },
      { method: 'PUT', url: `/api/expenses/${expense.id}` },
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.attachment).toMatchObject({
      file_name: 'r.pdf',
      content_type: 'application/pdf',
    });
    expect(await storedFiles()).toHaveLength(1);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/expenses/${expense.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await storedFiles()).toHaveLength(0);
    expect(
      (await app.inject({ url: `/api/expenses/${expense.id}`, headers: bearer(token) })).statusCode,
    ).toBe(404);
  });

  it("answers the spec's messages for each missing required field", async () => {
    const { token } = await signUp(app);
    const response = await send(token, {
      expenseType: '',
      ledger_account_id: '',
      dated: '',
      totalValue: '',
      vat: '',
      description: '',
      recurrence: '-- Does Not Recur --',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({
      expenseType: ['Type is required.'],
      ledger_account_id: ['Account is required.'],
      dated: ['Dated is required.'],
      totalValue: ['Total Value is required.'],
      vat: ['VAT is required.'],
      description: ['Description is required.'],
    });
    const nothing = await send(token, {});
    expect(nothing.statusCode).toBe(422);
    expect(Object.keys(nothing.json().details).sort()).toEqual(
      ['dated', 'description', 'expenseType', 'ledger_account_id', 'totalValue', 'vat'].sort(),
    );
    const bad = await send(
      token,
      form({ ledger_account_id: 'abc', dated: '2026-02-30', totalValue: '1.234' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual({
      ledger_account_id: ['Account is required.'],
      dated: ['Dated is not a real date'],
      totalValue: ['Total Value must be an amount with at most 2 decimals.'],
    });
  });

  it('refuses a ledger account that is not an expense account of this business', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const idsA = await accountIds(a.token);
    const idsB = await accountIds(b.token);
    for (const id of [idsA.sales, idsA.cash, idsB.office, 999_999, 99_999_999_999]) {
      const response = await send(a.token, form({ ledger_account_id: String(id) }), { content: PNG });
      expect(response.statusCode).toBe(422);
      expect(response.json().details).toEqual({ ledger_account_id: ['Choose an expense account'] });
    }
    expect(await storedFiles()).toHaveLength(0);
  });

  it('answers 413 for an attachment over 5 MB and stores nothing', async () => {
    const { token } = await signUp(app);
    const ids = await accountIds(token);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_ATTACHMENT_BYTES)]);
    const response = await send(token, form({ ledger_account_id: String(ids.office) }), { content: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Attachments can be at most 5 MB.' });
    expect(await storedFiles()).toEqual([]);
    const list = listEnvelope.parse(
      (await app.inject({ url: '/api/expenses', headers: bearer(token) })).json(),
    );
    expect(list.meta.total_count).toBe(0);
  });

  it('accepts exactly 5 MB', async () => {
    const { token } = await signUp(app);
    const ids = await accountIds(token);
    const exact = Buffer.concat([PNG, Buffer.alloc(MAX_ATTACHMENT_BYTES - PNG.length)]);
    const response = await send(token, form({ ledger_account_id: String(ids.office) }), { content: exact });
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id;
    await app.inject({ method: 'DELETE', url: `/api/expenses/${id}`, headers: bearer(token) });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file that is not an image or a PDF, whatever its name says', async () => {
    const { token } = await signUp(app);
    const ids = await accountIds(token);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const response = await send(token, form({ ledger_account_id: String(ids.office) }), {
      content: exe,
      filename: 'photo.png',
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({
      attachmentFile: ['Only images (PNG, JPEG, WebP) and PDF files can be attached.'],
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("keeps accounts apart: another account's expense and attachment are 404", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const ids = await accountIds(a.token);
    const created = await send(a.token, form({ ledger_account_id: String(ids.office) }), { content: PNG });
    const id = created.json().data.id;
    for (const url of [`/api/expenses/${id}`, `/api/expenses/${id}/attachment`]) {
      const response = await app.inject({ url, headers: bearer(b.token) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Expense not found' });
    }
    const put = await send(b.token, form({ ledger_account_id: String(ids.office) }), undefined, {
      method: 'PUT',
      url: `/api/expenses/${id}`,
    });
    expect(put.statusCode).toBe(404);
    const del = await app.inject({ method: 'DELETE', url: `/api/expenses/${id}`, headers: bearer(b.token) });
    expect(del.statusCode).toBe(404);
    const listB = listEnvelope.parse(
      (await app.inject({ url: '/api/expenses', headers: bearer(b.token) })).json(),
    );
    expect(listB.data).toEqual([]);
    expect((await app.inject({ url: '/api/expenses/abc', headers: bearer(a.token) })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: `/api/expenses/${id}/attachment`, headers: bearer(a.token) })).statusCode,
    ).toBe(200);
  });

  it('sets the next occurrence of a recurring expense, month-end safe', async () => {
    const { token } = await signUp(app);
    const ids = await accountIds(token);
    const monthly = await send(
      token,
      form({ ledger_account_id: String(ids.office), dated: '2026-01-31', recurrence: 'Monthly' }),
    );
    expect(monthly.json().data).toMatchObject({ recurrence: 'Monthly', next_occurrence_on: '2026-02-28' });
    const weekly = await send(
      token,
      form({ ledger_account_id: String(ids.office), dated: '2026-12-29', recurrence: 'Weekly' }),
    );
    expect(weekly.json().data.next_occurrence_on).toBe('2027-01-05');
    const yearly = await send(
      token,
      form({ ledger_account_id: String(ids.office), dated: '2028-02-29', recurrence: 'Annually' }),
    );
    expect(yearly.json().data.next_occurrence_on).toBe('2029-02-28');
  });
});
