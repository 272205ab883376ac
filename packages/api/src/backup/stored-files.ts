import { createHash } from 'node:crypto';
import { byKey, type ObjectInfo, type ObjectStore } from '../adapters/storage/index.ts';

/**
 * Every file the app keeps in its object store (a directory under DATA_DIR, or an S3 bucket), named by its
 * key: `uploads/<name>` (attachments of expenses and bills) and `outbox/<account>/<message>` (e-mails kept
 * without SMTP). The one place the backup lists, reads and writes them. The archive names a file by its key
 * whichever store it came from, so an archive of one store restores into the other.
 */
export type StoredFile = ObjectInfo;

const AREAS = ['uploads', 'outbox'] as const;
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** A key this module would write: under one of the areas, plain segments only (no `..`, no absolute path). */
export function isStoredFilePath(path: string): boolean {
  const [area, ...rest] = path.split('/');
  return (
    (AREAS as readonly string[]).includes(area ?? '') && rest.length > 0 && rest.every((s) => SEGMENT.test(s))
  );
}

/** Every stored file, sorted by key. */
export async function listStoredFiles(store: ObjectStore): Promise<StoredFile[]> {
  const found: StoredFile[] = [];
  for (const area of AREAS) found.push(...(await store.listAll(area)));
  return found.filter((file) => isStoredFilePath(file.key)).sort(byKey);
}

/** The sha256 of a stored file as the store answers it now; null when there is none. */
export async function storedFileSha256(store: ObjectStore, key: string): Promise<string | null> {
  const object = await store.open(key);
  if (!object) return null;
  const hash = createHash('sha256');
  for await (const chunk of object.stream) hash.update(chunk as Uint8Array);
  return hash.digest('hex');
}

/**
 * Stores the local file at `path` under `key` (the store may move the file away), then reads it back:
 * throws unless it answers `sha256`.
 */
export async function writeStoredFile(
  store: ObjectStore,
  key: string,
  path: string,
  sha256: string,
): Promise<void> {
  if (!isStoredFilePath(key)) throw new Error(`not a stored file path: ${key}`);
  await store.putFile(key, path);
  if ((await storedFileSha256(store, key)) !== sha256) {
    throw new Error(`${key} does not read back from the ${store.description} as archived`);
  }
}

/** Removes every stored file (restore --force). */
export async function removeStoredFiles(store: ObjectStore): Promise<void> {
  for (const file of await listStoredFiles(store)) await store.remove(file.key);
}
