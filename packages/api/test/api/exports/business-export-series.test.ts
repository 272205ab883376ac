import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BusinessExport, BusinessImport } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { recurringInvoices, yearEnds } from '../../../src/db/schema.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import { jobRunner, recordingMailer } from '../../support/job-helpers.ts';
import { timeAccount } from '../../support/time-helpers.ts';

// What an export carries besides the documents and the ledger, loaded into the importing business: the
// time entries (tracked, now, by its owner), the recurring series with the periods they issued (their lines'
// income accounts in the new chart), and the closed financial years (closed by nobody it knows).

let database: Database;
let app: FastifyInstance;
let dataDir: string;
let runJobs: () => Promise<unknown>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'daftari-export-series-'));
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

const get = async (token: string, url: string) => {
  const answer = await app.inject({ url: `/api${url}`, headers: bearer(token) });
  expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
  return answer.json().data;
};

/** An answer without its ids and times of creation, which differ between the two businesses. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(
        ([key]) =>
          key !== 'id' && !key.endsWith('_id') && !['created_at', 'updated_at', 'user'].includes(key),
      )
      .map(([key, inner]) => [key, comparable(inner)]),
  );
}

async function moved(token: string, into: string): Promise<void> {
  const started = await app.inject({ method: 'POST', url: '/api/exports', headers: bearer(token) });
  expect(started.statusCode, started.body).toBe(202);
  await runJobs();
  const { id } = started.json().data as BusinessExport;
  const zip = await app.inject({ url: `/api/exports/${id}/download`, headers: bearer(token) });
  expect(zip.statusCode).toBe(200);
  const body = multipartBody([
    { name: 'file', content: zip.rawPayload, filename: 'export.zip', contentType: 'application/zip' },
  ]);
  const imported = await app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...bearer(into), ...body.headers },
    payload: body.payload,
  });
  expect(imported.statusCode, imported.body).toBe(202);
  await runJobs();
  const done = await get(into, `/imports/${(imported.json().data as BusinessImport).id}`);
  expect(done).toMatchObject({ status: 'done', error: null });
}

const salesAccountOf = async (token: string): Promise<number> =>
  ((await get(token, '/ledger_accounts')) as { id: number; number: string }[]).find(
    (account) => account.number === '4000',
  )!.id;

describe(`an export's time, recurring series and closed years, imported on ${backend}`, () => {
  it('loads them into the new business as they were', async () => {
    const source = await timeAccount(app);
    await source.time.entry('2026-03-02T08:00:00Z', 5400, { description: 'Design review' });
    await source.time.entry('2026-03-03T08:00:00Z', 1800, { billable: false });
    const sales = await salesAccountOf(source.token);
    const series = await source.client.inject('POST', '/recurring_invoices', {
      recurring_invoice: {
        contact_id: source.contactId,
        frequency: 'quarterly',
        start_date: '2026-01-05',
        items: [line({ unit_price: 2500, ledger_account_id: sales })],
      },
    });
    expect(series.statusCode, series.body).toBe(201);
    await runJobs(); // the series issues its quarters up to the runner's day
    const sourceAccount = (await get(source.token, '/users/current')) as {
      id: number;
      account: { id: number };
    };
    await database.db.insert(yearEnds).values({
      accountId: sourceAccount.account.id,
      yearStart: '2025-01-01',
      yearEnd: '2025-12-31',
      profit: '1250.00',
      closedBy: sourceAccount.id,
    });

    const target = await signUp(app);
    await moved(source.token, target.token);

    const entries = async (token: string) => comparable((await get(token, '/time_entries')) as unknown[]);
    expect(await entries(target.token)).toEqual(await entries(source.token));
    expect((await get(target.token, '/time_entries')) as unknown[]).toHaveLength(2);

    const serieses = async (token: string) => comparable(await get(token, '/recurring_invoices'));
    const issued = (await get(source.token, '/recurring_invoices')) as { invoices: unknown[] }[];
    expect(issued[0]!.invoices.length).toBeGreaterThan(3);
    expect(await serieses(target.token)).toEqual(await serieses(source.token));
    const [copy] = await database.db
      .select()
      .from(recurringInvoices)
      .where(eq(recurringInvoices.accountId, target.data.account.id));
    expect((copy!.items as { ledger_account_id: number }[])[0]!.ledger_account_id).toBe(
      await salesAccountOf(target.token),
    );

    const years = await database.db
      .select()
      .from(yearEnds)
      .where(eq(yearEnds.accountId, target.data.account.id));
    expect(
      years.map(({ yearStart, yearEnd, profit, closedBy }) => ({ yearStart, yearEnd, profit, closedBy })),
    ).toEqual([{ yearStart: '2025-01-01', yearEnd: '2025-12-31', profit: '1250.00', closedBy: null }]);
  });
});
