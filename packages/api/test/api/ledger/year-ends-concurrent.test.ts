import { profitAndLossSchema } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';
import { reportData, reportRequest } from '../../support/report-helpers.ts';

// A close takes the business's row FOR UPDATE; every posting reads it FOR SHARE for the lock date. So a
// posting into the year either commits before the close (and is in the profit it records) or is refused
// after it; never both, never a deadlock (PGlite, with one connection, cannot show it: PostgreSQL can).

const NOW = new Date('2026-03-01T09:00:00Z');
const POSTINGS = 12;

let database: Database;
let app: OwnersApp;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => NOW });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe(`a year-end close racing postings into the year on ${backend}`, () => {
  it('records the profit of exactly the postings that got in; the others are refused by the lock date', async () => {
    const { token, data } = await signUp(app);
    const ledger = ledgerClient(app, token);
    const chart = await ledger.chart();
    const [cash, sales] = [chart.get('1000')!.id, chart.get('4000')!.id];
    const posting = (amount: number) => ({
      journal_entry: {
        date: '2025-12-15',
        memo: 'Late sale',
        lines: [
          { ledger_account_id: cash, debit: amount },
          { ledger_account_id: sales, credit: amount },
        ],
      },
    });
    await ledger.postEntry(posting(100).journal_entry);
    const inject = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
    const answers = await Promise.all([
      ...Array.from({ length: POSTINGS / 2 }, () => inject('/journal_entries', posting(10))),
      inject('/ledger/year_ends', { year_end: '2025-12-31' }),
      ...Array.from({ length: POSTINGS / 2 }, () => inject('/journal_entries', posting(10))),
    ]);
    const close = answers[POSTINGS / 2]!;
    expect(close.statusCode, close.body).toBe(201);
    const postings = answers.filter((answer) => answer !== close);
    expect(
      postings.map((answer) => answer.statusCode).filter((status) => status !== 201 && status !== 422),
    ).toEqual([]);
    for (const refused of postings.filter((answer) => answer.statusCode === 422)) {
      expect(refused.json().error).toBe('The books are locked up to 2025-12-31');
    }
    const posted = postings.filter((answer) => answer.statusCode === 201).length;
    const pl = await reportData(reportRequest(app, token), 'profit_and_loss', profitAndLossSchema, {
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(pl.net_profit).toBe(100 + 10 * posted);
    const [recorded] = rowsOf<{ profit: string }>(
      await database.db.execute(
        sql`select profit::text from year_ends where account_id = ${data.account.id}`,
      ),
    );
    expect(toCents(recorded!.profit)).toBe(toCents(pl.net_profit));
    expect(close.json().data.profit).toBe(pl.net_profit);
  });
});
