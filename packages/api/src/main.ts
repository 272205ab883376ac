import { FileStore, openObjectStore, uploadStagingDir } from './adapters/storage/index.ts';
import { loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { loggableError } from './http/errors.ts';
import { createDemoAccountIfEmpty, demoWanted } from './modules/auth/demo.ts';
import { backfillLedger } from './modules/ledger/backfill.ts';
import { buildApp, buildPayApp } from './server.ts';

/** Process entry: opens the database, starts both listeners and shuts down cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database: Database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ dataDir: config.dataDir });

  const storage = openObjectStore(config);
  const wanted = demoWanted(database.kind, config.demoData);
  const demo =
    wanted === 'none'
      ? null
      : await createDemoAccountIfEmpty(
          database.db,
          wanted === 'filled'
            ? { store: new FileStore(storage, uploadStagingDir(config.dataDir)), now: new Date() }
            : null,
          config.demoPassword,
        );
  if (demo) {
    const filled =
      demo.filledInMs === null
        ? 'empty (DEMO_DATA=0)'
        : `a design studio's last twelve months, created in ${(demo.filledInMs / 1000).toFixed(1)} s`;
    process.stdout.write(
      [
        '',
        '  ┌─ Daftari demo account (created on this first start; shown once) ─',
        `  │  email:    ${demo.email}`,
        `  │  password: ${demo.password}`,
        `  │  data:     ${filled}`,
        '  └──────────────────────────────────────────────────────────────────',
        '',
        '',
      ].join('\n'),
    );
  }

  const options = { ...config, db: database.db, storage };
  const app = await buildApp(options);
  const backfilled = await backfillLedger(database.db);
  if (backfilled > 0)
    app.log.info({ documents: backfilled }, 'ledger: documents from before the ledger posted');
  const payApp = await buildPayApp(options);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await Promise.allSettled([app.close(), payApp.close()]);
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
    await payApp.listen({ port: config.payPort, host: config.host });
  } catch (error) {
    app.log.error({ err: loggableError(error) }, 'could not listen');
    await Promise.allSettled([app.close(), payApp.close()]);
    await database.close();
    process.exit(1);
  }
  app.log.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      files: storage.description,
    },
    `Daftari on http://localhost:${config.port}, pay page on http://localhost:${config.payPort}`,
  );
}

main().catch((error: unknown) => {
  const message =
    error instanceof DataDirLockedError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`Daftari could not start: ${message}\n`);
  if (!(error instanceof DataDirLockedError) && error instanceof Error && process.env.LOG_LEVEL === 'debug') {
    process.stderr.write(`${error.stack}\n`);
  }
  process.exit(1);
});
