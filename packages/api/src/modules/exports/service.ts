import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BusinessExport, BusinessImport, JobKind } from '@daftari/contracts';
import { and, eq } from 'drizzle-orm';
import type { ObjectStore, ReceivedFile } from '../../adapters/storage/index.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { enqueueJob, type JobRow } from '../../jobs/queue.ts';
import { assertNoDocuments } from './load-import.ts';
import { BadExportError, unpackExport } from './unpack.ts';

export const EXPORT_JOB: JobKind = 'business_export';
export const IMPORT_JOB: JobKind = 'business_import';

export const exportNotFound = () => new HttpError(404, 'Export not found');
export const importNotFound = () => new HttpError(404, 'Import not found');

/** What a transfer's job payload holds: the ZIP's storage key, and its size once written. */
export interface TransferPayload {
  key?: string;
  size?: number;
}

const statusOf = (row: JobRow) => (row.status === 'done' || row.status === 'failed' ? row.status : 'pending');

export const exportOf = (row: JobRow): BusinessExport => ({
  id: row.id,
  status: statusOf(row),
  size: (row.payload as TransferPayload).size ?? null,
  created_at: row.createdAt.toISOString(),
});

export const importOf = (row: JobRow): BusinessImport => ({
  id: row.id,
  status: statusOf(row),
  error: row.status === 'failed' ? row.lastError : null,
  created_at: row.createdAt.toISOString(),
});

export async function transferJob(
  db: Db,
  accountId: number,
  kind: JobKind,
  id: number,
): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.accountId, accountId), eq(jobs.kind, kind)));
  return row ?? null;
}

async function enqueueTransfer(
  db: Db,
  job: {
    accountId: number;
    kind: JobKind;
    payload: TransferPayload;
    summary: string;
    now: Date;
    attempts?: number;
  },
): Promise<JobRow> {
  const key = `${job.kind}:${job.accountId}:${randomUUID()}`;
  await db.transaction((tx) =>
    enqueueJob(tx, {
      accountId: job.accountId,
      kind: job.kind,
      key,
      payload: { ...job.payload },
      summary: job.summary,
      runAt: job.now,
      ...(job.attempts ? { maxAttempts: job.attempts } : {}),
    }),
  );
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.accountId, job.accountId), eq(jobs.kind, job.kind), eq(jobs.key, key)));
  return row as JobRow;
}

/** POST /exports: the export's job, to run in the background. */
export async function requestExport(db: Db, accountId: number, now: Date): Promise<BusinessExport> {
  const row = await enqueueTransfer(db, {
    accountId,
    kind: EXPORT_JOB,
    payload: {},
    summary: 'Export of the whole business (ZIP)',
    now,
  });
  return exportOf(row);
}

/**
 * POST /imports: checks the uploaded ZIP whole (an export of this format, safe names, bounded size) and the
 * business (no documents yet), then stores the ZIP and enqueues its import (one attempt: all or nothing, a
 * failure is reported, not repeated). A bad ZIP or a business with documents: 422, nothing stored.
 */
export async function requestImport(
  db: Db,
  store: ObjectStore,
  accountId: number,
  file: ReceivedFile,
  now: Date,
): Promise<BusinessImport> {
  const dir = await mkdtemp(join(tmpdir(), 'daftari-import-check-'));
  try {
    await unpackExport(createReadStream(file.tempPath), dir);
    await db.transaction((tx) => assertNoDocuments(tx, accountId));
  } catch (error) {
    if (error instanceof BadExportError) throw new HttpError(422, error.message);
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const key = `imports/${accountId}/${randomUUID()}.zip`;
  await store.putFile(key, file.tempPath);
  const row = await enqueueTransfer(db, {
    accountId,
    kind: IMPORT_JOB,
    payload: { key },
    summary: 'Import of an exported business (ZIP)',
    now,
    attempts: 1,
  });
  return importOf(row);
}
