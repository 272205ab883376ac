import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written to a file as it is made, one entry after the other: each chunk goes to the file before the
 * next is read (the file stream's backpressure is awaited), so an export holds one batch of rows at a time.
 */
export class ZipFileWriter {
  private readonly out: WriteStream;
  private readonly zip: Zip;
  private failure: Error | null = null;
  size = 0;

  constructor(path: string) {
    this.out = createWriteStream(path, { mode: 0o600 });
    this.out.on('error', (error) => {
      this.failure ??= error;
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure ??= error;
        return;
      }
      this.size += chunk.length;
      this.out.write(chunk);
      if (final) this.out.end();
    });
  }

  /** One entry from its chunks; `stored` keeps already compressed bytes (PDFs, images) as they are. */
  async entry(
    name: string,
    chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
    stored = false,
  ): Promise<void> {
    const file = stored ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    this.zip.add(file);
    for await (const chunk of chunks) {
      file.push(typeof chunk === 'string' ? strToU8(chunk) : new Uint8Array(chunk));
      await this.drain();
    }
    file.push(new Uint8Array(0), true);
    await this.drain();
  }

  async close(): Promise<number> {
    this.zip.end();
    await finished(this.out);
    if (this.failure) throw this.failure;
    return this.size;
  }

  /** Ends the file after a failure (the caller deletes it). */
  abort(): void {
    this.out.destroy();
  }

  private async drain(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }
}
