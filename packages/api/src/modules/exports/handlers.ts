import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FileStore, ObjectStore } from '../../adapters/storage/index.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { loadImport } from './load-import.ts';
import { attachmentEntry, type ExportManifest } from './manifest.ts';
import type { TransferPayload } from './service.ts';
import { unpackExport } from './unpack.ts';
import { storeBusinessExport } from './write-export.ts';

export interface TransferStores {
  db: Db;
  store: ObjectStore;
  /** Where attachments are kept (uploads/…). */
  uploads: FileStore;
}

/** The largest attachment an import stores (as the attachment routes take, with room for older files). */
const MAX_ATTACHMENT_BYTES = 50 * 1024 * 1024;

/**
 * Writes the business's ZIP into the store (`exports/{account}/{job}.zip`) and records its size; its PDFs
 * link to `origin` (APP_URL).
 */
export function businessExportHandler({ db, store, uploads }: TransferStores, origin: string): JobHandler {
  return async (job, { now, complete }) => {
    const key = `exports/${job.accountId}/${job.id}.zip`;
    const { accountId } = job;
    const { size } = await storeBusinessExport({ db, store, uploads, accountId, key, origin, now });
    const payload: TransferPayload = { key, size };
    await db.transaction(async (tx) => {
      await tx.update(jobs).set({ payload }).where(eq(jobs.id, job.id));
      await complete(tx);
    });
    return { done: true };
  };
}

/**
 * Loads an export's ZIP into the business `accountId`: unpacked into a temporary folder, its attachments
 * stored under new names, then every table in one transaction (with `inside`, what the caller commits with
 * it). On failure the new attachments are removed again and nothing of the business changed.
 */
export async function importBusinessZip(
  { db, uploads }: Omit<TransferStores, 'store'>,
  source: Readable,
  accountId: number,
  inside: (tx: Tx) => Promise<void> = async () => {},
): Promise<ExportManifest> {
  const dir = await mkdtemp(join(tmpdir(), 'daftari-import-'));
  const stored: string[] = [];
  try {
    const manifest = await unpackExport(source, dir);
    const attachments = new Map<string, string>();
    for (const name of manifest.attachments) {
      const file = createReadStream(join(dir, attachmentEntry(name)));
      const storedName = await uploads.commit(await uploads.receive(file, MAX_ATTACHMENT_BYTES));
      stored.push(storedName);
      attachments.set(name, storedName);
    }
    await db.transaction(async (tx) => {
      await loadImport(tx, { dir, manifest, targetAccountId: accountId, attachments });
      await inside(tx);
    });
    stored.length = 0;
    return manifest;
  } finally {
    for (const name of stored) await uploads.remove(name);
    await rm(dir, { recursive: true, force: true });
  }
}

/** Loads the job's stored ZIP into its business (importBusinessZip), then deletes the ZIP. */
export function businessImportHandler(stores: TransferStores): JobHandler {
  return async (job, { complete }) => {
    const { key } = job.payload as TransferPayload;
    const object = key ? await stores.store.open(key) : null;
    if (!key || !object) throw new Error('The uploaded ZIP is gone');
    await importBusinessZip(stores, object.stream, job.accountId, complete);
    await stores.store.remove(key);
    return { done: true };
  };
}
