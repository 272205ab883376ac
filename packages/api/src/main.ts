import { FileStore, openObjectStore, uploadStagingDir } from './adapters/storage/index.ts';
import { loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { loggableError } from './http/errors.ts';
import {
  createDemoAccountIfEmpty,
  demoWanted,
  sealPlainTotpSecrets,
  totpSecrets,
} from './modules/auth/index.ts';
import { backfillLedger } from './modules/ledger/index.ts';
import { InFlightRequests } from './ops/in-flight.ts';
import { Metrics } from './ops/metrics.ts';
import { type MetricsServer, startMetricsServer } from './ops/metrics-server.ts';
import { createShutdown } from './ops/shutdown.ts';
import { buildApp, buildPayApp, defaultReadiness } from './server.ts';

/**
 * Process entry: opens the database, starts both listeners (and the metrics one when METRICS_PORT is set) and
 * shuts down gracefully on SIGINT/SIGTERM (`src/ops/shutdown.ts`).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database: Database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ dataDir: config.dataDir });

  // Two-step secrets stored before they were sealed are sealed once, at the first start that finds them.
  const sealed = await sealPlainTotpSecrets(database.db, totpSecrets(config.totpKeySecret));
  if (sealed > 0) process.stdout.write(`Sealed ${sealed} two-step secret(s) stored in plain text.\n`);
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
        `  │  owner:      ${demo.email}  password: ${demo.password}`,
        ...demo.team.map(
          (member) => `  │  ${`${member.role}:`.padEnd(11)} ${member.email}  password: ${member.password}`,
        ),
        `  │  data:     ${filled}`,
        '  └──────────────────────────────────────────────────────────────────',
        '',
        '',
      ].join('\n'),
    );
  }

  const readiness = defaultReadiness(database.db, storage);
  const metrics =
    config.metricsPort === undefined
      ? undefined
      : new Metrics({ db: database.db, connections: database.connections });
  const inFlight = new InFlightRequests();
  const options = { ...config, db: database.db, storage, readiness, metrics, inFlight };
  const app = await buildApp(options);
  for (const warning of config.warnings) app.log.warn(warning);
  const backfilled = await backfillLedger(database.db);
  if (backfilled > 0)
    app.log.info({ documents: backfilled }, 'ledger: documents from before the ledger posted');
  const payApp = await buildPayApp(options);

  let metricsServer: MetricsServer | undefined;
  const shutDown = createShutdown({
    markNotReady: () => readiness.markShuttingDown(),
    stopJobs: () => app.stopBackgroundJobs(),
    drain: async () => {
      await Promise.all([app.close(), payApp.close(), metricsServer?.close()]);
    },
    closeDatabase: async () => {
      await Promise.all([database.close(), storage.close()]);
    },
    inFlight: () => inFlight.list(),
    timeoutMs: config.shutdownTimeoutMs,
    log: app.log,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutDown('SIGINT'));
  process.on('SIGTERM', () => void shutDown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
    await payApp.listen({ port: config.payPort, host: config.host });
    if (metrics && config.metricsPort !== undefined) {
      metricsServer = await startMetricsServer(
        metrics.registry,
        { port: config.metricsPort, host: config.metricsHost },
        (error) => app.log.error({ err: loggableError(error) }, 'metrics scrape failed'),
      );
    }
  } catch (error) {
    app.log.error({ err: loggableError(error) }, 'could not listen');
    await Promise.allSettled([app.close(), payApp.close(), metricsServer?.close()]);
    await database.close();
    process.exit(1);
  }
  app.log.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      metrics: metricsServer ? `http://${config.metricsHost}:${metricsServer.port}/metrics` : undefined,
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
