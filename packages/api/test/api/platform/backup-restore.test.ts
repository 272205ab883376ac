import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ObjectStore, openObjectStore } from '../../../src/adapters/storage/index.ts';
import { writeBackup } from '../../../src/backup/backup.ts';
import type { Manifest } from '../../../src/backup/manifest.ts';
import { type DatabaseTarget, restoreBackup } from '../../../src/backup/restore.ts';
import { type Database, openDatabase } from '../../../src/db/client.ts';
import {
  apiSnapshot,
  buildAccount,
  databaseSnapshot,
  emptyRestoreTarget,
  filesSnapshot,
} from '../../support/backup-helpers.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';

const SLOW = 180_000;
let root: string;
let source: Database;
let sourceApp: FastifyInstance;
let account: Awaited<ReturnType<typeof buildAccount>>;
let archive: string;
let manifest: Manifest;
let before: Awaited<ReturnType<typeof databaseSnapshot>>;
const cleanups: (() => Promise<void>)[] = [];

/** An empty target of this file's backend: a new DATA_DIR, and a new PostgreSQL database on postgres. */
async function emptyTarget(
  label: string,
): Promise<{ target: DatabaseTarget; dataDir: string; store: ObjectStore }> {
  const dataDir = join(root, label);
  // The store the app would run with on this DATA_DIR, without S3 (closing it releases nothing).
  const store = openObjectStore({ dataDir });
  return { target: await emptyRestoreTarget(dataDir, cleanups), dataDir, store };
}

async function open(target: DatabaseTarget, dataDir: string) {
  const database = await openDatabase(target);
  const app = await testApp(database, { dataDir });
  return {
    database,
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const storedFiles = async (dataDir: string) => ({
  uploads: await filesSnapshot(join(dataDir, 'uploads')),
  outbox: await filesSnapshot(join(dataDir, 'outbox')),
});

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'daftari-backup-test-'));
  const sourceDir = join(root, 'source');
  source = backend === 'pglite' ? await openDatabase({ dataDir: sourceDir }) : await testDatabase();
  sourceApp = await testApp(source, { dataDir: sourceDir });
  account = await buildAccount(sourceApp);
  archive = join(root, 'backup.tar.gz');
  manifest = await writeBackup({
    database: source,
    store: openObjectStore({ dataDir: sourceDir }),
    out: archive,
  });
  before = await databaseSnapshot(source.db);
}, SLOW);

afterAll(async () => {
  await sourceApp?.close();
  await source?.close();
  for (const cleanup of cleanups) await cleanup();
  await rm(root, { recursive: true, force: true });
});

