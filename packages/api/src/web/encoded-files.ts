import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  decode,
  ENCODED_SUFFIX,
  type Encoding,
  encode,
  isCompressibleFile,
  MIN_COMPRESSED_BYTES,
} from './encodings.ts';

interface Entry {
  /** The file's inode, size and modification time when its variants were made. */
  version: string;
  variants: Map<Encoding, Promise<Buffer | null>>;
  bytes: number;
}

/** What the server keeps of compressed files: the built apps' text is a few megabytes compressed. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

const readIfPresent = (path: string) => readFile(path).catch(() => null);

async function decodesTo(encoded: Buffer, encoding: Encoding, original: Buffer): Promise<boolean> {
  try {
    return (await decode(encoded, encoding)).equals(original);
  } catch {
    return false; // truncated or not compressed at all
  }
}

/**
 * Static files' compressed bodies, in memory by path, inode, size and modification time. The copy the build
 * wrote beside the file (`.br`, `.gz`) is used only when it decodes to exactly the file's bytes: a remote
 * redeployed by replacing its files without new copies would otherwise get its previous build's code. Without
 * a valid copy the file is compressed once, quickly, and kept.
 */
export class EncodedFiles {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES) {}

  /** Whether answers for this file depend on `Accept-Encoding`. */
  worthEncoding(path: string, stats: Stats): boolean {
    return isCompressibleFile(path) && stats.size >= MIN_COMPRESSED_BYTES;
  }

  /** The file's body in `encoding`, or null when it is not worth compressing or cannot be read. */
  get(path: string, stats: Stats, encoding: Encoding): Promise<Buffer | null> {
    if (!this.worthEncoding(path, stats)) return Promise.resolve(null);
    const version = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    let entry = this.#entries.get(path);
    if (entry) this.#forget(path, entry);
    if (!entry || entry.version !== version) entry = { version, variants: new Map(), bytes: 0 };
    // Re-inserted on every use, so the first entries in the map are the least recently used.
    this.#remember(path, entry);
    const cached = entry.variants.get(encoding);
    if (cached) return cached;
    const current = entry;
    const variant = this.#load(path, encoding)
      .catch(() => null) // sent as it is, and tried again next time
      .then((body) => {
        if (body === null) current.variants.delete(encoding);
        else if (this.#entries.get(path) === current) this.#grow(current, body.length);
        return body;
      });
    current.variants.set(encoding, variant);
    return variant;
  }

  async #load(path: string, encoding: Encoding): Promise<Buffer | null> {
    const original = await readIfPresent(path);
    if (!original) return null;
    const built = await readIfPresent(path + ENCODED_SUFFIX[encoding]);
    if (built && (await decodesTo(built, encoding, original))) return built;
    return encode(original, encoding, 'fast');
  }

  #remember(path: string, entry: Entry) {
    this.#entries.set(path, entry);
    this.#bytes += entry.bytes;
  }

  #forget(path: string, entry: Entry) {
    this.#entries.delete(path);
    this.#bytes -= entry.bytes;
  }

  #grow(entry: Entry, bytes: number) {
    entry.bytes += bytes;
    this.#bytes += bytes;
    for (const [path, oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes || oldest === entry) break;
      this.#forget(path, oldest);
    }
  }
}
