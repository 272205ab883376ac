import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openObjectStore } from '../../../src/adapters/storage/index.ts';
import { assertNoStoredFiles, copyStoredFiles } from '../../../src/backup/copy-files.ts';
import { assertEmptyTarget, copyDatabase } from '../../../src/backup/copy-to-postgres.ts';
import { storedFileSha256 } from '../../../src/backup/stored-files.ts';
import { type Database, openDatabase } from '../../../src/db/client.ts';
import {
  apiSnapshot,
  buildAccount,
  databaseSnapshot,
  emptyPostgresDatabase,
  filesSnapshot,
} from '../../support/backup-helpers.ts';
import { backend, bearer, testApp } from '../../support/helpers.ts';
import { startS3Server, type TestS3Server } from '../../support/s3-server.ts';

/**
 * copy-to-postgres: the embedded database copied into an empty one. On the postgres project the target is a
 * new PostgreSQL database (the real move); on pglite, another embedded one, through the same code.
 */
let dataDir: string;
let s3: TestS3Server;
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
  dataDir = await mkdtemp(join(tmpdir(), 'daftari-copy-test-'));
  s3 = await startS3Server();
  source = await openDatabase({ dataDir: null });
  sourceApp = await testApp(source, { dataDir });
  account = await buildAccount(sourceApp);
}, 120_000);

afterAll(async () => {
  await sourceApp?.close();
  await source?.close();
  for (const cleanup of cleanups) await cleanup();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
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

  it('with S3 configured, copies the files of DATA_DIR into the empty bucket; the app on both serves them', async () => {
    const local = openObjectStore({ dataDir });
    const bucket = openObjectStore({ s3: s3.options, dataDir: join(dataDir, 'bucket-app') });
    const target = await emptyTarget('all');
    try {
      await assertNoStoredFiles(bucket);
      await copyDatabase(source, target);
      const copied = await copyStoredFiles(local, bucket);
      expect(copied.map((file) => file.key).sort()).toEqual(
        [
          ...Object.keys(await filesSnapshot(join(dataDir, 'uploads'))).map((name) => `uploads/${name}`),
          ...Object.keys(await filesSnapshot(join(dataDir, 'outbox'))).map((name) => `outbox/${name}`),
        ].sort(),
      );
      expect(copied).toHaveLength(4);
      for (const file of copied) {
        expect(await storedFileSha256(bucket, file.key)).toBe(await storedFileSha256(local, file.key));
      }
      // DATA_DIR keeps its copies.
      expect(Object.keys(await filesSnapshot(join(dataDir, 'uploads')))).toHaveLength(2);

      const targetApp = await testApp(target, { dataDir: join(dataDir, 'bucket-app'), s3: s3.options });
      try {
        const answered = await apiSnapshot(targetApp, account.token, account.expenseId);
        expect(answered.receipt.equals(account.receipt)).toBe(true);
        expect(answered).toEqual(await apiSnapshot(sourceApp, account.token, account.expenseId));
      } finally {
        await targetApp.close();
      }

      await expect(assertNoStoredFiles(bucket)).rejects.toThrow(
        /the S3 bucket daftari-test at .* already holds 4 stored files: copy into an empty bucket/,
      );
    } finally {
      await target.close();
      await bucket.close();
    }
  }, 120_000);
});
