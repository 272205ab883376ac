import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { expenses } from '../../src/db/schema.ts';
import { runRecurringExpenses } from '../../src/modules/expenses/recurring.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  // The series below start in 2026; the clock says so, whatever day the tests run.
  app = await testApp(database, { now: () => new Date('2026-06-15T09:00:00Z') });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

function postRecurring(token: string, dated: string, recurrence: string) {
  return accountRent(token).then((rent) => {
    const fields = {
      expenseType: 'Payment',
      ledger_account_id: String(rent),
      dated,
      totalValue: '25000',
      vat: 'Exempt',
      description: 'Office rent',
      recurrence,
    };
    const { payload, headers } = multipartBody(
      Object.entries(fields).map(([name, content]) => ({ name, content })),
    );
    return app.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: { ...bearer(token), ...headers },
      payload,
    });
  });
}

async function accountRent(token: string): Promise<number> {
  const { data } = (await app.inject({ url: '/api/ledger_accounts', headers: bearer(token) })).json() as {
    data: { id: number; full_number: string }[];
  };
  return data.find((a) => a.full_number === '6100')!.id;
}

async function createRecurring(token: string, dated: string, recurrence: string) {
  const response = await postRecurring(token, dated, recurrence);
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number };
}

const listOf = async (token: string) =>
  (await app.inject({ url: '/api/expenses?per_page=100', headers: bearer(token) })).json().data as {
    id: number;
    dated: string;
    recurrence: string | null;
    next_occurrence_on: string | null;
    attachment: unknown;
  }[];

describe(`recurring expenses on ${backend}`, () => {
  it('two concurrent runs create each due occurrence exactly once, catching up missed periods', async () => {
    const { token } = await signUp(app);
    const original = await createRecurring(token, '2026-01-31', 'Monthly');
    const runs = await Promise.all([
      runRecurringExpenses(database.db, '2026-05-15'),
      runRecurringExpenses(database.db, '2026-05-15'),
      runRecurringExpenses(database.db, '2026-05-15'),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(3);
    const expenses = await listOf(token);
    expect(expenses.map((e) => e.dated)).toEqual(['2026-04-30', '2026-03-31', '2026-02-28', '2026-01-31']);
    const parent = expenses.find((e) => e.id === original.id)!;
    expect(parent.next_occurrence_on).toBe('2026-05-31');
    for (const copy of expenses.filter((e) => e.id !== original.id)) {
      expect(copy).toMatchObject({ recurrence: null, next_occurrence_on: null, attachment: null });
    }
    // Nothing more is due; a later run continues the series.
    expect(await runRecurringExpenses(database.db, '2026-05-30')).toBe(0);
    const again = await Promise.all([
      runRecurringExpenses(database.db, '2026-06-01'),
      runRecurringExpenses(database.db, '2026-06-01'),
    ]);
    expect(again[0] + again[1]).toBe(1);
    expect((await listOf(token))[0]?.dated).toBe('2026-05-31');
  });

  it('weekly series across accounts, concurrently', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    await createRecurring(a.token, '2026-03-02', 'Weekly');
    await createRecurring(b.token, '2026-03-03', 'Weekly');
    const runs = await Promise.all([
      runRecurringExpenses(database.db, '2026-03-23'),
      runRecurringExpenses(database.db, '2026-03-23'),
    ]);
    expect(runs[0] + runs[1]).toBe(5);
    expect((await listOf(a.token)).map((e) => e.dated)).toEqual([
      '2026-03-23',
      '2026-03-16',
      '2026-03-09',
      '2026-03-02',
    ]);
    expect((await listOf(b.token)).map((e) => e.dated)).toEqual(['2026-03-17', '2026-03-10', '2026-03-03']);
  });

  it('refuses a series that would start more than a year ago, and takes one-off expenses of any date', async () => {
    const { token } = await signUp(app);
    const old = await postRecurring(token, '2025-06-14', 'Monthly');
    expect(old.statusCode).toBe(422);
    expect(old.json()).toEqual({
      error: 'A recurring expense can start at most one year ago (on or after 2025-06-15)',
      details: { dated: ['A recurring expense can start at most one year ago (on or after 2025-06-15)'] },
    });
    expect((await postRecurring(token, '1901-01-01', 'Weekly')).statusCode).toBe(422);
    expect((await postRecurring(token, '2025-06-15', 'Monthly')).statusCode).toBe(201);
    expect((await postRecurring(token, '1901-01-01', '')).statusCode).toBe(201);
  });

  it('catches up at most one year of missed periods, however long the series was left', async () => {
    const { token } = await signUp(app);
    const series = await createRecurring(token, '2026-05-31', 'Monthly');
    // Other tests' series share the database: bring them up to date first, so the count below is this one's.
    await runRecurringExpenses(database.db, '2026-06-15');
    // A series left behind for years (an old database, a long downtime): due since 2020.
    await database.db
      .update(expenses)
      .set({ dated: '2020-01-31', nextOccurrenceOn: '2020-02-29' })
      .where(eq(expenses.id, series.id));
    expect(await runRecurringExpenses(database.db, '2026-06-15')).toBe(12);
    const dates = (await listOf(token)).filter((e) => e.id !== series.id).map((e) => e.dated);
    expect(dates.at(-1)).toBe('2025-06-30');
    expect(dates[0]).toBe('2026-05-31');
    expect((await listOf(token)).find((e) => e.id === series.id)?.next_occurrence_on).toBe('2026-06-30');
  });

  it('stops between occurrences when asked to, and the next run carries on', async () => {
    const { token } = await signUp(app);
    await runRecurringExpenses(database.db, '2026-03-02');
    await createRecurring(token, '2026-01-05', 'Weekly');
    let asked = 0;
    // Asked before each batch and before each occurrence (one occurrence a batch here): two copies, then stop.
    expect(await runRecurringExpenses(database.db, '2026-03-02', () => ++asked > 4)).toBe(2);
    expect(await runRecurringExpenses(database.db, '2026-03-02', () => true)).toBe(0);
    expect(await runRecurringExpenses(database.db, '2026-03-02')).toBe(6);
    expect((await listOf(token)).length).toBe(9);
  });
});
