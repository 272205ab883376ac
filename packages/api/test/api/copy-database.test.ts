import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertEmptyTarget, copyDatabase } from '../../src/backup/copy-to-postgres.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { buildAccount, databaseSnapshot, emptyPostgresDatabase } from '../backup-helpers.ts';
import { backend, bearer, testApp } from '../helpers.ts';

/**
 * copy-to-postgres: the embedded database copied into an empty one. On the postgres project the target is a
 * new PostgreSQL database (the real move); on pglite, another embedded one, through the same code.
 */
let source: Database;
let sourceApp: FastifyInstance;
let account: Awaited<ReturnType<typeof buildAccount>>;
const cleanups: (() => Promise<void>)[] = [];

async function emptyTarget(migrations: 'none' | 'all'): Promise<Database> {
  const migrationsFolder = migrations === 'none' ? { migrationsFolder: null } : {};
  if (backend === 'pglite') return openDatabase({ dataDir: null, ...migrationsFolder });
  const database = await emptyPostgresDatabase();
  cleanups.push(database.drop);
  return openDatabase({ databaseUrl: database.url, poolSize: 2, ...migrationsFolder });
}

beforeAll(async () => {
  source = await openDatabase({ dataDir: null });
  sourceApp = await testApp(source);
  account = await buildAccount(sourceApp);
}, 120_000);

afterAll(async () => {
  await sourceApp?.close();
  await source?.close();
  for (const cleanup of cleanups) await cleanup();
});

describe(`copy of the embedded database into an empty ${backend} database`, () => {
  it('copies every row and sequence; counts match; the app on the copy answers the same', async () => {
    const unmigrated = await emptyTarget('none');
    await expect(assertEmptyTarget(unmigrated)).resolves.toBeUndefined();
    await unmigrated.close();

    const target = await emptyTarget('all');
    const targetApp = await testApp(target);
    try {
      const counts = await copyDatabase(source, target);
      const before = await databaseSnapshot(source.db);
      expect(counts.map(({ table, loaded }) => [table, loaded])).toEqual(
        Object.entries(before.rows).map(([table, rows]) => [table, rows.length]),
      );
      expect(await databaseSnapshot(target.db)).toEqual(before);

      const answers = async (app: FastifyInstance) => {
        const get = async (url: string) => {
          const answer = await app.inject({ url: `/api${url}`, headers: bearer(account.token) });
          expect(answer.statusCode, url).toBe(200);
          return answer.json();
        };
        return {
          invoices: await get('/invoices?per_page=100'),
          trialBalance: await get('/reports/trial_balance?as_of=2026-12-31'),
          profitAndLoss: await get('/reports/profit_and_loss?from=2026-01-01&to=2026-12-31'),
          balanceSheet: await get('/reports/balance_sheet?as_of=2026-12-31'),
          aging: await get('/reports/receivables_aging?as_of=2026-06-30'),
        };
      };
      const expected = await answers(sourceApp);
      expect(await answers(targetApp)).toEqual(expected);

      await expect(assertEmptyTarget(target)).rejects.toThrow(
        /is not empty \(rows in accounts, .* and \d+ more tables\): copy into a new, empty database/,
      );
    } finally {
      await targetApp.close();
      await target.close();
    }
  }, 120_000);
});
