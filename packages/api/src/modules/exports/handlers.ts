import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FileStore, ObjectStore } from '../../adapters/storage/index.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { loadImport } from './load-import.ts';
import { attachmentEntry } from './manifest.ts';
import type { TransferPayload } from './service.ts';
import { unpackExport } from './unpack.ts';
import { writeBusinessExport } from './write-export.ts';

export interface TransferStores {
  db: Db;
  store: ObjectStore;
  /** Where attachments are kept (uploads/…). */
  uploads: FileStore;
}

/** The largest attachment an import stores (as the attachment routes take, with room for older files). */
const MAX_ATTACHMENT_BYTES = 50 * 1024 * 1024;

/** Writes the business's ZIP into the store (`exports/{account}/{job}.zip`) and records its size. */
export function businessExportHandler({ db, store, uploads }: TransferStores): JobHandler {
  return async (job, { now, complete }) => {
    const key = `exports/${job.accountId}/${job.id}.zip`;
    const { size } = await writeBusinessExport({ db, store, uploads, accountId: job.accountId, key, now });
    const payload: TransferPayload = { key, size };
    await db.transaction(async (tx) => {
      await tx.update(jobs).set({ payload }).where(eq(jobs.id, job.id));
      await complete(tx);
    });
    return { done: true };
  };
}

/**
 * Loads a stored export's ZIP into the job's business: unpacked into a temporary folder, its attachments
 * stored under new names, then every table in one transaction. On failure the new attachments are removed
 * again and nothing of the business changed.
 */
export function businessImportHandler({ db, store, uploads }: TransferStores): JobHandler {
  return async (job, { complete }) => {
    const { key } = job.payload as TransferPayload;
    const object = key ? await store.open(key) : null;
    if (!key || !object) throw new Error('The uploaded ZIP is gone');
    const dir = await mkdtemp(join(tmpdir(), 'daftari-import-'));
    const stored: string[] = [];
    try {
      const manifest = await unpackExport(object.stream, dir);
      const attachments = new Map<string, string>();
      for (const name of manifest.attachments) {
        const received = await uploads.receive(
          createReadStream(join(dir, attachmentEntry(name))),
          MAX_ATTACHMENT_BYTES,
        );
        const storedName = await uploads.commit(received);
        stored.push(storedName);
        attachments.set(name, storedName);
      }
      await db.transaction(async (tx) => {
        await loadImport(tx, { dir, manifest, targetAccountId: job.accountId, attachments });
        await complete(tx);
      });
      stored.length = 0;
      await store.remove(key);
      return { done: true };
    } finally {
      for (const name of stored) await uploads.remove(name);
      await rm(dir, { recursive: true, force: true });
    }
  };
}
