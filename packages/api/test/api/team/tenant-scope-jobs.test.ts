import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStore, openObjectStore, uploadStagingDir } from '../../../src/adapters/storage/index.ts';
import type { Database } from '../../../src/db/client.ts';
import * as schema from '../../../src/db/schema.ts';
import { type JobWork, runDueWork } from '../../../src/jobs/runner.ts';
import { createEtims } from '../../../src/modules/etims/setup.ts';
import { createJobWork } from '../../../src/modules/jobs/work.ts';
import { createDaraja } from '../../../src/modules/mpesa/daraja-setup.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { seedAccount } from '../../fuzz/seed.ts';
import { backend, bearer, testApp, testDatabase } from '../../support/helpers.ts';
import { recordingMailer } from '../../support/job-helpers.ts';
import { type RecordedStatement, recordingDb } from '../../support/sql-recorder.ts';
import { schemaTablesOf, unscopedStatements } from '../../support/tenant-scope.ts';
import { SCOPE_EXCEPTIONS } from '../../support/tenant-scope-exceptions.ts';

/**
 * The background work under the same rule as the routes (tenant-scope.test.ts): every statement a job's
 * handler sends names its job's business. The producers (which look for due work in every business) and the
 * queue itself (which claims the next due job of any business) are exempt by their labels, with the reason in
 * tenant-scope-exceptions.ts; what they hand over is a job that names its business.
 */
const DAY = 86_400_000;
const dataDir = await mkdtemp(join(tmpdir(), 'daftari-tenant-scope-jobs-'));
let database: Database;
let app: OwnersApp;
let statements: RecordedStatement[];
let during = 'start';
let work: JobWork;

/** The work with each producer and handler labelling the statements it sends. */
function labelled(plain: JobWork): JobWork {
  const producers = plain.producers.map((produce, index) => async (now: Date, stop: () => boolean) => {
    during = `job producer ${index}`;
    return produce(now, stop);
  });
  const handlers = Object.fromEntries(
    Object.entries(plain.handlers).map(([kind, handle]) => [
      kind,
      async (...args: Parameters<NonNullable<typeof handle>>) => {
        during = `job ${kind}`;
        try {
          return await handle!(...args);
        } finally {
          during = 'job queue';
        }
      },
    ]),
  );
  return { ...plain, producers, handlers };
}

beforeAll(async () => {
  database = await testDatabase();
  const recording = recordingDb(database, () => during);
  statements = recording.statements;
  app = await testApp({ ...database, db: recording.db }, { dataDir, sleep: async () => {} });
  await app.ready();
  during = 'seed';
  const actor = await seedAccount(app, { checkout: true });
  // Work that waits in the queue besides what the producers find: a whole-business export.
  const exported = await app.inject({ method: 'POST', url: '/api/exports', headers: bearer(actor.token) });
  expect(exported.statusCode, exported.body).toBe(202);
  const store = openObjectStore({ dataDir });
  work = labelled(
    createJobWork({
      db: recording.db,
      mailer: recordingMailer().mailer,
      appUrl: 'https://app.daftari.test',
      etims: createEtims({ db: recording.db }),
      daraja: createDaraja({ db: recording.db }),
      files: { store, uploads: new FileStore(store, uploadStagingDir(dataDir)) },
    }),
  );
}, 600_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe(`every query of the background work names the business, on ${backend}`, () => {
  it('finds no statement of a job without it, over two months of due work', async () => {
    const from = statements.length;
    let ran = 0;
    for (const days of [0, 1, 8, 31, 62]) {
      during = 'job queue';
      ran += (await runDueWork(work, new Date(Date.now() + days * DAY))).ran;
    }
    const jobs = statements.slice(from);
    const found = unscopedStatements(jobs, schemaTablesOf(schema), SCOPE_EXCEPTIONS);
    expect(found.map(({ during: label, sql }) => `${label}: ${sql}`)).toEqual([]);
    // The passes really worked: jobs of several kinds ran, and their handlers' statements on the business's
    // own tables (not the queue's) were among those checked.
    const { tenant } = schemaTablesOf(schema);
    const handled = jobs.filter(
      ({ during: label, sql }) =>
        /^job [a-z_]+$/.test(label) &&
        [...tenant].some((table) => table !== 'jobs' && sql.includes(`"${table}"`)),
    );
    expect(ran).toBeGreaterThan(2);
    expect(new Set(handled.map((statement) => statement.during)).size).toBeGreaterThan(2);
    expect(handled.length).toBeGreaterThan(30);
  }, 600_000);
});
