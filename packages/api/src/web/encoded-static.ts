import type { Stats } from 'node:fs';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { EncodedFiles } from './encoded-files.ts';
import { chooseEncoding, type Encoding, varyOnAcceptEncoding } from './encodings.ts';

/** The file @fastify/static is about to send for a reply, when its answer depends on Accept-Encoding. */
const servedFiles = new WeakMap<FastifyReply, { path: string; stats: Stats }>();

/** `W/"size-mtime"` of the file → `W/"size-mtime-br"`: one validator per representation. */
const encodedEtag = (etag: string, encoding: Encoding) => `${etag.slice(0, -1)}-${encoding}"`;

const weak = (tag: string) => tag.trim().replace(/^W\//, '');

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

/**
 * Serves static files compressed: @fastify/static reads and validates the file (path checks, ETag,
 * Last-Modified, 304, ranges) as for any answer; then, for a full answer (200) to a client that accepts br or
 * gzip, its stream is swapped for the compressed body with that body's length and ETag. Partial answers
 * (206) and clients that accept neither get the file itself.
 */
export function installEncodedStatic(app: FastifyInstance, files = new EncodedFiles()) {
  app.addHook('onSend', async (request, reply, payload) => {
    const file = servedFiles.get(reply);
    if (!file || reply.statusCode !== 200) return payload;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const etag = reply.getHeader('etag');
    if (!encoding || typeof etag !== 'string') return payload;
    const body = await files.get(file.path, file.stats, encoding);
    if (!body) return payload;
    (payload as Readable).destroy();
    const tag = encodedEtag(etag, encoding);
    reply.header('etag', tag).header('content-encoding', encoding).removeHeader('accept-ranges');
    if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) {
      reply.code(304).removeHeader('content-length');
      return null;
    }
    reply.header('content-length', body.length);
    return body;
  });

  /** Called by @fastify/static's `setHeaders` with the file it is sending. */
  return function noteServedFile(reply: FastifyReply, path: string, stats: Stats) {
    if (!files.worthEncoding(path, stats)) return;
    varyOnAcceptEncoding(reply);
    servedFiles.set(reply, { path, stats });
  };
}
