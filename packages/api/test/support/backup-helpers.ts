import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseTarget } from '../../src/backup/restore.ts';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { billClient, billLine } from './bill-helpers.ts';
import { backend, bearer, multipartBody, scratchPostgresDatabase } from './helpers.ts';
import { buildBooks } from './report-helpers.ts';

/** A receipt photo's bytes (a PNG signature, then random bytes: unique, so a test can find it in an archive). */
export const receiptPng = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(3000)]);

/**
 * A realistic account through the API: the report books (contacts, invoices sent and paid, expenses,
 * journal entries), an expense with an uploaded receipt, a bill with its attachment, paid in part, and an
 * invoice e-mailed into the outbox.
 */
export async function buildAccount(app: FastifyInstance) {
  const books = await buildBooks(app);
  const receipt = receiptPng();
  const { payload, headers } = multipartBody([
    ...Object.entries({
      expenseType: 'Payment',
      recurrence: '-- Does Not Recur --',
      ledger_account_id: String(books.id('6000')),
      dated: '2026-04-02',
      totalValue: '232.00',
      vat: 'Standard',
      description: 'Toner',
    }).map(([name, content]) => ({ name, content })),
    { name: 'attachmentFile', content: receipt, filename: 'toner.png', contentType: 'image/png' },
  ]);
  const expense = await app.inject({
    method: 'POST',
    url: '/api/expenses',
    payload,
    headers: { ...headers, ...bearer(books.token) },
  });
  if (expense.statusCode !== 201) throw new Error(`expense: ${expense.statusCode} ${expense.body}`);
  const bills = billClient(app, books.token);
  const bill = await bills.ok(
    bills.createWithFile(
      {
        contact_id: books.baraka,
        bill_number: 'SUP-7',
        issue_date: '2026-04-05',
        due_date: '2026-05-05',
        lines: [billLine(books.id('6000'), { unit_price: 300 })],
      },
      { content: receiptPng(), filename: 'sup-7.png', type: 'image/png' },
    ),
    201,
  );
  await bills.ok(bills.pay(bill.id, { amount: 100, paid_on: '2026-04-10' }), 201);
  const invoice = await books.invoices.created({ contact_id: books.achieng });
  const mailed = await books.invoices.inject('POST', `/invoices/${invoice.id}/email_invoice`, {
    email: 'achieng@example.com',
  });
  if (mailed.statusCode !== 200) throw new Error(`email: ${mailed.statusCode} ${mailed.body}`);
  return { ...books, expenseId: expense.json().data.id as number, billId: bill.id, receipt };
}

/** Every table's rows (as JSON text, sorted) and every sequence, read straight from the catalog. */
export async function databaseSnapshot(db: Db) {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    rows[name] = rowsOf<{ r: string }>(
      await db.execute(sql.raw(`select row_to_json(t)::text as r from public."${name}" t order by 1`)),
    ).map((row) => row.r);
  }
  const sequences: Record<string, string> = {};
  for (const { name } of rowsOf<{ name: string }>(
    await db.execute(
      sql`select sequence_name as name from information_schema.sequences where sequence_schema = 'public' order by 1`,
    ),
  )) {
    const [value] = rowsOf<{ v: string }>(
      await db.execute(
        sql.raw(`select last_value::text || ' ' || is_called::text as v from public."${name}"`),
      ),
    );
    sequences[name] = value?.v ?? '';
  }
  return { rows, sequences };
}

/** Every file under `dir` (recursively) with its sha256, by relative path. */
export async function filesSnapshot(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const path = join(entry.parentPath, entry.name);
    files[path.slice(dir.length + 1)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return files;
}

/** What the owner sees: the invoice list, the trial balance, the bills, the outbox and the receipt's bytes. */
export async function apiSnapshot(app: FastifyInstance, token: string, expenseId: number) {
  const get = (url: string) => app.inject({ url: `/api${url}`, headers: bearer(token) });
  const receipt = await get(`/expenses/${expenseId}/attachment`);
  if (receipt.statusCode !== 200) throw new Error(`receipt: ${receipt.statusCode}`);
  return {
    invoices: (await get('/invoices?per_page=100')).json(),
    trialBalance: (await get('/reports/trial_balance?as_of=2026-12-31')).json(),
    bills: (await get('/bills')).json(),
    outbox: (await get('/outbox')).json(),
    receipt: receipt.rawPayload,
  };
}

/** A new, empty PostgreSQL database beside TEST_DATABASE_URL's (never migrated), and how to drop it. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('needs TEST_DATABASE_URL');
  return scratchPostgresDatabase(base, 'daftari_backup');
}

/**
 * An empty database to restore into, of this test file's backend: the embedded one in `dataDir` on pglite, a
 * new PostgreSQL database otherwise (its drop pushed onto `cleanups`).
 */
export async function emptyRestoreTarget(
  dataDir: string,
  cleanups: (() => Promise<void>)[],
): Promise<DatabaseTarget> {
  if (backend === 'pglite') return { dataDir };
  const database = await emptyPostgresDatabase();
  cleanups.push(database.drop);
  return { databaseUrl: database.url };
}