describe(`backup and restore on ${backend}`, () => {
  it('writes a manifest of every table, sequence and stored file', async () => {
    expect(manifest).toMatchObject({ format: 'daftari-backup', format_version: 1, database: backend });
    const counted = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    expect(counted).toEqual(
      Object.fromEntries(Object.entries(before.rows).map(([name, rows]) => [name, rows.length])),
    );
    expect(manifest.sequences.map((s) => s.name).sort()).toEqual(Object.keys(before.sequences).sort());
    const files = await storedFiles(join(root, 'source'));
    expect(manifest.files.map((file) => [file.path, file.sha256])).toEqual(
      [
        ...Object.entries(files.outbox).map(([path, sha]) => [`outbox/${path}`, sha]),
        ...Object.entries(files.uploads).map(([path, sha]) => [`uploads/${path}`, sha]),
      ].sort(),
    );
    expect(Object.keys(files.uploads)).toHaveLength(2);
    expect(Object.keys(files.outbox)).toHaveLength(2);
  });

  it(
    'restores every row, sequence and file into an empty target; the API answers the same; numbering goes on',
    async () => {
      const { target, dataDir, store } = await emptyTarget('restored');
      const report = await restoreBackup({ file: archive, target, store, force: false });
      expect(report.tables.every((count) => count.loaded === count.expected)).toBe(true);
      expect(report.tables.reduce((sum, count) => sum + count.loaded, 0)).toBeGreaterThan(100);

      const restored = await open(target, dataDir);
      try {
        expect(await databaseSnapshot(restored.database.db)).toEqual(before);
        expect(await storedFiles(dataDir)).toEqual(await storedFiles(join(root, 'source')));
        const expected = await apiSnapshot(sourceApp, account.token, account.expenseId);
        const answered = await apiSnapshot(restored.app, account.token, account.expenseId);
        expect(answered).toEqual(expected);
        expect(answered.receipt.equals(account.receipt)).toBe(true);

        // The same new contact and invoice on both sides get the same id and number: the sequences came along.
        const next = async (app: FastifyInstance) => {
          const headers = { authorization: `Bearer ${account.token}` };
          const contact = await app.inject({
            method: 'POST',
            url: '/api/contacts',
            headers,
            payload: { contact: { first_name: 'Njeri', last_name: 'Kamau' } },
          });
          const invoice = await app.inject({
            method: 'POST',
            url: '/api/invoices',
            headers,
            payload: {
              invoice: { contact_id: account.achieng, issue_date: '2026-06-01', due_date: '2026-06-30' },
            },
          });
          expect([contact.statusCode, invoice.statusCode]).toEqual([201, 201]);
          return { contact: contact.json().data.id, invoice_number: invoice.json().data.invoice_number };
        };
        const fromRestored = await next(restored.app);
        expect(fromRestored).toEqual(await next(sourceApp));
        const numbers = expected.invoices.data.map(
          (invoice: { invoice_number: string }) => invoice.invoice_number,
        );
        expect(numbers).not.toContain(fromRestored.invoice_number);
      } finally {
        await restored.close();
      }
    },
    SLOW,
  );

  it('refuses a corrupted archive and leaves the target untouched', async () => {
    const tar = gunzipSync(await readFile(archive));
    const at = tar.indexOf(account.receipt.subarray(100, 164));
    expect(at).toBeGreaterThan(0);
    tar[at] = (tar[at] as number) ^ 0xff;
    const corrupted = join(root, 'corrupted.tar.gz');
    await writeFile(corrupted, gzipSync(tar));
    const { target, dataDir, store } = await emptyTarget('corrupted');

    await expect(restoreBackup({ file: corrupted, target, store, force: true })).rejects.toThrow(
      /is corrupted: files\/uploads\/[0-9a-f-]{36} does not match its checksum in the manifest/,
    );
    await expect(readFile(join(dataDir, 'pglite', 'PG_VERSION'))).rejects.toThrow();
    expect(await storedFiles(dataDir)).toEqual({ uploads: {}, outbox: {} });
    if ('databaseUrl' in target) {
      const database = await openDatabase({ ...target, migrationsFolder: null });
      expect(await databaseSnapshot(database.db)).toEqual({ rows: {}, sequences: {} });
      await database.close();
    }
    await expect(
      restoreBackup({ file: join(root, 'missing.tar.gz'), target, store, force: false }),
    ).rejects.toThrow('is not a readable Daftari backup: no such file');
  });

  it(
    'refuses a non-empty target without --force and changes nothing; --force replaces it',
    async () => {
      const { target, dataDir, store } = await emptyTarget('filled');
      await restoreBackup({ file: archive, target, store, force: false });
      const filled = await open(target, dataDir);
      const extra = await filled.app.inject({
        method: 'POST',
        url: '/api/contacts',
        headers: { authorization: `Bearer ${account.token}` },
        payload: { contact: { first_name: 'Njeri', last_name: 'Kamau' } },
      });
      expect(extra.statusCode).toBe(201);
      const changed = await databaseSnapshot(filled.database.db);
      await filled.close();
      const files = await storedFiles(dataDir);

      await expect(restoreBackup({ file: archive, target, store, force: false })).rejects.toThrow(
        /the target is not empty \(rows in accounts, .* and \d+ more tables; 4 stored files in .*\): restore into an empty database and file store, or pass --force/,
      );
      const after = await open(target, dataDir);
      expect(await databaseSnapshot(after.database.db)).toEqual(changed);
      await after.close();
      expect(await storedFiles(dataDir)).toEqual(files);

      await restoreBackup({ file: archive, target, store, force: true });
      const replaced = await open(target, dataDir);
      expect(await databaseSnapshot(replaced.database.db)).toEqual(before);
      await replaced.close();
    },
    SLOW,
  );
});
