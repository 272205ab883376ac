import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore, StoredObject } from './object-store.ts';

/** An upload went over the byte limit; nothing of it was kept. */
export class FileTooLargeError extends Error {
  override readonly name = 'FileTooLargeError';
}

/** An upload received into a temporary file, not yet part of the store. */
export interface ReceivedFile {
  tempPath: string;
  size: number;
  /** The first bytes (up to 1 KiB), for sniffing the type. */
  head: Buffer;
}

const HEAD_BYTES = 1024;
const STORED_NAME = /^[0-9a-f-]{36}$/;

const keyOf = (storedName: string) => `uploads/${storedName}`;

/**
 * Uploaded files (expense receipts, bill attachments) with random, server-chosen names (UUIDs, no extension:
 * the content type lives in the database), kept in the object store as `uploads/{uuid}`. An upload is first
 * streamed into a temporary file in `stagingDir` on this machine while its bytes are counted (over the
 * limit: aborted and deleted), then committed into the store.
 */
export class FileStore {
  constructor(
    private readonly objects: ObjectStore,
    private readonly stagingDir: string,
  ) {}

  /** Streams `source` into a temporary file; FileTooLargeError (and no file left) past `maxBytes`. */
  async receive(source: Readable, maxBytes: number, isTruncated?: () => boolean): Promise<ReceivedFile> {
    await mkdir(this.stagingDir, { recursive: true, mode: 0o700 });
    const tempPath = join(this.stagingDir, `${randomBytes(16).toString('hex')}.part`);
    let size = 0;
    const headChunks: Buffer[] = [];
    let headLength = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) return callback(new FileTooLargeError('File too large'));
        if (headLength < HEAD_BYTES) {
          headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
          headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
        }
        callback(null, chunk);
      },
    });
    const file = createWriteStream(tempPath, { mode: 0o600 });
    try {
      await pipeline(source, counter, file);
      if (isTruncated?.()) throw new FileTooLargeError('File too large');
    } catch (error) {
      // A stream cut short before its file was open still opens (creates) it, then closes it: the file is
      // deleted after that, or it would be left behind.
      if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
      await this.discard(tempPath);
      // Let the rest of the part flow away, so the multipart parser can finish.
      source.resume();
      throw error;
    }
    return { tempPath, size, head: Buffer.concat(headChunks) };
  }

  /** Moves a received file into the store under a new random name, which it answers; no temporary file is left. */
  async commit(file: ReceivedFile): Promise<string> {
    const storedName = randomUUID();
    await this.objects.putFile(keyOf(storedName), file.tempPath);
    await this.discard(file.tempPath);
    return storedName;
  }

  /** Deletes a temporary file; missing is fine. */
  async discard(tempPath: string): Promise<void> {
    await unlink(tempPath).catch(() => undefined);
  }

  /**
   * Deletes a stored file; missing is fine. Called after the row that named it is gone, so a failure leaves
   * an unreferenced object behind rather than failing a change already committed.
   */
  async remove(storedName: string | null | undefined): Promise<void> {
    if (!storedName || !STORED_NAME.test(storedName)) return;
    await this.objects.remove(keyOf(storedName)).catch(() => undefined);
  }

  /** A stored file as a stream, or null when it is gone. */
  async open(storedName: string): Promise<StoredObject | null> {
    if (!STORED_NAME.test(storedName)) return null;
    return this.objects.open(keyOf(storedName));
  }
}
