import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openObjectStore } from '../../../src/adapters/storage/index.ts';
import { writeBackup } from '../../../src/backup/backup.ts';
import {
  appMigrationLevel,
  databaseMigrationLevel,
  migrationsUpTo,
} from '../../../src/backup/migration-level.ts';
import { restoreBackup } from '../../../src/backup/restore.ts';
import { openDatabase } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import { emptyRestoreTarget } from '../../support/backup-helpers.ts';
import { backend } from '../../support/helpers.ts';

/**
 * An archive written by an earlier version of Daftari: its database stopped at 0018_jobs_recurring (level 19),
 * before 0019_mpesa gave every account a generated `mpesa_c2b_token`. Restored with this version, its rows
 * load at that level and the later migrations then apply to them.
 */
const OLD_LEVEL = 19;
const OLD_TAG = '0018_jobs_recurring';
const SLOW = 180_000;
let root: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'daftari-backup-level-'));
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await rm(root, { recursive: true, force: true });
});

describe(`restore of an archive at an older migration level on ${backend}`, () => {
  it(
    'loads the rows at the archive level, then applies the later migrations',
    async () => {
      const oldDir = join(root, 'old');
      const migrations = await migrationsUpTo(OLD_LEVEL);
      const old = await openDatabase({
        ...(await emptyRestoreTarget(oldDir, cleanups)),
        migrationsFolder: migrations.folder,
      }).finally(migrations.remove);
      const archive = join(root, 'old.tar.gz');
      try {
        await old.db.execute(sql`insert into accounts (name, currency) values ('Duka la Zamani', 'KES')`);
        const manifest = await writeBackup({
          database: old,
          store: openObjectStore({ dataDir: oldDir }),
          out: archive,
        });
        expect(manifest.migrations).toEqual({ level: OLD_LEVEL, tag: OLD_TAG });
        const accounts = manifest.tables.find((table) => table.name === 'accounts');
        expect(accounts?.rows).toBe(1);
        expect(accounts?.columns.map((column) => column.name)).not.toContain('mpesa_c2b_token');
        expect(manifest.tables.map((table) => table.name)).not.toContain('mpesa_receipts');
      } finally {
        await old.close();
      }

      const newDir = join(root, 'new');
      const target = await emptyRestoreTarget(newDir, cleanups);
      const app = await appMigrationLevel();
      expect(app.level).toBeGreaterThan(OLD_LEVEL);
      const report = await restoreBackup({
        file: archive,
        target,
        store: openObjectStore({ dataDir: newDir }),
        force: false,
      });
      expect(report.migrationLevel).toBe(app.level);
      expect(report.tables.find((count) => count.table === 'accounts')).toMatchObject({
        expected: 1,
        loaded: 1,
      });

      const restored = await openDatabase({ ...target, migrationsFolder: null });
      try {
        expect(await databaseMigrationLevel(restored.db)).toEqual(app);
        const rows = rowsOf<{ name: string; token: string }>(
          await restored.db.execute(sql`select name, mpesa_c2b_token as token from accounts`),
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]?.name).toBe('Duka la Zamani');
        expect(rows[0]?.token).toMatch(/^[0-9a-f]{64}$/);
        const receipts = rowsOf<{ n: number | string }>(
          await restored.db.execute(sql`select count(*) as n from mpesa_receipts`),
        );
        expect(Number(receipts[0]?.n)).toBe(0);
      } finally {
        await restored.close();
      }
    },
    SLOW,
  );
});
