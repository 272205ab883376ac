import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { balanceSheetSchema, profitAndLossSchema, yearEndListSchema } from '@daftari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStore, openObjectStore, uploadStagingDir } from '../../../src/adapters/storage/index.ts';
import type { Database } from '../../../src/db/client.ts';
import { createDemoAccountIfEmpty } from '../../../src/modules/auth/demo.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { backend, bearer, testApp, testDatabase, tokenOf } from '../../support/helpers.ts';
import { reportData, reportRequest } from '../../support/report-helpers.ts';

/** The demo's twelve months run from 364 days before today: from November 2025 across the calendar year end. */
const NOW = new Date('2026-11-20T09:00:00Z');
const TODAY = '2026-11-20';
/** A generation takes seconds; on a busy CI machine several times that. */
const GENERATION_MS = 240_000;

let database: Database;
let app: OwnersApp;
let dataDir: string;
let token: string;

beforeAll(async () => {
  database = await testDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'daftari-year-ends-demo-'));
  const store = new FileStore(openObjectStore({ dataDir }), uploadStagingDir(dataDir));
  const demo = await createDemoAccountIfEmpty(database.db, { store, now: NOW, seed: 42 });
  app = await testApp(database, { now: () => NOW });
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: demo! });
  expect(login.statusCode, login.body).toBe(200);
  token = tokenOf(login.headers.authorization);
}, GENERATION_MS);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe(`the demo business's year end on ${backend}`, () => {
  it("shows 2025's profit in 3100 Retained earnings, and closing 2025 changes no figure", async () => {
    const report = reportRequest(app, token);
    const sheet = () => reportData(report, 'balance_sheet', balanceSheetSchema, { as_of: TODAY });
    const before = await sheet();
    const years = yearEndListSchema.parse(
      (await app.inject({ url: '/api/ledger/year_ends', headers: bearer(token) })).json(),
    ).data;
    expect(years.map((year) => [year.year_start, year.year_end, year.status])).toEqual([
      ['2025-01-01', '2025-12-31', 'open'],
      ['2026-01-01', '2026-12-31', 'open'],
    ]);
    const lastYear = await reportData(report, 'profit_and_loss', profitAndLossSchema, {
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(lastYear.net_profit).not.toBe(0);
    expect(years[0]!.profit).toBe(lastYear.net_profit);
    const thisYear = await reportData(report, 'profit_and_loss', profitAndLossSchema, {
      from: '2026-01-01',
      to: TODAY,
    });
    expect(before.equity.map((row) => [row.name, row.amount])).toEqual([
      ["Owner's equity", 600_000],
      ['Retained earnings', lastYear.net_profit],
      ['Current year earnings', thisYear.net_profit],
    ]);
    expect(years[0]!.retained_earnings).toBe(lastYear.net_profit);

    const close = await app.inject({
      method: 'POST',
      url: '/api/ledger/year_ends',
      headers: bearer(token),
      payload: { year_end: '2025-12-31' },
    });
    expect(close.statusCode, close.body).toBe(201);
    expect(close.json().data.balance_sheet).toEqual({
      as_of: TODAY,
      retained_earnings_before: lastYear.net_profit,
      retained_earnings_after: lastYear.net_profit,
      current_year_earnings_before: thisYear.net_profit,
      current_year_earnings_after: thisYear.net_profit,
    });
    expect(await sheet()).toEqual(before);
  });
});
