import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ObjectStore, openObjectStore } from '../../../src/adapters/storage/index.ts';
import { writeBackup } from '../../../src/backup/backup.ts';
import type { Manifest } from '../../../src/backup/manifest.ts';
import { restoreBackup } from '../../../src/backup/restore.ts';
import { listStoredFiles, storedFileSha256 } from '../../../src/backup/stored-files.ts';
import { type Database, openDatabase } from '../../../src/db/client.ts';
import {
  apiSnapshot,
  buildAccount,
  emptyRestoreTarget,
  filesSnapshot,
} from '../../support/backup-helpers.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { startS3Server, type TestS3Server } from '../../support/s3-server.ts';

/**
 * The archive names stored files by key, whichever store they came from: an archive of a local DATA_DIR
 * restores into an S3 bucket (the supported way to move files into a bucket) and a bucket's archive restores
 * into a local DATA_DIR.
 */
const SLOW = 180_000;
let root: string;
let s3: TestS3Server;
let source: Database;
let sourceApp: FastifyInstance;
let account: Awaited<ReturnType<typeof buildAccount>>;
let archive: string;
let manifest: Manifest;
const cleanups: (() => Promise<void>)[] = [];

/** Every stored file of `store` with the sha256 it reads back with, as the manifest lists them. */
async function filesIn(store: ObjectStore) {
  const files = [];
  for (const { key, size } of await listStoredFiles(store)) {
    files.push({ path: key, size, sha256: await storedFileSha256(store, key) });
  }
  return files;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'daftari-backup-stores-'));
  s3 = await startS3Server();
  const sourceDir = join(root, 'source');
  source = backend === 'pglite' ? await openDatabase({ dataDir: sourceDir }) : await testDatabase();
  sourceApp = await testApp(source, { dataDir: sourceDir });
  account = await buildAccount(sourceApp);
  archive = join(root, 'local.tar.gz');
  manifest = await writeBackup({
    database: source,
    store: openObjectStore({ dataDir: sourceDir }),
    out: archive,
  });
}, SLOW);

afterAll(async () => {
  await sourceApp?.close();
  await source?.close();
  for (const cleanup of cleanups) await cleanup();
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

describe(`backups across file stores on ${backend}`, () => {
  it(
    'restores a local archive into an S3 bucket the app then serves from, and the bucket back into DATA_DIR',
    async () => {
      expect(manifest.files.filter((file) => file.path.startsWith('uploads/'))).toHaveLength(2);
      expect(manifest.files.filter((file) => file.path.startsWith('outbox/'))).toHaveLength(2);
      const expected = await apiSnapshot(sourceApp, account.token, account.expenseId);

      // Local archive → an empty database and the S3 bucket.
      const bucketDir = join(root, 'bucket-app');
      const bucketTarget = await emptyRestoreTarget(bucketDir, cleanups);
      const bucket = openObjectStore({ s3: s3.options, dataDir: bucketDir });
      try {
        const report = await restoreBackup({
          file: archive,
          target: bucketTarget,
          store: bucket,
          force: false,
        });
        expect(report.files).toEqual(manifest.files);
        expect(await filesIn(bucket)).toEqual(manifest.files);
        // Nothing went to the disk beside the bucket.
        expect(Object.keys(await filesSnapshot(join(bucketDir, 'uploads')))).toEqual([]);
        expect(Object.keys(await filesSnapshot(join(bucketDir, 'outbox')))).toEqual([]);

        const database = await openDatabase(bucketTarget);
        const app = await testApp(database, { dataDir: bucketDir, s3: s3.options });
        try {
          const answered = await apiSnapshot(app, account.token, account.expenseId);
          expect(answered.receipt.equals(account.receipt)).toBe(true);
          expect(answered.outbox.data).toHaveLength(1);
          expect(answered).toEqual(expected);

          // The bucket's archive → an empty database and a local DATA_DIR.
          const fromBucket = join(root, 'bucket.tar.gz');
          const bucketManifest = await writeBackup({ database, store: bucket, out: fromBucket });
          expect(bucketManifest.files).toEqual(manifest.files);
          const localDir = join(root, 'local-again');
          const localTarget = await emptyRestoreTarget(localDir, cleanups);
          const local = openObjectStore({ dataDir: localDir });
          await restoreBackup({ file: fromBucket, target: localTarget, store: local, force: false });
          for (const area of ['uploads', 'outbox']) {
            expect(await filesSnapshot(join(localDir, area))).toEqual(
              await filesSnapshot(join(root, 'source', area)),
            );
          }
          expect(await filesIn(local)).toEqual(manifest.files);

          const localDatabase = await openDatabase(localTarget);
          const localApp = await testApp(localDatabase, { dataDir: localDir });
          try {
            expect(await apiSnapshot(localApp, account.token, account.expenseId)).toEqual(expected);
          } finally {
            await localApp.close();
            await localDatabase.close();
          }
        } finally {
          await app.close();
          await database.close();
        }

        // --force empties the bucket of what the archive does not hold.
        await bucket.put('uploads/00000000-0000-4000-8000-000000000000', Buffer.from('stray'));
        await expect(
          restoreBackup({ file: archive, target: bucketTarget, store: bucket, force: false }),
        ).rejects.toThrow(/5 stored files in the S3 bucket daftari-test at http/);
        await restoreBackup({ file: archive, target: bucketTarget, store: bucket, force: true });
        expect(await filesIn(bucket)).toEqual(manifest.files);
      } finally {
        await bucket.close();
      }
    },
    SLOW,
  );
});
