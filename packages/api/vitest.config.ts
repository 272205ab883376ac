import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { defineConfig } from 'vitest/config';
import LongFilesFirst from './test/support/long-files-first.ts';

/**
 * One `vitest run` covers every backend: `unit` (no database), `pglite` (embedded, always) and `postgres`
 * (the same test/api suite on PostgreSQL, when TEST_DATABASE_URL is set; each test file gets a fresh
 * database that is dropped afterwards), and `cluster` (two API processes behind nginx on PostgreSQL, restarted
 * under load: test/cluster/) when TEST_DATABASE_URL is set and an nginx binary exists.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.log(
    '\n[api tests] TEST_DATABASE_URL is not set: PostgreSQL SKIPPED, the API suite runs on PGlite only.\n',
  );
}

/** NGINX_BIN, else `nginx` on the PATH or in /usr/sbin (where Debian's package puts it, often off a user's PATH). */
function findNginx(): string | undefined {
  if (process.env.NGINX_BIN) return existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : undefined;
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin'];
  return folders.map((folder) => join(folder, 'nginx')).find((candidate) => existsSync(candidate));
}
const nginxBin = findNginx();
if (!postgresUrl || !nginxBin) {
  const missing = [postgresUrl ? null : 'TEST_DATABASE_URL is not set', nginxBin ? null : 'no nginx binary'];
  console.log(
    `\n[api tests] ${missing.filter(Boolean).join(' and ')}: the cluster suite (nginx in front of two API processes) SKIPPED.\n`,
  );
}

export default defineConfig({
  test: {
    // Most of a test's time is spent waiting on a database, so two cores keep two files busy.
    maxWorkers: Number(process.env.API_TEST_WORKERS) || 2,
    sequence: { sequencer: LongFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      // Pure rules are tested beside their code (src/**); the rest of the unit tests live in test/unit.
      // The timeouts are bounds against a hang, not speed targets: a loaded 2-core machine runs the property
      // tests and the PDF readers several times slower than an idle one.
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'src/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      // The offline receipt reader (OCR, PDF text, parser): no database, so it runs once, not per backend.
      { test: { name: 'receipts', include: ['test/receipts/**/*.test.ts'], testTimeout: 60_000 } },
      {
        test: {
          name: 'pglite',
          include: ['test/api/**/*.test.ts', 'test/pglite/**/*.test.ts', 'test/fuzz/**/*.test.ts'],
          env: { TEST_BACKEND: 'pglite' },
          globalSetup: ['test/support/database-template.ts'],
          // The files of a worker share its module cache (the app is imported once per worker, not per file):
          // every file builds its own app on its own database, and none mocks a module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'postgres',
                include: ['test/api/**/*.test.ts', 'test/fuzz/**/*.test.ts'],
                env: { TEST_BACKEND: 'postgres' },
                globalSetup: ['test/support/database-template.ts'],
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      ...(postgresUrl && nginxBin
        ? [
            {
              test: {
                name: 'cluster',
                include: ['test/cluster/**/*.test.ts'],
                env: { NGINX_BIN: nginxBin },
                testTimeout: 240_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
    ],
  },
});
