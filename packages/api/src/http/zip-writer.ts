import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written to `out` (a file, or an answer's stream) as it is made, one entry after the other: each chunk
 * goes out before the next is read (the stream's backpressure is awaited), so a writer holds one chunk at a
 * time. A reader that goes away (the stream closed before the ZIP ended) fails the next entry.
 */
export class ZipWriter {
  private readonly zip: Zip;
  private failure: Error | null = null;
  size = 0;

  constructor(private readonly out: Writable) {
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

  /** Ends the stream after a failure (the caller deletes what it wrote). */
  abort(): void {
    this.out.destroy();
  }

  private async drain(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.out.writableNeedDrain) await Promise.race([once(this.out, 'drain'), once(this.out, 'close')]);
    if (this.failure) throw this.failure;
    if (this.out.destroyed) throw new Error('the ZIP’s reader went away');
  }
}
