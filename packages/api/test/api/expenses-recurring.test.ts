import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { runRecurringExpenses } from '../../src/modules/expenses/recurring.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function createRecurring(token: string, dated: string, recurrence: string) {
  const { data } = (await app.inject({ url: '/api/ledger_accounts', headers: bearer(token) })).json() as {
    data: { id: number; full_number: string }[];
  };
  const rent = data.find((a) => a.full_number === '6100')!.id;
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
  const response = await app.inject({
    method: 'POST',
    url: '/api/expenses',
    headers: { ...bearer(token), ...headers },
    payload,
  });
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
});
