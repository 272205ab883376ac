import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from '../adapters/storage/index.ts';
import { BackupRefusedError } from './errors.ts';
import { listStoredFiles, type StoredFile, writeStoredFile } from './stored-files.ts';

/** Refuses a store that already holds stored files: the copy goes into an empty bucket. */
export async function assertNoStoredFiles(store: ObjectStore): Promise<void> {
  const files = await listStoredFiles(store);
  if (files.length > 0) {
    throw new BackupRefusedError(
      `the ${store.description} already holds ${files.length} stored files: copy into an empty bucket`,
    );
  }
}

/** Streams one object into `path`, answering its sha256. */
async function download(store: ObjectStore, key: string, path: string): Promise<string> {
  const object = await store.open(key);
  if (!object) throw new Error(`${key} disappeared from the ${store.description} during the copy`);
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  await pipeline(object.stream, hashing, createWriteStream(path, { mode: 0o600 }));
  return hash.digest('hex');
}

/**
 * Copies every stored file of `from` into `to` under the same key (uploads, the outbox), each read back from
 * `to` against the checksum of what was read from `from`; then checks that `to` lists exactly those files with
 * the same sizes. Answers the files copied. `from` is left as it was.
 */
export async function copyStoredFiles(from: ObjectStore, to: ObjectStore): Promise<StoredFile[]> {
  const files = await listStoredFiles(from);
  const staging = await mkdtemp(join(tmpdir(), 'daftari-copy-files-'));
  try {
    for (const [index, file] of files.entries()) {
      const path = join(staging, String(index));
      const sha256 = await download(from, file.key, path);
      await writeStoredFile(to, file.key, path, sha256);
      await rm(path, { force: true });
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  const copied = await listStoredFiles(to);
  const describe = (list: StoredFile[]) => JSON.stringify(list);
  if (describe(copied) !== describe(files)) {
    throw new Error(
      `the ${to.description} lists ${copied.length} stored files after the copy, not the ${files.length} of the ${from.description}`,
    );
  }
  return files;
}
