import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** The content codings the server sends, in order of preference when a client accepts both equally. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Where the build writes a file's precompressed copy: `main.js` → `main.js.br`, `main.js.gz`. */
export const ENCODED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Below this, compressing saves less than the header it costs and an extra round of work. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Text the apps' builds emit; fonts, images and everything else is already compressed or binary. */
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.map', '.xml']);

export const isCompressibleFile = (path: string): boolean => TEXT_EXTENSIONS.has(extname(path).toLowerCase());

/**
 * The coding to answer with for an `Accept-Encoding` header: br, then gzip, each unless refused with `q=0`
 * (`*` stands for any coding the header does not name); null (identity) when neither is acceptable.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = [acceptEncoding ?? []].flat().join(',');
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const qualityOf = (encoding: Encoding) => quality.get(encoding) ?? quality.get('*') ?? 0;
  let best: Encoding | null = null;
  for (const encoding of ENCODINGS) {
    if (qualityOf(encoding) > (best ? qualityOf(best) : 0)) best = encoding;
  }
  return best;
}

/** Marks an answer as one that depends on the client's `Accept-Encoding`, for caches between. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (vary.split(',').some((name) => name.trim().toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotli = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

/**
 * `best` is what the build writes once (brotli 11, gzip 9: slow, smallest); `fast` is for answers compressed
 * while a client waits (brotli 5, gzip 6: a few milliseconds for a large script, within 10% of the best).
 */
export type Effort = 'best' | 'fast';

export function encode(body: Buffer, encoding: Encoding, effort: Effort): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: effort === 'best' ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

export const decode = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'gzip' ? gunzipAsync(body) : unbrotli(body);
