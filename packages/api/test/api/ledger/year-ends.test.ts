import {
  type BalanceSheet,
  balanceSheetSchema,
  dataEnvelope,
  profitAndLossSchema,
  type YearEnd,
  yearEndCloseSchema,
  yearEndListSchema,
} from '@daftari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { auditEvents } from '../../support/audit-helpers.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';
import { reportData, reportRequest } from '../../support/report-helpers.ts';
import { addMember } from '../../support/team-helpers.ts';

/**
 * A business whose financial year starts on 1 July, on 15 August 2026 (its clock), with manual entries:
 * - 2024-08-01 Dr 1000 40 / Cr 3100 40 (posted to retained earnings itself);
 * - 2025-03-10 sales 1,000, 2025-04-02 office costs 300: the year to 2025-06-30 earns 700;
 * - 2025-09-01 sales 500, 2026-02-14 rent 120.55: the year to 2026-06-30 earns 379.45;
 * - 2026-07-20 sales 250.10: this year, to date.
 */
const NOW = new Date('2026-08-15T09:00:00Z');
const TODAY = '2026-08-15';
const FIRST = { year_start: '2024-07-01', year_end: '2025-06-30' };
const SECOND = { year_start: '2025-07-01', year_end: '2026-06-30' };
const THIS = { year_start: '2026-07-01', year_end: '2027-06-30' };

let database: Database;
let app: OwnersApp;
let owner: string;
let accountant: string;
let bookkeeper: string;
let ids: Record<string, number>;

