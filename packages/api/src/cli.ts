import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { FileStore, type ObjectStore, openObjectStore, uploadStagingDir } from './adapters/storage/index.ts';
import { writeBackup } from './backup/backup.ts';
import { assertNoStoredFiles, copyStoredFiles } from './backup/copy-files.ts';
import { assertEmptyTarget, copyDatabase } from './backup/copy-to-postgres.ts';
import { BackupRefusedError } from './backup/errors.ts';
import { manifestLines, tableLines } from './backup/report.ts';
import { restoreBackup } from './backup/restore.ts';
import { listStoredFiles } from './backup/stored-files.ts';
import { loadConfig } from './config.ts';
import { type Database, type DatabaseOptions, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { appendAuditEvent, auditedAccounts, verifyAuditChain } from './modules/audit/index.ts';
import { BadExportError, importBusinessZip, writeBusinessZip } from './modules/exports/index.ts';
import { DEFAULT_ORIGIN } from './modules/jobs/index.ts';
import { foreignCurrencyDocuments, foreignCurrencyLines } from './ops/currency-check.ts';

const USAGE = `Usage: pnpm daftari <command>
  backup [--out FILE]     write one archive (.tar.gz) of the database and every stored file
  restore FILE [--force]  restore an archive into an empty database and file store (--force: replace what is there)
  check currencies        list the documents stored in another currency than their account's (exit 0)
  audit verify            check every business's audit chain (exit 1 when one is broken)
  export --account ID --out FILE.zip
                          write the ZIP of one business (manifest.json, a CSV per table, its attachments)
  import FILE.zip --into ID
                          load such a ZIP into the business ID, which must have no documents yet
  copy-to-postgres        copy the embedded database of DATA_DIR into the empty PostgreSQL at DATABASE_URL,
                          and with S3_BUCKET set, the files of DATA_DIR into that (empty) bucket
Reads DATA_DIR, DATABASE_URL and S3_* as the server does: stored files are those of the server's store (the
S3 bucket when configured, else DATA_DIR). The embedded database must not be in use (stop the server).`;

class UsageError extends Error {}

/** Paths given on the command line are the caller's, not the package folder pnpm runs scripts in. */
const callerPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

const print = (lines: string[]) => process.stdout.write(`${lines.join('\n')}\n`);

/** Runs `work` with the object store the server would use, closed afterwards. */
async function withStore<T>(
  config: ReturnType<typeof loadConfig>,
  work: (store: ObjectStore) => Promise<T>,
): Promise<T> {
  const store = openObjectStore({ s3: config.s3, dataDir: config.dataDir });
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

/** The database the server uses, opened as it is (not migrated), for a read-only command. */
async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const source: DatabaseOptions = config.databaseUrl
    ? { databaseUrl: config.databaseUrl, poolSize: 1 }
    : { dataDir: config.dataDir };
  const database = await openDatabase({ ...source, migrationsFolder: null });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function backup(args: string[]): Promise<void> {
  const [flag, file, ...rest] = args;
  if ((flag !== undefined && flag !== '--out') || rest.length > 0)
    throw new UsageError(`unknown: ${args.join(' ')}`);
  if (flag && !file) throw new UsageError('--out needs a file name');
  const now = new Date();
  const out = callerPath(file ?? `daftari-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  const manifest = await withDatabase((database) =>
    withStore(loadConfig(), (store) => writeBackup({ database, store, out, now })),
  );
  print([`Backup written to ${out}`, ...manifestLines(manifest)]);
}

const checks: Record<string, () => Promise<void>> = {
  currencies: () =>
    withDatabase(async (database) => {
      print(foreignCurrencyLines(await foreignCurrencyDocuments(database.db)));
    }),
};

async function check(args: string[]): Promise<void> {
  const run = args.length === 1 ? checks[args[0] as string] : undefined;
  if (!run) throw new UsageError(`check needs one of: ${Object.keys(checks).join(', ')}`);
  await run();
}

/** `audit verify`: one line per business with events; exit 1 when any chain is broken. */
async function audit(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0] !== 'verify') throw new UsageError('audit needs: verify');
  return withDatabase(async (database) => {
    const lines: string[] = [];
    let broken = 0;
    for (const account of await auditedAccounts(database.db)) {
      const result = await verifyAuditChain(database.db, account.id);
      if (!result.ok) broken += 1;
      lines.push(
        `${result.ok ? 'ok    ' : 'BROKEN'} business ${account.id} (${account.name}): ${result.events} events${
          result.ok ? '' : `, first broken event ${result.first_broken_id}`
        }`,
      );
    }
    lines.push(
      broken ? `${broken} audit chain(s) broken.` : `Every audit chain holds (${lines.length} businesses).`,
    );
    print(lines);
    return broken ? 1 : 0;
  });
}

/** `--name value` pairs and the other arguments; UsageError for a flag without its value. */
function flagsOf(args: string[], names: string[]): { flags: Record<string, string>; rest: string[] } {
  const flags: Record<string, string> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) rest.push(arg);
    else if (!names.includes(arg.slice(2)) || args[i + 1] === undefined)
      throw new UsageError(`${arg} is not one of --${names.join(', --')} with a value`);
    else flags[arg.slice(2)] = args[++i] as string;
  }
  return { flags, rest };
}

const accountIdOf = (text: string | undefined, flag: string) => {
  if (!text || !/^\d{1,9}$/.test(text)) throw new UsageError(`${flag} needs a business id (a number)`);
  return Number(text);
};

/**
 * The database and the stored files as the server has them, for a command that reads and writes both, and
 * the origin its documents link to (APP_URL).
 */
function withBusinessFiles<T>(
  work: (database: Database, uploads: FileStore, origin: string) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const origin = config.appUrl ?? DEFAULT_ORIGIN;
  return withDatabase((database) =>
    withStore(config, (store) =>
      work(database, new FileStore(store, uploadStagingDir(config.dataDir)), origin),
    ),
  );
}

async function exportBusiness(args: string[]): Promise<void> {
  const { flags, rest } = flagsOf(args, ['account', 'out']);
  if (rest.length > 0) throw new UsageError(`unknown: ${rest.join(' ')}`);
  const accountId = accountIdOf(flags.account, '--account');
  if (!flags.out) throw new UsageError('--out needs a file name');
  const out = callerPath(flags.out);
  const { size, manifest } = await withBusinessFiles((database, uploads, origin) =>
    writeBusinessZip({ db: database.db, uploads, accountId, path: out, origin, now: new Date() }),
  );
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  print([
    `Business ${accountId} exported to ${out} (${size} bytes)`,
    `  ${manifest.tables.length} tables, ${rows} rows, ${manifest.attachments.length} attachments, ${manifest.pdfs.length} PDFs`,
  ]);
}

async function importBusiness(args: string[]): Promise<number> {
  const { flags, rest } = flagsOf(args, ['into']);
  if (rest.length !== 1) throw new UsageError('import needs one ZIP file');
  const accountId = accountIdOf(flags.into, '--into');
  const file = callerPath(rest[0] as string);
  try {
    const manifest = await withBusinessFiles(async (database, uploads) => {
      const loaded = await importBusinessZip({ db: database.db, uploads }, createReadStream(file), accountId);
      await appendAuditEvent(database.db, {
        accountId,
        at: new Date(),
        userId: null,
        actor: 'command line',
        action: 'import.create',
        entityType: 'import',
        entityId: String(loaded.account_id),
        summary: `Imported the export of business ${loaded.account_id} (pnpm daftari import)`,
        changes: {},
        ip: null,
        userAgent: null,
      });
      return loaded;
    });
    print([
      `Imported business ${manifest.account_id} (exported ${manifest.created_at}) into business ${accountId}`,
    ]);
    return 0;
  } catch (error) {
    if (!(error instanceof BadExportError)) throw error;
    process.stderr.write(`daftari import: ${error.message}\n`);
    return 1;
  }
}

async function restore(args: string[]): Promise<void> {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]?.startsWith('--'))
    throw new UsageError('restore needs one archive file');
  const config = loadConfig();
  const { report, store } = await withStore(config, async (store) => ({
    report: await restoreBackup({
      file: callerPath(files[0] as string),
      target: config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
      store,
      force,
    }),
    store: store.description,
  }));
  print([
    `Restored ${files[0]} into ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`}`,
    ...manifestLines(report.manifest),
    'Rows (restored / in the archive):',
    ...tableLines(report.tables),
    `  ${report.manifest.sequences.length} sequences set`,
    `Stored files: ${report.files.length} written to the ${store}, each read back: sha256 ok`,
    `Migrated to level ${report.migrationLevel}.`,
  ]);
}

async function copyToPostgres(args: string[]): Promise<void> {
  if (args.length > 0) throw new UsageError(`unknown: ${args.join(' ')}`);
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new UsageError('copy-to-postgres needs DATABASE_URL (the empty PostgreSQL database)');
  const files = openObjectStore({ dataDir: config.dataDir });
  const bucket = config.s3 ? openObjectStore({ s3: config.s3, dataDir: config.dataDir }) : null;
  const source = await openDatabase({ dataDir: config.dataDir });
  try {
    const unmigrated = await openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: 1,
      migrationsFolder: null,
    });
    await assertEmptyTarget(unmigrated).finally(() => unmigrated.close());
    if (bucket) await assertNoStoredFiles(bucket);
    const target = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
    const counts = await copyDatabase(source, target).finally(() => target.close());
    print([
      `Copied the embedded database of ${config.dataDir} into PostgreSQL (DATABASE_URL).`,
      'Rows (in PostgreSQL / in the embedded database):',
      ...tableLines(counts),
    ]);
    if (bucket) {
      const copied = await copyStoredFiles(files, bucket);
      print([
        `Stored files: ${copied.length} copied from the ${files.description} into the ${bucket.description},`,
        '  each read back: sha256 ok; the bucket lists the same files and sizes. DATA_DIR keeps its copies.',
      ]);
    } else {
      const kept = await listStoredFiles(files);
      print([
        `Stored files were not copied: the ${kept.length} files in ${config.dataDir}/uploads and /outbox stay where they`,
        '  are; start the app on PostgreSQL with the same DATA_DIR (or move that folder with it), or set S3_* to copy',
        '  them into a bucket.',
      ]);
    }
  } finally {
    await source.close();
    await files.close();
    await bucket?.close();
  }
}

/** A command; one that answers a number exits with it (else 0). */
const commands: Record<string, (args: string[]) => Promise<unknown>> = {
  backup,
  audit,
  export: exportBusiness,
  import: importBusiness,
  restore,
  check,
  'copy-to-postgres': copyToPostgres,
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(`${USAGE}\n`);
    return name === undefined || name === '--help' ? 0 : 2;
  }
  try {
    const code = await command(args);
    return typeof code === 'number' ? code : 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    const known = error instanceof BackupRefusedError || error instanceof DataDirLockedError;
    process.stderr.write(`daftari ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    if (!known && error instanceof Error && process.env.LOG_LEVEL === 'debug')
      process.stderr.write(`${error.stack}\n`);
    return known ? 1 : 3;
  }
}

process.exitCode = await main(process.argv.slice(2));
