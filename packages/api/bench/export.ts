/**
 * bench:export. The demo business (twelve months of a design studio, its receipt images too) exported to a
 * ZIP (its issued documents' PDFs too) and imported into a new, empty business, as the jobs of POST /exports and POST /imports do: the time
 * of each (targets 30 s and 60 s on the 2-core machine), the ZIP's size, and whether both trial balances agree.
 *
 *   pnpm --filter @daftari/api bench:export
 *
 * BENCH_BACKENDS and BENCH_DATABASE_URL as for the other benchmarks.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { FileStore, openObjectStore, uploadStagingDir } from '../src/adapters/storage/index.ts';
import { rowsOf } from '../src/db/rows.ts';
import { createDemoBusiness } from '../src/modules/demo/index.ts';
import { importBusinessZip, writeBusinessZip } from '../src/modules/exports/index.ts';
import { benchApp, onEachBackend, signUp } from './support.ts';

const EXPORT_TARGET_S = 30;
const IMPORT_TARGET_S = 60;

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

await onEachBackend(0, async (label, database) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'daftari-bench-export-'));
  const store = openObjectStore({ dataDir });
  const uploads = new FileStore(store, uploadStagingDir(dataDir));
  const { app, owner } = await benchApp(database);
  try {
    const [user] = rowsOf<{ id: number }>(
      await database.db.execute(sql`select id from users where email = ${owner.email}`),
    );
    await createDemoBusiness(
      database.db,
      { accountId: owner.accountId, userId: Number(user?.id) },
      { seed: 1, today: '2026-11-30', store: uploads },
    );
    const target = await signUp(app, 'import');
    const path = join(dataDir, 'demo.zip');
    let start = process.hrtime.bigint();
    const { size, manifest } = await writeBusinessZip({
      db: database.db,
      uploads,
      accountId: owner.accountId,
      path,
      origin: 'http://localhost:3000',
      now: new Date(),
    });
    const exportS = seconds(start);
    start = process.hrtime.bigint();
    await importBusinessZip({ db: database.db, uploads }, createReadStream(path), target.accountId);
    const importS = seconds(start);
    const balance = async (token: string) =>
      JSON.stringify(
        (
          await app.inject({
            url: '/api/reports/trial_balance?to=2026-12-31',
            headers: { authorization: `Bearer ${token}` },
          })
        )
          .json()
          .data.rows.map(({ ledger_account_id: _, ...row }: Record<string, unknown>) => row),
      );
    const same = (await balance(owner.token)) === (await balance(target.token));
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `\n${label}: the demo business, ${rows} rows in ${manifest.tables.length} tables, ${manifest.attachments.length} attachments, ${manifest.pdfs.length} PDFs`,
    );
    console.log(
      `  export ${exportS.toFixed(1)} s (target ${EXPORT_TARGET_S} s): ${exportS <= EXPORT_TARGET_S ? 'PASS' : 'FAIL'}; ZIP ${(size / 1024 / 1024).toFixed(1)} MB`,
    );
    console.log(
      `  import ${importS.toFixed(1)} s (target ${IMPORT_TARGET_S} s): ${importS <= IMPORT_TARGET_S ? 'PASS' : 'FAIL'}`,
    );
    console.log(`  trial balances agree: ${same ? 'yes' : 'NO'}`);
    return exportS <= EXPORT_TARGET_S && importS <= IMPORT_TARGET_S && same;
  } finally {
    await app.close();
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