const call = (token: string, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const close = (token: string, yearEnd: unknown) =>
  call(token, 'POST', '/ledger/year_ends', { year_end: yearEnd });
const reopen = (token: string, yearEnd: string) => call(token, 'DELETE', `/ledger/year_ends/${yearEnd}`);
const years = async () =>
  yearEndListSchema.parse((await call(owner, 'GET', '/ledger/year_ends')).json()).data;
const lockDate = async () => (await call(owner, 'GET', '/account')).json().data.lock_date as string | null;
const entry = (date: string, debit: string, credit: string, amount: number) =>
  call(owner, 'POST', '/journal_entries', {
    journal_entry: {
      date,
      memo: `Entry of ${date}`,
      lines: [
        { ledger_account_id: ids[debit], debit: amount },
        { ledger_account_id: ids[credit], credit: amount },
      ],
    },
  });

/** What the owner sees: the balance sheet of these days and the profit and loss of each year. */
async function reports() {
  const report = reportRequest(app, owner);
  const sheets: BalanceSheet[] = [];
  for (const asOf of ['2025-06-30', '2025-07-01', '2026-06-30', TODAY]) {
    sheets.push(await reportData(report, 'balance_sheet', balanceSheetSchema, { as_of: asOf }));
  }
  const profits: number[] = [];
  for (const year of [FIRST, SECOND, THIS]) {
    const pl = await reportData(report, 'profit_and_loss', profitAndLossSchema, {
      from: year.year_start,
      to: year.year_end,
    });
    profits.push(pl.net_profit);
  }
  return { sheets, profits };
}

const earnings = (sheet: BalanceSheet) => sheet.equity.map((row) => [row.name, row.amount]);

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => NOW });
  ({ token: owner } = await signUp(app));
  accountant = (await addMember(app, owner, 'accountant')).token;
  bookkeeper = (await addMember(app, owner, 'bookkeeper')).token;
  expect(
    (await call(owner, 'PUT', '/account', { account: { financial_year_start: '07-01' } })).statusCode,
  ).toBe(200);
  const chart = await ledgerClient(app, owner).chart();
  ids = Object.fromEntries(['1000', '3100', '4000', '6000', '6100'].map((n) => [n, chart.get(n)!.id]));
  for (const [date, debit, credit, amount] of [
    ['2024-08-01', '1000', '3100', 40],
    ['2025-03-10', '1000', '4000', 1000],
    ['2025-04-02', '6000', '1000', 300],
    ['2025-09-01', '1000', '4000', 500],
    ['2026-02-14', '6100', '1000', 120.55],
    ['2026-07-20', '1000', '4000', 250.1],
  ] as const) {
    expect((await entry(date, debit, credit, amount)).statusCode).toBe(201);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const open = (year: typeof FIRST, profit: number, retained: number): YearEnd => ({
  ...year,
  profit,
  retained_earnings: retained,
  status: 'open',
  closed_at: null,
  closed_by: null,
});

describe(`the year-end close on ${backend}`, () => {
  it("lists the books' financial years with the profit and loss's profit and the retained earnings after each", async () => {
    const { profits } = await reports();
    expect(profits).toEqual([700, 379.45, 250.1]);
    expect(await years()).toEqual([
      open(FIRST, 700, 740),
      open(SECOND, 379.45, 1119.45),
      open(THIS, 250.1, 1369.55),
    ]);
  });

  it('refuses a day that ends no year, a year not ended, one before the books, one after an open year', async () => {
    const refusals = [
      [owner, '2025-12-31', 422, '2025-12-31 is not the last day of a financial year'],
      [owner, THIS.year_end, 422, 'The year ending 2027-06-30 has not ended yet'],
      [owner, '2024-06-30', 422, 'The books have no entries in or before the year ending 2024-06-30'],
      [owner, SECOND.year_end, 422, 'Close the year ending 2025-06-30 first'],
      [owner, '2025-02-30', 422, 'Year end is not a real date'],
      [bookkeeper, FIRST.year_end, 403, 'A bookkeeper may not close a financial year'],
    ] as const;
    for (const [token, yearEnd, status, error] of refusals) {
      const answer = await close(token, yearEnd);
      expect([answer.statusCode, answer.json().error], yearEnd).toEqual([status, error]);
    }
    expect((await years()).map((year) => year.status)).toEqual(['open', 'open', 'open']);
    expect(await lockDate()).toBeNull();
  });

  it('closes a year without changing any figure the owner sees, and keeps a later lock date', async () => {
    expect((await call(owner, 'PUT', '/account', { account: { lock_date: '2025-08-31' } })).statusCode).toBe(
      200,
    );
    const before = await reports();
    expect(earnings(before.sheets[0]!)).toEqual([
      ['Retained earnings', 40],
      ['Current year earnings', 700],
    ]);
    expect(earnings(before.sheets[1]!)).toEqual([
      ['Retained earnings', 740],
      ['Current year earnings', 0],
    ]);
    expect(earnings(before.sheets[3]!)).toEqual([
      ['Retained earnings', 1119.45],
      ['Current year earnings', 250.1],
    ]);
    const entries = (await call(owner, 'GET', '/journal_entries?per_page=100')).json().meta;

    const answer = await close(owner, FIRST.year_end);
    expect(answer.statusCode).toBe(201);
    const closed = dataEnvelope(yearEndCloseSchema).parse(answer.json()).data;
    expect(closed).toEqual({
      ...FIRST,
      profit: 700,
      retained_earnings: 740,
      status: 'closed',
      closed_at: NOW.toISOString(),
      closed_by: expect.any(String),
      lock_date: '2025-08-31',
      balance_sheet: {
        as_of: TODAY,
        retained_earnings_before: 1119.45,
        retained_earnings_after: 1119.45,
        current_year_earnings_before: 250.1,
        current_year_earnings_after: 250.1,
      },
    });
    expect(await reports()).toEqual(before);
    expect((await call(owner, 'GET', '/journal_entries?per_page=100')).json().meta).toEqual(entries);
    expect(await lockDate()).toBe('2025-08-31');
    expect((await years())[0]).toMatchObject({ status: 'closed', closed_at: NOW.toISOString() });
    expect((await close(accountant, FIRST.year_end)).statusCode).toBe(409);
  });

  it('locks the closed year: nothing can be posted into it, nor the lock date moved back before it', async () => {
    expect((await close(accountant, SECOND.year_end)).statusCode).toBe(201);
    expect(await lockDate()).toBe(SECOND.year_end);
    const posting = await entry('2026-05-31', '1000', '4000', 10);
    expect([posting.statusCode, posting.json().error]).toEqual([
      422,
      'The books are locked up to 2026-06-30',
    ]);
    for (const account of [
      { lock_date: '2026-01-31' },
      { lock_date: null },
      { financial_year_start: '01-01' },
    ]) {
      const put = await call(owner, 'PUT', '/account', { account });
      expect(put.statusCode, JSON.stringify(account)).toBe(422);
    }
    expect(await lockDate()).toBe(SECOND.year_end);
    expect(
      (await call(owner, 'PUT', '/account', { account: { financial_year_start: '07-01' } })).statusCode,
    ).toBe(200);
    const { sheets } = await reports();
    expect(earnings(sheets[3]!)).toEqual([
      ['Retained earnings', 1119.45],
      ['Current year earnings', 250.1],
    ]);
  });

  it('reopens the latest closed year only, for the owner, restoring the lock date the close moved', async () => {
    const refusals = [
      [accountant, SECOND.year_end, 403],
      [owner, FIRST.year_end, 409],
      [owner, '2024-06-30', 404],
      [owner, 'not-a-date', 404],
    ] as const;
    for (const [token, yearEnd, status] of refusals) {
      expect((await reopen(token, yearEnd)).statusCode, yearEnd).toBe(status);
    }
    expect((await reopen(owner, SECOND.year_end)).statusCode).toBe(204);
    expect(await lockDate()).toBe('2025-08-31');
    expect((await years()).map((year) => year.status)).toEqual(['closed', 'open', 'open']);
    expect((await entry('2026-05-31', '1000', '4000', 10)).statusCode).toBe(201);
    expect((await years())[1]).toMatchObject({ profit: 389.45, retained_earnings: 1129.45 });
  });

  it('leaves a lock date changed since the close as it is when reopening', async () => {
    expect((await close(owner, SECOND.year_end)).statusCode).toBe(201);
    expect((await call(owner, 'PUT', '/account', { account: { lock_date: '2026-07-31' } })).statusCode).toBe(
      200,
    );
    expect((await reopen(owner, SECOND.year_end)).statusCode).toBe(204);
    expect(await lockDate()).toBe('2026-07-31');
  });

  it('writes one audit event for each close and each reopening', async () => {
    const events = (await auditEvents(app, owner)).filter((event) => event.entity_type === 'year_end');
    expect(events.map((event) => [event.action, event.summary])).toEqual([
      ['year_end.reopen', 'Year end #2026-06-30 reopened'],
      ['year_end.close', 'Year end 2026-06-30 closed'],
      ['year_end.reopen', 'Year end #2026-06-30 reopened'],
      ['year_end.close', 'Year end 2026-06-30 closed'],
      ['year_end.close', 'Year end 2025-06-30 closed'],
    ]);
  });

  it("shows another business none of this business's years", async () => {
    const { token } = await signUp(app);
    expect((await call(token, 'GET', '/ledger/year_ends')).json()).toEqual({ data: [] });
    expect((await reopen(token, FIRST.year_end)).statusCode).toBe(404);
    expect((await close(token, FIRST.year_end)).statusCode).toBe(422);
  });
});
