import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  byKey,
  checkKey,
  isSafeName,
  type ObjectInfo,
  type ObjectStore,
  type StoredObject,
} from './object-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Objects as files under `root` (DATA_DIR): key `uploads/x` is the file `root/uploads/x`. Owner-only. */
export class LocalObjectStore implements ObjectStore {
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `local directory ${root}`;
  }

  private async target(key: string): Promise<string> {
    const path = join(this.root, ...checkKey(key).split('/'));
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    return path;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = await this.target(key);
    // Written beside its place under a dot-name (never a key, so never listed), then renamed: readers of the
    // key see all of it or none.
    const part = join(dirname(path), `.${randomBytes(8).toString('hex')}.part`);
    try {
      await writeFile(part, body, { mode: 0o600 });
      await rename(part, path);
    } finally {
      await unlink(part).catch(() => undefined);
    }
  }

  async putFile(key: string, path: string): Promise<void> {
    const target = await this.target(key);
    try {
      await rename(path, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(path, target);
    }
  }

  async open(key: string): Promise<StoredObject | null> {
    const path = join(this.root, ...checkKey(key).split('/'));
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(path), size: info.size };
  }

  async remove(key: string): Promise<void> {
    await unlink(join(this.root, ...checkKey(key).split('/'))).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  async list(folder: string): Promise<string[]> {
    try {
      const entries = await readdir(join(this.root, ...checkKey(folder).split('/')), { withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && isSafeName(entry.name))
        .map((entry) => entry.name)
        .sort();
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  async listAll(folder: string): Promise<ObjectInfo[]> {
    const found: ObjectInfo[] = [];
    // Dot-names are never keys: uploads being staged (`uploads/.tmp/`) and half-written `.part` files are
    // skipped.
    const walk = async (key: string): Promise<void> => {
      const dir = join(this.root, ...key.split('/'));
      const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const entry of entries) {
        if (!isSafeName(entry.name)) continue;
        const child = `${key}/${entry.name}`;
        if (entry.isDirectory()) await walk(child);
        else if (entry.isFile()) {
          const info = await stat(join(dir, entry.name)).catch(() => null);
          if (info) found.push({ key: child, size: info.size });
        }
      }
    };
    await walk(checkKey(folder));
    return found.sort(byKey);
  }

  async close(): Promise<void> {}
}
