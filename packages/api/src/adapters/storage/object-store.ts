import type { Readable } from 'node:stream';

/**
 * Where the API keeps files that any of its processes must reach: a local directory (one machine) or an
 * S3-compatible bucket (several API processes behind a load balancer). Both implement this interface; which
 * one runs is chosen from the configuration (`choose.ts`).
 *
 * Keys are `/`-separated paths of safe names (letters, digits, `.`, `_`, `-`; no name starts with a dot, so
 * `..`, hidden files and temporary files are never keys): `uploads/{uuid}`, `outbox/{accountId}/{id}.eml`.
 * A key that breaks the rule is refused with InvalidKeyError before anything is touched.
 *
 * - `put(key, body)`: stores a small object whole (readers see the old one or the new one, never a part).
 * - `putFile(key, path)`: stores a local file (which the call may move away; the caller deletes what is left).
 * - `open(key)`: the object as a stream with its size, or null when there is none.
 * - `remove(key)`: deletes it; a missing object is fine.
 * - `list(folder)`: the names of the objects directly inside `folder` (`outbox/7` → `['1767…-ab12.eml', …]`),
 *   sorted, sub-folders left out.
 * - `listAll(folder)`: every object inside `folder` at any depth, as full keys with their sizes, sorted by key
 *   (`outbox` → `[{ key: 'outbox/7/1767…-ab12.eml', size: 912 }, …]`): what a backup copies.
 * - `close()`: releases connections (the S3 client's sockets); the store is not used afterwards.
 */
export interface ObjectStore {
  /** For logs: `local directory /srv/daftari/data` or `S3 bucket daftari at https://…`. */
  readonly description: string;
  put(key: string, body: Buffer): Promise<void>;
  putFile(key: string, path: string): Promise<void>;
  open(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
  list(folder: string): Promise<string[]>;
  listAll(folder: string): Promise<ObjectInfo[]>;
  close(): Promise<void>;
}

export interface StoredObject {
  stream: Readable;
  size: number;
}

export interface ObjectInfo {
  key: string;
  size: number;
}

/** Sorts by key in code-unit order (the same on every store and every locale). */
export const byKey = (a: ObjectInfo, b: ObjectInfo) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** A key (or folder) outside the safe form; nothing was read or written. */
export class InvalidKeyError extends Error {
  override readonly name = 'InvalidKeyError';
}

const NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export const isSafeName = (name: string) => NAME.test(name);

export const isKey = (key: string) => key.length <= 512 && key.split('/').every(isSafeName);

/** Throws InvalidKeyError unless every `/`-separated part of `key` is a safe name. */
export function checkKey(key: string): string {
  if (!isKey(key)) {
    throw new InvalidKeyError(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
  return key;
}

/** A small object's bytes, or null when there is none. */
export async function readObject(store: ObjectStore, key: string): Promise<Buffer | null> {
  const object = await store.open(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
