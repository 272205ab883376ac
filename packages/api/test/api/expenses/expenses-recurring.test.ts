import type { Job } from '@daftari/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { expenses, ledgerAccounts } from '../../../src/db/schema.ts';
import { produceRecurringExpenses } from '../../../src/modules/expenses/recurring.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { jobRunner, recordingMailer } from '../../support/job-helpers.ts';

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

/** One runner's pass (what one API process runs each interval) at noon UTC of `day`. */
const run = (day: string, shouldStop?: () => boolean) =>
  jobRunner(database.db, recordingMailer().mailer)(`${day}T12:00:00Z`, shouldStop);
const runners = async (day: string, count: number) => {
  const passes = await Promise.all(Array.from({ length: count }, () => run(day)));
  return {
    produced: passes.reduce((sum, pass) => sum + pass.produced, 0),
    ran: passes.reduce((sum, pass) => sum + pass.ran, 0),
  };
};
const jobsOf = async (token: string, status?: string) =>
  (await app.inject({ url: `/api/jobs${status ? `?status=${status}` : ''}`, headers: bearer(token) })).json()
    .data as Job[];

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
    expect(await runners('2026-05-15', 3)).toEqual({ produced: 3, ran: 3 });
    const expenses = await listOf(token);
    expect(expenses.map((e) => e.dated)).toEqual(['2026-04-30', '2026-03-31', '2026-02-28', '2026-01-31']);
    const parent = expenses.find((e) => e.id === original.id)!;
    expect(parent.next_occurrence_on).toBe('2026-05-31');
    for (const copy of expenses.filter((e) => e.id !== original.id)) {
      expect(copy).toMatchObject({ recurrence: null, next_occurrence_on: null, attachment: null });
    }
    // Nothing more is due; a later run continues the series.
    expect(await runners('2026-05-30', 1)).toEqual({ produced: 0, ran: 0 });
    expect(await runners('2026-06-01', 2)).toEqual({ produced: 1, ran: 1 });
    const jobs = await jobsOf(token);
    expect(jobs.map((job) => [job.kind, job.status, job.attempts])).toEqual(
      Array(4).fill(['recurring_expense', 'done', 1]),
    );
    expect(jobs[0]?.summary).toBe(`Copy recurring expense #${original.id} for 2026-05-31`);
    expect((await listOf(token))[0]?.dated).toBe('2026-05-31');
  });

  it('weekly series across accounts, concurrently', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    await createRecurring(a.token, '2026-03-02', 'Weekly');
    await createRecurring(b.token, '2026-03-03', 'Weekly');
    expect(await runners('2026-03-23', 2)).toEqual({ produced: 5, ran: 5 });
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
    await run('2026-06-15');
    // A series left behind for years (an old database, a long downtime): due since 2020.
    await database.db
      .update(expenses)
      .set({ dated: '2020-01-31', nextOccurrenceOn: '2020-02-29' })
      .where(eq(expenses.id, series.id));
    expect(await run('2026-06-15')).toEqual({ produced: 12, ran: 12 });
    const dates = (await listOf(token)).filter((e) => e.id !== series.id).map((e) => e.dated);
    expect(dates.at(-1)).toBe('2025-06-30');
    expect(dates[0]).toBe('2026-05-31');
    expect((await listOf(token)).find((e) => e.id === series.id)?.next_occurrence_on).toBe('2026-06-30');
  });

  it('stops between occurrences when asked to, and the next run carries on', async () => {
    const { token } = await signUp(app);
    await run('2026-03-02');
    await createRecurring(token, '2026-01-05', 'Weekly');
    let asked = 0;
    // Asked before each producer, each batch and each occurrence (one occurrence a batch here): two claims,
    // then stop before their jobs ran.
    expect(await run('2026-03-02', () => ++asked > 5)).toEqual({ produced: 2, ran: 0 });
    expect(await run('2026-03-02', () => true)).toEqual({ produced: 0, ran: 0 });
    expect(await run('2026-03-02')).toEqual({ produced: 6, ran: 8 });
    expect((await listOf(token)).length).toBe(9);
  });

  it('a runner killed after the claim leaves the job, which a later pass completes once', async () => {
    const { token } = await signUp(app);
    await run('2026-04-06');
    const series = await createRecurring(token, '2026-03-02', 'Weekly');
    // The producer alone: the claims and their jobs commit, then the runner dies before running them.
    expect(await produceRecurringExpenses(database.db, new Date('2026-03-16T12:00:00Z'))).toBe(2);
    expect(await produceRecurringExpenses(database.db, new Date('2026-03-16T12:00:00Z'))).toBe(0);
    expect((await listOf(token)).map((e) => e.dated)).toEqual(['2026-03-02']);
    expect((await listOf(token))[0]?.next_occurrence_on).toBe('2026-03-23');
    expect((await jobsOf(token, 'pending')).map((job) => job.summary)).toEqual([
      `Copy recurring expense #${series.id} for 2026-03-16`,
      `Copy recurring expense #${series.id} for 2026-03-09`,
    ]);
    expect(await runners('2026-03-16', 2)).toEqual({ produced: 0, ran: 2 });
    expect((await listOf(token)).map((e) => e.dated)).toEqual(['2026-03-16', '2026-03-09', '2026-03-02']);
    expect(await jobsOf(token, 'pending')).toEqual([]);
  });

  it('a copy whose posting fails retries with backoff, then is a failed job the owner retries', async () => {
    const { token, data } = await signUp(app);
    const accountId = data.account.id as number;
    await run('2026-06-08');
    await createRecurring(token, '2026-06-01', 'Weekly');
    // The ledger cannot post the copy: the account's VAT input system account is missing.
    const renumber = (from: string, to: string) =>
      database.db
        .update(ledgerAccounts)
        .set({ number: to })
        .where(and(eq(ledgerAccounts.accountId, accountId), eq(ledgerAccounts.number, from)));
    await renumber('1400', '1499');
    expect(await run('2026-06-08')).toEqual({ produced: 1, ran: 1 });
    const [waiting] = await jobsOf(token, 'pending');
    expect(waiting).toMatchObject({ attempts: 1, run_at: '2026-06-08T12:01:00.000Z' });
    expect(waiting?.last_error).toBeTruthy();
    expect((await listOf(token)).length).toBe(1);
    // Four more attempts, each after its backoff; the series itself moved on and is not blocked.
    for (const at of ['12:01', '12:03', '12:07', '12:15']) {
      await jobRunner(database.db, recordingMailer().mailer)(`2026-06-08T${at}:00Z`);
    }
    const [failed] = await jobsOf(token, 'failed');
    expect(failed).toMatchObject({ kind: 'recurring_expense', attempts: 5, max_attempts: 5 });
    expect((await listOf(token)).map((e) => e.next_occurrence_on)).toEqual(['2026-06-15']);

    await renumber('1499', '1400');
    const retry = await app.inject({
      method: 'POST',
      url: `/api/jobs/${failed!.id}/retry`,
      headers: bearer(token),
    });
    expect(retry.statusCode).toBe(200);
    await run('2026-06-15');
    expect((await listOf(token)).map((e) => e.dated)).toEqual(['2026-06-15', '2026-06-08', '2026-06-01']);
    expect((await jobsOf(token)).map((job) => job.status)).toEqual(['done', 'done']);
  });
});
